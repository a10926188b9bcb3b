import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { SYNC_ROW_SCHEMAS } from '../../../src/app/sync/sync-row-schemas';
import type { PendingChange, PullPage, RemoteStore } from '../../../sync/engine/ports';
import { PULL_PAGE_SIZE, PUSH_BATCH_SIZE } from '../../../sync/engine/sync-engine';
import { createSupabaseRemoteStore } from '../../../sync/remote/supabase-remote-store';
import { EDITED_FIELDS, lessonChanges, type KnownLesson } from './lesson-changes';
import type { LoadRecorder, OpKind } from './load-figures';

/** Share of sync cycles that push (the teacher edited since the last one); the rest only pull. */
export const EDITING_SHARE = 0.6;
/** A device whose sign-in fails tries again, as a teacher would, this many times in all. */
const SIGN_IN_ATTEMPTS = 5;
/** A pull stops after this many pages in one cycle (a real first pull of ~160 lessons is one). */
const PULL_PAGES_MAX = 50;

export type DeviceOptions = {
  url: string;
  anonKey: string;
  email: string;
  userId: string;
  password: string;
  recorder: LoadRecorder;
  /** Epoch ms: no new cycle starts after it. */
  deadline: number;
  startDelayMs: number;
  thinkMs: { min: number; max: number };
  random: () => number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

function opOf(url: string): OpKind | null {
  const path = new URL(url).pathname;
  if (path === '/rest/v1/rpc/sync_push') return 'push';
  if (path === '/rest/v1/rpc/sync_pull') return 'pull';
  if (path === '/auth/v1/token') return 'sign-in';
  return null;
}

/**
 * supabase-js's fetch, timing each request from send to the answer's last byte (so the figures
 * leave out the client's own parsing) and counting its status.
 */
function timingFetch(recorder: LoadRecorder): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const op = opOf(url);
    const started = performance.now();
    try {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      if (op) recorder.time(op, started, performance.now(), response.status);
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (op) recorder.time(op, started, performance.now(), null);
      throw error;
    }
  };
}

/**
 * One simulated device of one teacher: signs in through /auth/v1, pulls everything (its first
 * sync), then until the deadline runs the sync engine's cycle after each think time: push what the
 * teacher edited (in EDITING_SHARE of cycles), then pull until nothing is left. Requests go through
 * the app's own RemoteStore (sync/remote), so the wire is the app's.
 */
export async function runDevice(options: DeviceOptions): Promise<void> {
  const { recorder, random } = options;
  const left = () => options.deadline - Date.now();
  await sleep(options.startDelayMs);
  if (left() <= 0) return;

  const client = createClient(options.url, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timingFetch(recorder) },
    realtime: { transport: WebSocket as never },
  });
  if (!(await signIn(client, options))) return;

  const store = createSupabaseRemoteStore(client, { rowSchemas: SYNC_ROW_SCHEMAS });
  const device = {
    clientId: randomUUID(),
    seq: 0,
    cursor: null as string | null,
    outbox: [] as PendingChange[],
    lessons: new Map<string, KnownLesson>(),
    classIds: new Set<string>(),
  };

  const pullAll = async () => {
    for (let page = 0; page < PULL_PAGES_MAX; page++) {
      let answer: PullPage;
      try {
        answer = await store.pull(device.cursor, PULL_PAGE_SIZE);
      } catch (error) {
        recorder.error('pull', (error as Error).message);
        return;
      }
      recorder.rowsPulled += answer.rows.length;
      for (const { table, row } of answer.rows) {
        if (table === 'classes') {
          if (row.deleted_at === null) device.classIds.add(row.id);
          else device.classIds.delete(row.id);
        } else if (table === 'lessons' && row.deleted_at === null) {
          device.lessons.set(row.id, row as unknown as KnownLesson);
        }
      }
      device.cursor = answer.next_cursor;
      if (!answer.has_more) return;
    }
  };

  const push = async (remote: RemoteStore) => {
    const batch = device.outbox.slice(0, PUSH_BATCH_SIZE);
    if (batch.length === 0) return;
    try {
      const answer = await remote.push(device.clientId, batch);
      recorder.changesPushed += batch.length;
      const done = new Set(answer.results.map((r) => r.seq));
      for (const result of answer.results) {
        if (result.status === 'rejected') {
          recorder.error('push', `change rejected: ${result.code} ${result.message ?? ''}`);
        }
      }
      for (const change of batch) {
        if (!done.has(change.seq)) continue;
        // What this device now believes the row holds: the next edit's base.
        const known = device.lessons.get(change.id);
        const next = { ...(known ?? {}), ...change.fields } as KnownLesson;
        for (const field of EDITED_FIELDS) next[field] ??= null;
        device.lessons.set(change.id, next);
      }
      device.outbox = device.outbox.filter((change) => !done.has(change.seq));
    } catch (error) {
      // Kept in the outbox: the next cycle sends it again, as the engine does.
      recorder.error('push', (error as Error).message);
    }
  };

  await pullAll();
  while (left() > 0) {
    const think = options.thinkMs.min + random() * (options.thinkMs.max - options.thinkMs.min);
    await sleep(Math.min(think, left()));
    if (left() <= 0) break;
    if (random() < EDITING_SHARE) {
      device.outbox.push(
        ...lessonChanges({
          ownerId: options.userId,
          random,
          nextSeq: () => ++device.seq,
          lessons: device.lessons,
          classIds: [...device.classIds],
        }),
      );
    }
    await push(store);
    await pullAll();
  }
}

/** Signs in with the password, trying again after a pause when refused; false if it never got in. */
async function signIn(client: SupabaseClient, options: DeviceOptions): Promise<boolean> {
  const { recorder } = options;
  for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS; attempt++) {
    const { error } = await client.auth.signInWithPassword({
      email: options.email,
      password: options.password,
    });
    if (!error) return true;
    const status = isAuthApiError(error) ? error.status : null;
    if (status === 429) recorder.throttledSignIns++;
    recorder.error('sign-in', `${status ?? 'no answer'} ${error.message}`);
    if (options.deadline - Date.now() <= 0) return false;
    await sleep(1000 + options.random() * 1000);
  }
  recorder.error('device', `gave up after ${SIGN_IN_ATTEMPTS} failed sign-ins`);
  return false;
}
