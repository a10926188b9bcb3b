import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import { pulledClosure, pulledEntry, pulledLesson } from '@/db/test-support/pulled-rows';
import { generateLessons, regenerateLessons } from './generate-lessons';
import {
  schoolSource,
  T1,
  teacherWithDailyClass,
  replicaPerTest,
} from '../../test-support/lesson-commands';

const replica = replicaPerTest();
let userId: string;
let db: ReplicaDb;
beforeEach(() => {
  ({ userId, db } = replica);
});

/** Monday 23 to Sunday 29 November 2026, in Term 4. */
const WEEK = { from: '2026-11-23', to: '2026-11-29' };
const liveLessons = async () =>
  (await db.entity('lessons').toArray()).filter((lesson) => lesson.deleted_at === null);

describe('generateLessons', () => {
  it('creates one UNPLANNED lesson per slot, and nothing the second time', async () => {
    const { schoolClass } = await teacherWithDailyClass(db, userId);
    const source = { ...(await schoolSource(db)), range: WEEK };

    expect(await generateLessons(db, { userId }, source, { now: () => T1 })).toEqual({
      ok: true,
      created: 5,
      removed: 0,
    });
    const lessons = await liveLessons();
    expect(lessons.map((lesson) => lesson.date).sort()).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(lessons[0]).toMatchObject({
      owner_id: userId,
      class_id: schoolClass.id,
      period_id: 'p1',
      start_time: '08:50',
      end_time: '09:40',
      status: 'UNPLANNED',
    });
    expect(await db.outbox.count()).toBe(5);

    expect(await generateLessons(db, { userId }, source)).toEqual({
      ok: true,
      created: 0,
      removed: 0,
    });
    expect(await db.outbox.count()).toBe(5);
  });

  it('gives closures, the teacher’s own off days and weekends nothing', async () => {
    await teacherWithDailyClass(db, userId);
    await pulledClosure(db, '2026-11-24');
    await pulledClosure(db, '2026-11-26', { school_id: null, owner_id: userId });
    const source = { ...(await schoolSource(db)), range: WEEK };

    await generateLessons(db, { userId }, source);
    expect((await liveLessons()).map((lesson) => lesson.date).sort()).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
    ]);
  });

  it('a double period gives one lesson spanning both periods; archived classes get none', async () => {
    const { schoolClass } = await teacherWithDailyClass(db, userId);
    await db.entity('timetable_entries').clear();
    await pulledEntry(db, userId, schoolClass.id, 1, 'p4', { period_span: 2 });
    await pulledEntry(db, userId, schoolClass.id, 6, 'p4', { period_span: 2 });
    const source = { ...(await schoolSource(db)), range: WEEK };

    await generateLessons(db, { userId }, source);
    const lessons = await liveLessons();
    expect(lessons).toHaveLength(1);
    // Period 4 then, past lunch, period 5.
    expect(lessons[0]).toMatchObject({ period_id: 'p4', start_time: '11:40', end_time: '14:00' });

    await db.entity('classes').update(schoolClass.id, { archived_at: T1 });
    expect(
      await generateLessons(
        db,
        { userId },
        { ...source, range: { from: '2026-11-30', to: '2026-12-06' } },
      ),
    ).toMatchObject({ created: 0 });
  });

  it('writes none of the range when one lesson is refused (all or none)', async () => {
    await teacherWithDailyClass(db, userId);
    const source = { ...(await schoolSource(db)), range: WEEK };
    const existing = await pulledLesson(db, userId, crypto.randomUUID(), '2026-12-01', 'p1');
    // The fourth new lesson reuses an id already on the device: the batch refuses it.
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), existing.id];
    const result = await generateLessons(db, { userId }, source, {
      newId: () => ids.shift() ?? crypto.randomUUID(),
    });
    expect(result).toMatchObject({ ok: false, reason: 'exists' });
    expect(await db.entity('lessons').count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('regenerateLessons', () => {
  it('replaces future empty lessons only; past and planned lessons stay', async () => {
    await teacherWithDailyClass(db, userId);
    const source = { ...(await schoolSource(db)), range: WEEK };
    await generateLessons(db, { userId }, source);
    const byDate = new Map((await liveLessons()).map((lesson) => [lesson.date, lesson]));
    const planned = byDate.get('2026-11-26');
    if (!planned) throw new Error('no lesson on the 26th');
    await db.entity('lessons').update(planned.id, { title: 'Fractions', status: 'PLANNED' });

    // Period 1 becomes period 2 on every day.
    const entries = await db.entity('timetable_entries').toArray();
    for (const entry of entries) {
      await db.entity('timetable_entries').update(entry.id, { period_id: 'p2' });
    }
    const result = await regenerateLessons(db, { userId }, { ...source, today: '2026-11-24' });
    // 25th and 27th: empty p1 removed, p2 created. 26th: the planned p1 stays, p2 created too.
    expect(result).toEqual({ ok: true, created: 3, removed: 2 });
    const after = (await liveLessons()).map((l) => `${l.date} ${l.period_id}`).sort();
    expect(after).toEqual([
      '2026-11-23 p1',
      '2026-11-24 p1',
      '2026-11-25 p2',
      '2026-11-26 p1',
      '2026-11-26 p2',
      '2026-11-27 p2',
    ]);
    expect((await db.entity('lessons').get(planned.id))?.title).toBe('Fractions');
  });
});
