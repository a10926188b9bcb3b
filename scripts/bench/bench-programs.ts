// `npm run bench:programs` (issue 15): applying a 60-item program to a class with enough lessons,
// each item linking two syllabus points and a resource (so every lesson also gets three link rows),
// in a replica on fake-indexeddb in Node, beside the floor: writeManyWithOutbox alone writing the
// same lesson updates and link rows (what any apply must cost at least). Each run is undone (untimed) so every
// run starts from the same unplanned lessons. fake-indexeddb is slower than a browser's IndexedDB,
// so the figures are an upper bound for the device.
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { deleteReplica, openReplica } from '../../src/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '../../src/db/write-with-outbox';
import { applyProgram, undoApplyProgram } from '../../src/features/programs/commands/apply-program';
import {
  classWithLessons,
  pulledItems,
  pulledProgram,
  pulledResource,
  pulledSciencePoints,
  TEST_SCHOOL_ID,
} from '../../src/features/programs/test-support/program-rows';

/** Issue 15: applying a 60-item program ≤ 500 ms. */
const TARGET_MS = 500;
const ITEMS = 60;
/** Every fourth item is a double lesson: 75 periods, against 200 lessons (more than a year's). */
const periodsOf = (index: number) => (index % 4 === 3 ? 2 : 1);
const LESSONS = 200;
const WARM_UP_RUNS = 3;
const RUNS = 30;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const userId = crypto.randomUUID();
const db = await openReplica(userId);
try {
  const { schoolClass, lessons } = await classWithLessons(db, userId, LESSONS);
  const program = await pulledProgram(db, userId);
  const items = await pulledItems(db, program.id, ITEMS, periodsOf);
  const { points } = await pulledSciencePoints(db, ITEMS * 2);
  for (const [index, item] of items.entries()) {
    const resource = await pulledResource(db, userId, { title: `Worksheet ${index + 1}` });
    await db.entity('program_items').update(item.id, {
      syllabus_point_ids: [points[index * 2]!.id, points[index * 2 + 1]!.id],
      resource_ids: [resource.id],
    });
  }
  const ctx = { userId, schoolId: TEST_SCHOOL_ID, role: 'TEACHER' };
  const input = {
    programId: program.id,
    classId: schoolClass.id,
    from: lessons[0]!.date,
    mode: 'skip' as const,
  };

  /** Fresh link rows like those applying created (the floor writes its own each run). */
  const linkCreates = async (refs: { table: string; id: string }[]): Promise<TableWrite[]> => {
    const writes: TableWrite[] = [];
    for (const ref of refs) {
      if (ref.table === 'lesson_resources') {
        const row = (await db.entity('lesson_resources').get(ref.id))!;
        writes.push({
          table: 'lesson_resources',
          request: {
            op: 'create',
            row: {
              id: '',
              owner_id: userId,
              lesson_id: row.lesson_id,
              resource_id: row.resource_id,
            },
          },
        });
      } else {
        const row = (await db.entity('lesson_syllabus_points').get(ref.id))!;
        writes.push({
          table: 'lesson_syllabus_points',
          request: {
            op: 'create',
            row: {
              id: '',
              owner_id: userId,
              lesson_id: row.lesson_id,
              syllabus_point_id: row.syllabus_point_id,
            },
          },
        });
      }
    }
    return writes;
  };
  const withFreshIds = (writes: TableWrite[]): TableWrite[] =>
    writes.map((write) =>
      write.request.op === 'create'
        ? ({
            ...write,
            request: { ...write.request, row: { ...write.request.row, id: crypto.randomUUID() } },
          } as TableWrite)
        : write,
    );

  const applyTimes: number[] = [];
  let floorWrites: TableWrite[] = [];
  let linkRows = 0;
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    const start = performance.now();
    const applied = await applyProgram(db, ctx, input);
    const elapsed = performance.now() - start;
    if (!applied.ok) throw new Error(applied.message);
    if (run >= WARM_UP_RUNS) applyTimes.push(elapsed);
    // The same rows and fields, for the floor.
    const written = await db
      .entity('lessons')
      .bulkGet(applied.undo.previous.map((p) => p.lessonId));
    const lessonWrites: TableWrite[] = written.map((row) => ({
      table: 'lessons',
      request: {
        op: 'update',
        id: row!.id,
        fields: {
          title: row!.title,
          objectives: row!.objectives,
          success_criteria: row!.success_criteria,
          activities: row!.activities,
          program_item_id: row!.program_item_id,
          status: row!.status,
        },
      },
    }));
    linkRows = applied.undo.createdLinks.length;
    floorWrites = [...lessonWrites, ...(await linkCreates(applied.undo.createdLinks))];
    const undone = await undoApplyProgram(db, ctx, applied);
    if (!undone.ok) throw new Error(undone.message);
  }

  const floorTimes: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    const start = performance.now();
    const written = await writeManyWithOutbox(db, withFreshIds(floorWrites));
    const elapsed = performance.now() - start;
    if (!written.ok) throw new Error(written.message);
    if (run >= WARM_UP_RUNS) floorTimes.push(elapsed);
  }

  applyTimes.sort((a, b) => a - b);
  floorTimes.sort((a, b) => a - b);
  const line = (label: string, times: number[]) =>
    `${label}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p75 ${quantile(times, 0.75).toFixed(1)} ms`;
  const p75 = quantile(applyTimes, 0.75);
  console.log(
    `apply a ${ITEMS}-item program (${floorWrites.length - linkRows} lessons and ${linkRows} syllabus point and resource links written, ${LESSONS} lessons in the class), ${RUNS} runs`,
  );
  console.log(
    `  ${line('applyProgram', applyTimes)} (target ≤ ${TARGET_MS} ms: ${p75 <= TARGET_MS ? 'ok' : 'OVER'})`,
  );
  console.log(`  ${line('floor: writeManyWithOutbox of the same rows', floorTimes)}`);
} finally {
  db.close();
  await deleteReplica(userId);
}
