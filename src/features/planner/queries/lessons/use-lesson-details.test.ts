import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson, T0 } from '@/db/test-support/pulled-rows';
import { readLessonDetails } from './use-lesson-details';

let userId: string;
let db: ReplicaDb;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '600' } as const;

function point(syllabusId: string, code: string, sortOrder: number) {
  return {
    id: crypto.randomUUID(),
    syllabus_id: syllabusId,
    code,
    description: `Outcome ${code}`,
    subject: 'Mathematics',
    strand: null,
    stage: 'Stage 4',
    year: null,
    sort_order: sortOrder,
    ...pulled,
  };
}

function conflict(rowId: string, resolvedAt: string | null) {
  return {
    id: crypto.randomUUID(),
    owner_id: userId,
    table_name: 'lessons',
    row_id: rowId,
    field: 'notes',
    kept_value: 'theirs',
    overwritten_value: 'mine',
    resolved_at: resolvedAt,
    ...pulled,
  };
}

describe('readLessonDetails', () => {
  it('offers the class syllabus’s points and the visible methods; flags only an open conflict', async () => {
    const syllabusId = crypto.randomUUID();
    const schoolClass = await pulledClassRow(db, userId, { syllabus_id: syllabusId });
    const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
    const mine = point(syllabusId, 'MA4-1', 1);
    await db.entity('syllabus_points').bulkPut([mine, point(crypto.randomUUID(), 'EN4-1', 1)]);
    await db.entity('teaching_methods').bulkPut([
      {
        id: crypto.randomUUID(),
        school_id: null,
        name: 'Think-pair-share',
        description: null,
        ...pulled,
      },
      {
        id: crypto.randomUUID(),
        school_id: null,
        name: 'Direct instruction',
        description: null,
        ...pulled,
      },
    ]);
    await db.conflicts.put(conflict(lesson.id, T0));

    const details = await readLessonDetails(db, lesson.id);
    expect(details).toMatchObject({
      className: '7 Maths A',
      syllabusPointOptions: [{ id: mine.id, label: 'MA4-1 Outcome MA4-1' }],
      resourceOptions: [],
      hasOpenConflict: false,
    });
    expect(details?.teachingMethods.map((method) => method.label)).toEqual([
      'Direct instruction',
      'Think-pair-share',
    ]);

    await db.conflicts.put(conflict(lesson.id, null));
    expect((await readLessonDetails(db, lesson.id))?.hasOpenConflict).toBe(true);
  });

  it('is null for a deleted or missing lesson', async () => {
    const schoolClass = await pulledClassRow(db, userId);
    const gone = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1', {
      deleted_at: T0,
    });
    expect(await readLessonDetails(db, gone.id)).toBeNull();
    expect(await readLessonDetails(db, crypto.randomUUID())).toBeNull();
  });
});
