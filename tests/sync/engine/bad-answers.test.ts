import { afterEach, describe, expect, it } from 'vitest';
import { newLesson } from '../../../src/db/test-support/test-rows';
import type { ReplicaDb } from '../../../src/db/replica-db';
import { SyncEngine } from '../../../sync/engine/sync-engine';
import { ManualTime, SwitchableEnvironment } from '../../../sync/engine/test-support/manual-time';
import { openDevice } from '../support/dexie-device';
import { startJunkServer, type Garble } from '../support/junk-server';

/**
 * The sync wire against a server that answers junk (issue 11): a real Dexie replica, the real
 * engine, supabase-js and the app's RemoteStore with the app's entity schemas, and a loopback
 * HTTP server that garbles one answer after doing the work. Whatever the junk, nothing of it is
 * acknowledged or written, the status says 'bad-answer', the engine backs off, and the next good
 * answer syncs everything.
 */

type Json = Record<string, unknown>;
type Page = { rows: Array<Json & { row: Json }> } & Json;
type Push = { results: Json[] } & Json;

const webPage: Garble = () => ({ status: 200, body: '<html><h1>Hotel Wi-Fi</h1></html>' });
const emptyBody: Garble = () => ({ status: 200, body: '' });
const push =
  (edit: (good: Push) => unknown): Garble =>
  (good) => ({
    status: 200,
    body: edit(structuredClone(good) as Push),
  });
const page =
  (edit: (good: Page) => unknown): Garble =>
  (good) => ({
    status: 200,
    body: edit(structuredClone(good) as Page),
  });
const firstRow = (edit: (row: Page['rows'][number]) => void) =>
  page((good) => {
    edit(good.rows[0]!);
    return good;
  });
const rows =
  (edit: (good: Json[]) => unknown): Garble =>
  (good) => ({
    status: 200,
    body: edit(structuredClone(good) as Json[]),
  });

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setUp() {
  const junk = await startJunkServer();
  const device = await openDevice();
  const time = new ManualTime();
  const engine = new SyncEngine({
    local: device.local,
    remote: junk.remote,
    clock: time,
    timers: time,
    environment: new SwitchableEnvironment(true),
    refreshSession: async () => false,
  });
  closers.push(
    junk.close,
    async () => device.db.close(),
    () => engine.stop(),
  );
  // A colleague's lessons the device has not pulled yet, dated long before the first sync's
  // window around today (2026-11-23 here): only sync_pull brings them.
  const theirs = [0, 1].map(
    (i) =>
      junk.server.put('lessons', {
        ...newLesson(crypto.randomUUID(), { title: `Theirs ${i}`, date: '2025-01-06' }),
        deleted_at: null,
      }).id,
  );
  // The device has synced before: its client id exists (a first push would create it).
  await device.local.clientId();
  engine.start();
  return { junk, device, time, engine, theirs };
}

/** Everything the replica holds, store by store. */
async function snapshot(db: ReplicaDb): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    db.tables.map(async (table) => [table.name, await table.toArray()] as const),
  );
  return Object.fromEntries(entries);
}

async function lessonIds(db: ReplicaDb): Promise<string[]> {
  return (await db.entity('lessons').toCollection().primaryKeys()).sort();
}

const PUSH_JUNK: Array<[string, Garble, string]> = [
  ['a web page', webPage, 'sync_push answered something that is not JSON: <html>'],
  ['an empty body', emptyBody, 'sync_push answered null'],
  [
    'seqs as text',
    push((good) => ({ ...good, results: good.results.map((r) => ({ ...r, seq: String(r.seq) })) })),
    'results.0.seq: Invalid input: expected number, received string',
  ],
  [
    'a seq the push did not send',
    push((good) => ({
      results: [...good.results, { seq: 999, status: 'applied' }],
      last_seq: 999,
    })),
    'for seq 999, which this push did not send',
  ],
  [
    'a result left out',
    push((good) => ({ ...good, results: good.results.slice(1) })),
    'sync_push answered nothing for seq 1',
  ],
  [
    'an unknown status',
    push((good) => ({ ...good, results: good.results.map((r) => ({ ...r, status: 'ok' })) })),
    'results.0.status',
  ],
];

const PULL_JUNK: Array<[string, Garble, string]> = [
  ['a web page', webPage, 'sync_pull answered something that is not JSON'],
  ['an empty body', emptyBody, 'sync_pull answered null'],
  [
    'a row of an unknown table',
    firstRow((row) => (row.table = 'staff_salaries')),
    'a row of unknown table "staff_salaries"',
  ],
  [
    'a row failing its entity schema',
    firstRow((row) => (row.row.date = '23/11/2026')),
    'that fails its schema (date:',
  ],
  [
    'a lesson with an unknown status',
    firstRow((row) => (row.row.status = 'DONE')),
    'that fails its schema (status:',
  ],
  ['a txid as a number', firstRow((row) => (row.txid = Number(row.txid))), 'rows.0.txid'],
  [
    'has_more and no cursor',
    page((good) => ({ ...good, has_more: true, next_cursor: null })),
    'rows and no next_cursor',
  ],
  ['no scope', page(({ scope: _, ...rest }) => rest), 'scope: Invalid input'],
];

const FETCH_JUNK: Array<[string, Garble, string]> = [
  ['a web page', webPage, 'select from lessons answered something that is not JSON'],
  [
    'a row failing its entity schema',
    rows((good) => good.map((row) => ({ ...row, follow_up_required: 'no' }))),
    'select from lessons answered row 0 that fails its schema (follow_up_required:',
  ],
  [
    'a row not asked for',
    rows((good) => [...good, { ...good[0]!, id: crypto.randomUUID() }]),
    'which was not asked for',
  ],
];

function expectBadAnswer(engine: SyncEngine, time: ManualTime, message: string) {
  expect(engine.getStatus()).toMatchObject({
    phase: 'error',
    reason: 'bad-answer',
    detail: expect.stringContaining(message),
    retryAt: time.nowMs() + 1000,
  });
  // Backs off like a 5xx: the same request would most likely get the same answer at once.
  expect(time.waiting()).toEqual([1000]);
}

describe('a push answered with junk', () => {
  it.each(PUSH_JUNK)(
    '%s: nothing is acknowledged, then the next good answer syncs',
    async (_, garble, message) => {
      const { junk, device, time, engine, theirs } = await setUp();
      const mine = [await device.createLesson('Mine A'), await device.createLesson('Mine B')];
      const before = await snapshot(device.db);
      junk.junkNext('push', garble);

      await engine.syncNow();

      expect(junk.junkLeft()).toBe(0);
      expectBadAnswer(engine, time, message);
      expect(engine.getStatus().pending).toBe(2);
      // The outbox, rows, rejected list, repairs and cursor are exactly as they were: no pull ran.
      expect(await snapshot(device.db)).toEqual(before);

      await engine.syncNow();

      expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', pending: 0, reason: null });
      expect(await device.db.outbox.count()).toBe(0);
      expect(await device.db.rejected.count()).toBe(0);
      expect(await lessonIds(device.db)).toEqual([...mine, ...theirs].sort());
      // The server applied the batch once (the retry was answered as duplicates).
      for (const id of mine) expect(junk.server.row('lessons', id)).toBeDefined();
      expect(junk.server.pushes.map((batch) => batch.map((change) => change.seq))).toEqual([
        [1, 2],
        [1, 2],
      ]);
    },
  );
});

describe("a first sync's window answered with junk", () => {
  it('a row failing its schema: nothing is written, then the next good answer syncs', async () => {
    const { junk, device, time, engine, theirs } = await setUp();
    const thisWeek = junk.server.put('lessons', {
      ...newLesson(crypto.randomUUID(), { title: 'This week', date: '2026-11-24' }),
      deleted_at: null,
    }).id;
    const before = await snapshot(device.db);
    junk.junkNext(
      'around',
      rows((good) => good.map((row) => ({ ...row, date: 'Tuesday' }))),
    );

    await engine.syncNow();

    expectBadAnswer(
      engine,
      time,
      'select from lessons answered row 0 that fails its schema (date:',
    );
    expect(await snapshot(device.db)).toEqual(before);

    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', reason: null });
    expect(await lessonIds(device.db)).toEqual([...theirs, thisWeek].sort());
  });
});

describe('a pull answered with junk', () => {
  it.each(PULL_JUNK)(
    '%s: no row or cursor is written, then the next good answer syncs',
    async (_, garble, message) => {
      const { junk, device, time, engine, theirs } = await setUp();
      const before = await snapshot(device.db);
      junk.junkNext('pull', garble);

      await engine.syncNow();

      expect(junk.junkLeft()).toBe(0);
      expectBadAnswer(engine, time, message);
      expect(await snapshot(device.db)).toEqual(before);

      await engine.syncNow();

      expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', reason: null, detail: null });
      expect(await lessonIds(device.db)).toEqual([...theirs].sort());
      expect((await device.local.readPullState()).cursor).toMatch(/^\d+:lessons:/);
    },
  );

  it('a later page of junk keeps the pages before it and pulls on from their cursor', async () => {
    const { junk, device, time, engine, theirs } = await setUp();
    const paged = new SyncEngine({
      local: device.local,
      remote: junk.remote,
      clock: time,
      timers: time,
      environment: new SwitchableEnvironment(true),
      refreshSession: async () => false,
      pullPageSize: 1,
    });
    await engine.stop();
    closers.push(() => paged.stop());
    junk.junkNext(
      'pull',
      page((good) => good),
    );
    junk.junkNext(
      'pull',
      firstRow((row) => (row.row.title = 42)),
    );

    await paged.syncNow();

    expect(paged.getStatus()).toMatchObject({ phase: 'error', reason: 'bad-answer' });
    // The first (good) page was applied with its cursor; the junk second page wrote nothing.
    expect(await lessonIds(device.db)).toEqual([theirs[0]]);
    const { cursor } = await device.local.readPullState();
    expect(cursor).toContain(theirs[0]);

    await paged.syncNow();

    expect(await lessonIds(device.db)).toEqual([...theirs].sort());
    const pulls = junk.requests.filter((request) => request.url.endsWith('/sync_pull'));
    // From the start, the page after the good one, then that page again after the junk.
    expect(pulls.map((request) => (request.body as { cursor: string | null }).cursor)).toEqual([
      null,
      cursor,
      cursor,
    ]);
  });
});

describe('a row fetch (repairing a refused change) answered with junk', () => {
  it.each(FETCH_JUNK)(
    '%s: the row is not repaired, then the next good answer repairs it',
    async (_, garble, message) => {
      const { junk, device, time, engine, theirs } = await setUp();
      await engine.syncNow();
      const [lesson] = theirs;
      const key = `lessons:${lesson}`;
      junk.server.refused.add(key);
      await device.editLesson(lesson!, { notes: 'Bring rulers' });
      const cursor = (await device.local.readPullState()).cursor;
      junk.junkNext('fetch', garble);

      await engine.syncNow();

      expect(junk.junkLeft()).toBe(0);
      expectBadAnswer(engine, time, message);
      // The refusal itself was a good answer and is kept; the repair waits for a good fetch.
      expect(await device.db.rejected.count()).toBe(1);
      expect(await device.db.row_repairs.toCollection().primaryKeys()).toEqual([key]);
      expect(await device.db.entity('lessons').get(lesson!)).toMatchObject({
        notes: 'Bring rulers',
      });
      expect((await device.local.readPullState()).cursor).toBe(cursor);

      await engine.syncNow();

      expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', reason: null });
      expect(await device.db.row_repairs.count()).toBe(0);
      expect(await device.db.entity('lessons').get(lesson!)).toMatchObject({ notes: null });
    },
  );
});
