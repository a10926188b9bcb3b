import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteFailure, type PendingChange, type RemoteStore } from '../engine/ports';
import { SYNC_PROTOCOL_VERSION } from '../merge/change';
import { createSupabaseRemoteStore } from './supabase-remote-store';
import {
  startLoopbackServer,
  type Answerer,
  type LoopbackServer,
} from './test-support/loopback-server';
import {
  LESSON_ID,
  lessonRow,
  OTHER_ID,
  pulledLesson,
  TEST_ROW_SCHEMAS,
} from './test-support/wire-rows';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
const CHANGES: PendingChange[] = [
  { seq: 1, table: 'lessons', op: 'upsert', id: LESSON_ID, fields: { title: 'A' }, base: {} },
  { seq: 2, table: 'lessons', op: 'upsert', id: OTHER_ID, fields: { title: 'B' }, base: {} },
];
const GOOD_PUSH = {
  results: [
    { seq: 1, status: 'applied' },
    { seq: 2, status: 'duplicate' },
  ],
  last_seq: 2,
};
const GOOD_PAGE = {
  rows: [pulledLesson()],
  has_more: false,
  next_cursor: `101:lessons:${LESSON_ID}`,
  scope: 'scope-1',
};

let server: LoopbackServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The real supabase-js client against a loopback server that answers what `answer` says. */
async function storeAnswering(answer: Answerer): Promise<RemoteStore> {
  server = await startLoopbackServer(answer);
  return storeAt(server.url);
}

function storeAt(url: string): RemoteStore {
  const client = createClient(url, 'anon-key', {
    // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return createSupabaseRemoteStore(client, { rowSchemas: TEST_ROW_SCHEMAS });
}

async function failureOf(call: Promise<unknown>): Promise<RemoteFailure> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RemoteFailure);
  return error as RemoteFailure;
}

describe('createSupabaseRemoteStore: good answers', () => {
  it('pushes through sync_push and returns the parsed answer', async () => {
    const store = await storeAnswering(() => ({ status: 200, body: GOOD_PUSH }));
    expect(await store.push(CLIENT_ID, CHANGES)).toEqual(GOOD_PUSH);
    expect(server?.requests).toEqual([
      {
        method: 'POST',
        url: '/rest/v1/rpc/sync_push',
        body: { client_id: CLIENT_ID, protocol_version: SYNC_PROTOCOL_VERSION, changes: CHANGES },
      },
    ]);
  });

  it('pulls through sync_pull and returns the parsed page', async () => {
    const store = await storeAnswering(() => ({ status: 200, body: GOOD_PAGE }));
    expect(await store.pull(null, 500)).toEqual(GOOD_PAGE);
    expect(server?.requests[0]).toMatchObject({
      url: '/rest/v1/rpc/sync_pull',
      body: { cursor: null, lim: 500 },
    });
  });

  it('fetches rows per table, 100 ids a request, keyed by table and id', async () => {
    const ids = Array.from(
      { length: 150 },
      (_, i) => `6f1c2a8e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const store = await storeAnswering(({ url }) => {
      const asked = new URL(url, 'http://x').searchParams.get('id') ?? '';
      const first = asked.replace(/^in\.\(/, '').split(',')[0]!;
      return { status: 200, body: [lessonRow(first)] };
    });
    const found = await store.fetchRows(ids.map((id) => ({ table: 'lessons', id })));
    expect(server?.requests.map((request) => request.url.split('?')[0])).toEqual([
      '/rest/v1/lessons',
      '/rest/v1/lessons',
    ]);
    expect([...found.keys()]).toEqual([`lessons:${ids[0]}`, `lessons:${ids[100]}`]);
  });

  it("pulls around a window: the window's lessons and the week-layout tables, as pulled rows", async () => {
    const store = await storeAnswering(({ url }) => {
      const table = url.split('?')[0]!.replace('/rest/v1/', '');
      return { status: 200, body: table === 'lessons' ? [lessonRow()] : [] };
    });
    const rows = await store.pullAround!({ from: '2026-11-21', to: '2026-12-26' });

    expect(rows).toEqual([pulledLesson()]);
    const asked = server!.requests.map((request) => new URL(request.url, 'http://x'));
    expect(asked.map((url) => url.pathname).sort()).toEqual(
      [
        'classes',
        'lessons',
        'school_closures',
        'schools',
        'teacher_calendars',
        'timetable_entries',
      ].map((table) => `/rest/v1/${table}`),
    );
    const lessons = asked.find((url) => url.pathname === '/rest/v1/lessons')!;
    expect(lessons.searchParams.getAll('date')).toEqual(['gte.2026-11-21', 'lte.2026-12-26']);
    expect(lessons.searchParams.get('limit')).toBe('1000');
  });

  it('a window answered with a row failing its schema is a bad answer, naming the table', async () => {
    const store = await storeAnswering(({ url }) => ({
      status: 200,
      body: url.startsWith('/rest/v1/lessons') ? [{ ...lessonRow(), date: 'Monday' }] : [],
    }));
    const failure = await failureOf(store.pullAround!({ from: '2026-11-21', to: '2026-12-26' }));
    expect(failure.kind).toBe('bad-answer');
    expect(failure.message).toContain('select from lessons answered row 0 that fails its schema');
  });
});

describe('createSupabaseRemoteStore: a server answering junk', () => {
  const html = '<html><body>Sign in to the hotel Wi-Fi</body></html>';

  it.each([
    [
      'a web page with 200',
      { status: 200, body: html },
      'sync_push answered something that is not JSON: <html>',
    ],
    ['an empty 200', { status: 200, body: '' }, 'sync_push answered null'],
    ['an empty object', { status: 200, body: {} }, 'sync_push answered results:'],
    [
      'seqs as text',
      { status: 200, body: { ...GOOD_PUSH, results: [{ seq: '1', status: 'applied' }] } },
      'results.0.seq',
    ],
    [
      'a seq it was not sent',
      {
        status: 200,
        body: { results: [...GOOD_PUSH.results, { seq: 7, status: 'applied' }], last_seq: 7 },
      },
      'for seq 7, which this push did not send',
    ],
  ])('a push answered with %s is a bad answer', async (_, answer, message) => {
    const store = await storeAnswering(() => answer);
    const failure = await failureOf(store.push(CLIENT_ID, CHANGES));
    expect(failure.kind).toBe('bad-answer');
    expect(failure.message).toContain(message);
  });

  it.each([
    [
      'a web page with 200',
      { status: 200, body: html },
      'sync_pull answered something that is not JSON',
    ],
    [
      'a row of an unknown table',
      { status: 200, body: { ...GOOD_PAGE, rows: [{ ...pulledLesson(), table: 'secrets' }] } },
      'unknown table "secrets"',
    ],
    [
      'a row failing its entity schema',
      {
        status: 200,
        body: { ...GOOD_PAGE, rows: [{ ...pulledLesson(), row: { ...lessonRow(), date: 7 } }] },
      },
      'that fails its schema (date:',
    ],
    ['no scope', { status: 200, body: { rows: [], has_more: false, next_cursor: null } }, 'scope'],
  ])('a pull answered with %s is a bad answer', async (_, answer, message) => {
    const store = await storeAnswering(() => answer);
    const failure = await failureOf(store.pull(null, 500));
    expect(failure.kind).toBe('bad-answer');
    expect(failure.message).toContain(message);
  });

  it('a fetch answered with a row failing its schema is a bad answer', async () => {
    const store = await storeAnswering(() => ({
      status: 200,
      body: [{ ...lessonRow(), txid: 101 }],
    }));
    const failure = await failureOf(store.fetchRows([{ table: 'lessons', id: LESSON_ID }]));
    expect(failure.kind).toBe('bad-answer');
    expect(failure.message).toContain('select from lessons answered row 0 that fails its schema');
  });
});

describe('createSupabaseRemoteStore: failed requests', () => {
  it.each([
    [503, { message: 'upstream connect error' }, 'transient'],
    [429, { message: 'slow down' }, 'transient'],
    [401, { code: 'PGRST301', message: 'JWT expired' }, 'auth'],
    [400, { code: '22023', message: 'lim must be between 1 and 5000' }, 'permanent'],
  ])('HTTP %i is %s', async (status, body, kind) => {
    const store = await storeAnswering(() => ({ status, body }));
    const failure = await failureOf(store.pull(null, 500));
    expect(failure).toMatchObject({ kind, status, message: body.message });
  });

  it('no answer at all (nothing listening) is offline', async () => {
    const closed = await startLoopbackServer(() => ({ status: 200, body: GOOD_PAGE }));
    await closed.close();
    const failure = await failureOf(storeAt(closed.url).pull(null, 500));
    expect(failure).toMatchObject({ kind: 'offline', status: null });
  });
});
