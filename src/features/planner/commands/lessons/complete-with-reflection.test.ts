import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { T1, T2, replicaPerTest } from '../../test-support/lesson-commands';
import { completeWithReflection } from './save-reflection';

const replica = replicaPerTest();
let userId: string;
let db: ReplicaDb;
beforeEach(() => {
  ({ userId, db } = replica);
});

const TODAY = '2026-11-25';
const RATINGS = {
  effectiveness_rating: 4,
  teacher_satisfaction_score: 5,
  teacher_effectiveness_rating: 3,
};

async function lesson(date = '2026-11-23', overrides = {}) {
  const schoolClass = await pulledClassRow(db, userId);
  return pulledLesson(db, userId, schoolClass.id, date, 'p1', overrides);
}

describe('completeWithReflection', () => {
  it('saves the reflection and marks the lesson completed as one change of the row', async () => {
    const row = await lesson();
    const result = await completeWithReflection(
      db,
      { userId },
      { lessonId: row.id, reflection: { ...RATINGS, reflection_notes: 'Went well' }, today: TODAY },
      { now: () => T1 },
    );
    expect(result).toEqual({ ok: true, effective: 'COMPLETED', completedNow: true });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      ...RATINGS,
      reflection_notes: 'Went well',
      status: 'COMPLETED',
      completed_at: T1,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.fields).toMatchObject({ ...RATINGS, status: 'COMPLETED', completed_at: T1 });
  });

  it('on a lesson already completed, saves the reflection only and keeps when it was completed', async () => {
    const row = await lesson('2026-11-23', { status: 'COMPLETED', completed_at: T1 });
    const result = await completeWithReflection(
      db,
      { userId },
      { lessonId: row.id, reflection: RATINGS, today: TODAY },
      { now: () => T2 },
    );
    expect(result).toEqual({ ok: true, effective: 'COMPLETED', completedNow: false });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      ...RATINGS,
      status: 'COMPLETED',
      completed_at: T1,
    });
  });

  it('turns a missed lesson into a completed one, as Mark completed would', async () => {
    const row = await lesson('2026-11-23', { status: 'MISSED' });
    await completeWithReflection(
      db,
      { userId },
      { lessonId: row.id, reflection: RATINGS, today: TODAY },
      { now: () => T1 },
    );
    expect(await db.entity('lessons').get(row.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('writes nothing when a rating is missing, and says which', async () => {
    const row = await lesson();
    const result = await completeWithReflection(
      db,
      { userId },
      {
        lessonId: row.id,
        reflection: { effectiveness_rating: 4, teacher_satisfaction_score: 2 },
        today: TODAY,
      },
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid-reflection',
      problems: [{ field: 'teacher_effectiveness_rating' }],
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      status: 'UNPLANNED',
      effectiveness_rating: null,
    });
  });

  it('writes nothing, not even the reflection, for a lesson after today', async () => {
    const row = await lesson('2026-11-30');
    const result = await completeWithReflection(
      db,
      { userId },
      { lessonId: row.id, reflection: RATINGS, today: TODAY },
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'status',
      message: expect.stringContaining('2026-11-30'),
    });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.entity('lessons').get(row.id))?.effectiveness_rating).toBeNull();
  });
});
