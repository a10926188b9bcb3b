// `npm run bench:sync`: the sync figures of DESIGN §8 against the real local stack (PGlite,
// PostgREST, the gateway on loopback) with the real engine, DexieLocalReplica and supabase-js:
//   1. first sync of 10,000 lessons into a fresh replica (target ≤ 3 s),
//   2. one edit's round trip: command on device A → push → pull on device B (target ≤ 300 ms); the
//      engine's scheduling waits (AFTER_WRITE_DELAY_MS after a write, B's next trigger) are not
//      in it: the target is for the work once both devices sync,
//   3. rows applied per second during the first sync.
// The replica runs on fake-indexeddb in Node, which is slower than a browser's IndexedDB, so the
// figures are an upper bound for the device side.
import { performance } from 'node:perf_hooks';
import { writeWithOutbox } from '../../src/db/write-with-outbox';
import { SimDevice } from '../../tests/sync/harness/sim-device';
import { startSyncServer } from '../../tests/sync/harness/sync-server';

const LESSONS = 10_000;
const ROUND_TRIPS = 30;
const TARGET_FIRST_SYNC_MS = 3000;
const TARGET_ROUND_TRIP_MS = 300;

const server = await startSyncServer();
try {
  const userId = await server.createUser();
  const sql = server.stack.database.sql;
  await sql.query(
    `insert into public.classes (id, owner_id, name) values (gen_random_uuid(), $1, 'Year 8 Maths')`,
    [userId],
  );
  // Written in batches so rows carry different txids, as real writes over time would.
  for (let from = 0; from < LESSONS; from += 500) {
    await sql.query(
      `insert into public.lessons (owner_id, class_id, date, period_id, title, objectives, status)
       select $1, c.id, date '2022-01-03' + n, 'P' || (1 + n % 6), 'Lesson ' || n,
              'Understand the idea of lesson ' || n, 'PLANNED'
         from generate_series($2::int, $3::int) n, public.classes c where c.owner_id = $1`,
      [userId, from, Math.min(from + 499, LESSONS - 1)],
    );
  }

  const first = new SimDevice('first', userId, server, () => undefined);
  const firstTab = await first.openTab();
  const started = performance.now();
  await firstTab.engine.syncNow();
  const firstSyncMs = performance.now() - started;
  const lessonsLocal = await firstTab.db.entity('lessons').count();
  if (lessonsLocal !== LESSONS) throw new Error(`first sync holds ${lessonsLocal} lessons`);

  const other = new SimDevice('second', userId, server, () => undefined);
  const otherTab = await other.openTab();
  await otherTab.engine.syncNow();

  const lessonIds = (await firstTab.db
    .entity('lessons')
    .limit(ROUND_TRIPS)
    .primaryKeys()) as string[];
  const trips: number[] = [];
  for (const [index, id] of lessonIds.entries()) {
    const title = `Edited ${index}`;
    const begin = performance.now();
    const result = await writeWithOutbox(firstTab.db, 'lessons', {
      op: 'update',
      id,
      fields: { title },
    });
    if (!result.ok) throw new Error(result.message);
    await firstTab.engine.syncNow();
    await otherTab.engine.syncNow();
    trips.push(performance.now() - begin);
    const seen = await otherTab.db.entity('lessons').get(id);
    if (seen?.title !== title)
      throw new Error(`device B shows '${seen?.title}' after the round trip`);
  }
  trips.sort((a, b) => a - b);
  const p50 = trips[Math.floor(trips.length / 2)]!;
  const p95 = trips[Math.floor(trips.length * 0.95)]!;

  const verdict = (ms: number, target: number) => (ms <= target ? 'within target' : 'OVER target');
  console.log(
    `first sync of ${LESSONS} lessons into a fresh replica: ${Math.round(firstSyncMs)} ms (target ≤ ${TARGET_FIRST_SYNC_MS} ms, ${verdict(firstSyncMs, TARGET_FIRST_SYNC_MS)})`,
  );
  console.log(
    `one edit's round trip, device A command → server → device B (${ROUND_TRIPS} runs): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_ROUND_TRIP_MS} ms, ${verdict(p95, TARGET_ROUND_TRIP_MS)})`,
  );
  console.log(
    `rows applied per second during the first sync: ${Math.round((LESSONS + 1) / (firstSyncMs / 1000))}`,
  );
  await first.close();
  await other.close();
} finally {
  await server.stop();
}
