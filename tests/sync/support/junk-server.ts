import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SYNC_ROW_SCHEMAS } from '../../../src/app/sync/sync-row-schemas';
import type { PendingChange, RemoteStore } from '../../../sync/engine/ports';
import { MemoryServer } from '../../../sync/engine/test-support/memory-server';
import { createSupabaseRemoteStore } from '../../../sync/remote/supabase-remote-store';
import {
  startLoopbackServer,
  type RawAnswer,
  type SeenRequest,
} from '../../../sync/remote/test-support/loopback-server';

/** 'around': the first sync window's lessons; 'around-layout': its other tables' selects. */
export type JunkTarget = 'push' | 'pull' | 'fetch' | 'around' | 'around-layout';
/** Turns the good answer into what the device receives instead. */
export type Garble = (good: unknown) => RawAnswer;

/**
 * Test double (tests only): the in-memory sync server (sync_push, sync_pull and row fetches with
 * the real merge rules) behind a real HTTP server on loopback, reached by the real supabase-js
 * client and the app's RemoteStore with the app's entity schemas. `junkNext` garbles the next
 * answer to one kind of request after the server did the work, as a broken proxy, an old server
 * or a cut-off body would: the device must acknowledge and write nothing of it.
 */
export async function startJunkServer() {
  const server = new MemoryServer();
  const junk: Array<{ target: JunkTarget; garble: Garble }> = [];

  const loopback = await startLoopbackServer(async (request) => {
    const { target, good } = await answerWell(server, request);
    const index = junk.findIndex((entry) => entry.target === target);
    if (index < 0) return { status: 200, body: good };
    const [entry] = junk.splice(index, 1);
    return entry!.garble(good);
  });

  const client = createClient(loopback.url, 'anon-key', {
    // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const remote: RemoteStore = createSupabaseRemoteStore(client, { rowSchemas: SYNC_ROW_SCHEMAS });

  return {
    server,
    remote,
    requests: loopback.requests,
    /** The next answer to `target` is garbled (queued in order). */
    junkNext(target: JunkTarget, garble: Garble) {
      junk.push({ target, garble });
    },
    /** Garbled answers not yet served. */
    junkLeft: () => junk.length,
    close: () => loopback.close(),
  };
}

async function answerWell(
  server: MemoryServer,
  { method, url, body }: SeenRequest,
): Promise<{ target: JunkTarget; good: unknown }> {
  const { pathname, searchParams } = new URL(url, 'http://loopback');
  if (method === 'POST' && pathname === '/rest/v1/rpc/sync_push') {
    const { client_id, changes } = body as { client_id: string; changes: PendingChange[] };
    return { target: 'push', good: await server.push(client_id, changes) };
  }
  if (method === 'POST' && pathname === '/rest/v1/rpc/sync_pull') {
    const { cursor, lim } = body as { cursor: string | null; lim: number };
    return { target: 'pull', good: await server.pull(cursor, lim) };
  }
  const table = /^\/rest\/v1\/([a-z_]+)$/.exec(pathname)?.[1];
  const ids = /^in\.\((.*)\)$/.exec(searchParams.get('id') ?? '')?.[1]?.split(',');
  if (method === 'GET' && table && ids) {
    const found = await server.fetchRows(ids.map((id) => ({ table, id })));
    return { target: 'fetch', good: [...found.values()] };
  }
  if (method === 'GET' && table) {
    // A first sync's window (pullAround): the table's rows, lessons within the dates asked.
    const within = (row: Record<string, unknown>) =>
      searchParams.getAll('date').every((filter) => {
        const [op, value] = filter.split('.') as [string, string];
        const date = String(row.date);
        return op === 'gte' ? date >= value : op === 'lte' ? date <= value : false;
      });
    return {
      target: table === 'lessons' ? 'around' : 'around-layout',
      good: server.visibleRows(table).filter(within),
    };
  }
  throw new Error(`The junk server does not answer ${method} ${url}`);
}
