import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { T1, T2, replicaPerTest } from '../../test-support/lesson-commands';
import { linkToLesson, unlinkFromLesson } from './link-lesson';
import { markLesson } from './mark-lesson';
import { saveReflection } from './save-reflection';
import { updateLessonFields } from './update-lesson-fields';

const replica = replicaPerTest();
let userId: string;
let db: ReplicaDb;
beforeEach(() => {
  ({ userId, db } = replica);
});

async function lesson(date = '2026-11-23', overrides = {}) {
  const schoolClass = await pulledClassRow(db, userId);
  return pulledLesson(db, userId, schoolClass.id, date, 'p1', overrides);
}
const changes = async () =>
  (await db.outbox.toArray()).map(({ table, fields, base }) => ({ table, fields, base }));

describe('updateLessonFields', () => {
  it('saves text, turns UNPLANNED into PLANNED in the same change, and reports the values before', async () => {
    const row = await lesson();
    const saved = await updateLessonFields(
      db,
      { userId },
      row.id,
      { title: 'Fractions' },
      { now: () => T1 },
    );
    expect(saved).toEqual({ ok: true, before: { title: null }, changed: true });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      title: 'Fractions',
      status: 'PLANNED',
      updated_at: T1,
    });
    expect(await changes()).toEqual([
      {
        table: 'lessons',
        fields: { title: 'Fractions', status: 'PLANNED' },
        base: { title: null, status: 'UNPLANNED' },
      },
    ]);
  });

  it('writes nothing for unchanged text; an undo (the values before) clears it back to UNPLANNED', async () => {
    const row = await lesson();
    await updateLessonFields(db, { userId }, row.id, { title: 'Fractions', notes: '  ' });
    expect(await updateLessonFields(db, { userId }, row.id, { title: 'Fractions' })).toMatchObject({
      changed: false,
    });
    expect(await db.outbox.count()).toBe(1);

    const undone = await updateLessonFields(
      db,
      { userId },
      row.id,
      { title: null },
      { now: () => T2 },
    );
    expect(undone).toMatchObject({ ok: true, before: { title: 'Fractions' } });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      title: null,
      notes: null,
      status: 'UNPLANNED',
    });
    expect(await db.outbox.count()).toBe(2);
  });

  it('keeps a mark and refuses another teacher’s or a deleted lesson', async () => {
    const done = await lesson('2026-11-20', { status: 'COMPLETED' });
    await updateLessonFields(db, { userId }, done.id, { notes: 'Went well' });
    expect((await db.entity('lessons').get(done.id))?.status).toBe('COMPLETED');

    const theirs = await pulledLesson(db, crypto.randomUUID(), done.class_id, '2026-11-23', 'p2');
    const deleted = await lesson('2026-11-24', { deleted_at: T1 });
    expect(await updateLessonFields(db, { userId }, theirs.id, { title: 'x' })).toMatchObject({
      reason: 'not_found',
    });
    expect(await updateLessonFields(db, { userId }, deleted.id, { title: 'x' })).toMatchObject({
      reason: 'deleted',
    });
  });
});

describe('linkToLesson and unlinkFromLesson', () => {
  it('a link is content: the lesson becomes PLANNED, and UNPLANNED again when it goes', async () => {
    const row = await lesson();
    const resourceId = crypto.randomUUID();
    const linked = await linkToLesson(
      db,
      { userId },
      { lessonId: row.id, kind: 'resource', targetId: resourceId },
    );
    if (!linked.ok || linked.linkId === null) throw new Error('not linked');
    expect((await db.entity('lessons').get(row.id))?.status).toBe('PLANNED');
    // Linking the same resource again adds nothing.
    expect(
      await linkToLesson(
        db,
        { userId },
        { lessonId: row.id, kind: 'resource', targetId: resourceId },
      ),
    ).toEqual({
      ok: true,
      linkId: linked.linkId,
    });
    expect(await db.entity('lesson_resources').count()).toBe(1);

    await unlinkFromLesson(
      db,
      { userId },
      { lessonId: row.id, kind: 'resource', linkId: linked.linkId },
    );
    expect((await db.entity('lesson_resources').get(linked.linkId))?.deleted_at).not.toBeNull();
    expect((await db.entity('lessons').get(row.id))?.status).toBe('UNPLANNED');
    expect((await changes()).map((change) => change.table)).toEqual([
      'lesson_resources',
      'lessons',
      'lesson_resources',
      'lessons',
    ]);
  });

  it('links a syllabus point', async () => {
    const row = await lesson();
    const pointId = crypto.randomUUID();
    await linkToLesson(
      db,
      { userId },
      { lessonId: row.id, kind: 'syllabus_point', targetId: pointId },
    );
    expect(await db.entity('lesson_syllabus_points').toArray()).toEqual([
      expect.objectContaining({ lesson_id: row.id, syllabus_point_id: pointId, owner_id: userId }),
    ]);
  });
});

describe('markLesson', () => {
  it('marks completed from the lesson’s day, undoes the mark, refuses before the day', async () => {
    const row = await lesson('2026-11-23', { title: 'Fractions', status: 'PLANNED' });
    const ctx = { userId };
    expect(
      await markLesson(
        db,
        ctx,
        { lessonId: row.id, action: 'complete', today: '2026-11-23' },
        { now: () => T1 },
      ),
    ).toEqual({
      ok: true,
      effective: 'COMPLETED',
    });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      status: 'COMPLETED',
      completed_at: T1,
    });

    expect(
      await markLesson(db, ctx, { lessonId: row.id, action: 'unmark', today: '2026-11-24' }),
    ).toEqual({
      ok: true,
      effective: 'PENDING_REFLECTION',
    });
    expect(await db.entity('lessons').get(row.id)).toMatchObject({
      status: 'PLANNED',
      completed_at: null,
    });

    const future = await lesson('2026-11-30');
    const early = await markLesson(db, ctx, {
      lessonId: future.id,
      action: 'miss',
      today: '2026-11-23',
    });
    expect(early).toMatchObject({
      ok: false,
      reason: 'status',
      message: expect.stringContaining('2026-11-30'),
    });
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('saveReflection', () => {
  it('refuses an out-of-range rating with a message for that field and writes nothing', async () => {
    const row = await lesson();
    const refused = await saveReflection(
      db,
      { userId },
      {
        lessonId: row.id,
        reflection: {
          effectiveness_rating: 6,
          teacher_satisfaction_score: 3,
          teacher_effectiveness_rating: 4,
        },
      },
    );
    expect(refused).toMatchObject({
      ok: false,
      reason: 'invalid-reflection',
      problems: [
        {
          field: 'effectiveness_rating',
          message: 'Effectiveness must be a whole number from 1 to 5.',
        },
      ],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves every reflection field', async () => {
    const row = await lesson();
    const methodId = crypto.randomUUID();
    const reflection = {
      effectiveness_rating: 4,
      teacher_satisfaction_score: 3,
      teacher_effectiveness_rating: 5,
      teaching_method_id: methodId,
      follow_up_required: true,
      follow_up_notes: 'Revisit equivalent fractions',
      reflection_notes: 'Group work helped',
    };
    expect(await saveReflection(db, { userId }, { lessonId: row.id, reflection })).toEqual({
      ok: true,
    });
    expect(await db.entity('lessons').get(row.id)).toMatchObject(reflection);
  });
});
