import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { moveLesson } from './move-lesson';

const target = { date: '2026-03-03', periodId: 'p2', startTime: '09:40', endTime: '10:30' };

describe('moveLesson', () => {
  it('moves a lesson to an empty slot with its times, and records the change in the outbox', async () => {
    const { db, userId } = await openTestReplica();
    const maths = await pulledClassRow(db, userId);
    const lesson = await pulledLesson(db, userId, maths.id, '2026-03-02', 'p1');
    expect(await moveLesson(db, userId, lesson.id, target)).toEqual({ ok: true });
    expect(await db.entity('lessons').get(lesson.id)).toMatchObject({
      date: '2026-03-03',
      period_id: 'p2',
      start_time: '09:40',
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses an occupied slot and a marked lesson, writing nothing', async () => {
    const { db, userId } = await openTestReplica();
    const maths = await pulledClassRow(db, userId);
    const lesson = await pulledLesson(db, userId, maths.id, '2026-03-02', 'p1');
    await pulledLesson(db, userId, maths.id, '2026-03-03', 'p2');
    const taught = await pulledLesson(db, userId, maths.id, '2026-03-02', 'p3', {
      status: 'COMPLETED',
    });
    expect(await moveLesson(db, userId, lesson.id, target)).toMatchObject({
      ok: false,
      reason: 'occupied',
    });
    expect(
      await moveLesson(db, userId, taught.id, { ...target, date: '2026-03-04' }),
    ).toMatchObject({ ok: false, reason: 'marked' });
    expect(await db.outbox.count()).toBe(0);
  });
});
