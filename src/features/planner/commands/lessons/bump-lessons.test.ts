import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import { applyLessonMoves, previewLessonBump } from './bump-lessons';
import { generateLessons } from './generate-lessons';
import {
  schoolSource,
  teacherWithDailyClass,
  replicaPerTest,
} from '../../test-support/lesson-commands';
import { markOffDay, previewOffDay, undoOffDay } from './mark-off-day';

const replica = replicaPerTest();
let userId: string;
let db: ReplicaDb;
beforeEach(() => {
  ({ userId, db } = replica);
});

/** Two weeks of one lesson a day (period 1), 23 November to 4 December 2026. */
async function twoWeeks() {
  await teacherWithDailyClass(db, userId);
  const source = await schoolSource(db);
  await generateLessons(
    db,
    { userId },
    { ...source, range: { from: '2026-11-23', to: '2026-12-06' } },
  );
  await db.outbox.clear();
  const lessons = await db.entity('lessons').toArray();
  const on = (date: string) => {
    const found = lessons.find((lesson) => lesson.date === date);
    if (!found) throw new Error(`no lesson on ${date}`);
    return found;
  };
  return { source, on };
}

const placeOf = async (id: string) => (await db.entity('lessons').get(id))?.date;

describe('previewLessonBump and applyLessonMoves', () => {
  it('previews every move forward, applies them in one batch, and undoes them', async () => {
    const { source, on } = await twoWeeks();
    const ctx = { userId };
    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-11-25').id,
      direction: 'forward',
      ...source,
    });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.moves.map(({ from, to }) => `${from.date} → ${to.date}`)).toEqual([
      '2026-11-25 → 2026-11-26',
      '2026-11-26 → 2026-11-27',
      '2026-11-27 → 2026-11-30',
      '2026-11-30 → 2026-12-01',
      '2026-12-01 → 2026-12-02',
      '2026-12-02 → 2026-12-03',
      '2026-12-03 → 2026-12-04',
      '2026-12-04 → 2026-12-07',
    ]);
    expect(await db.outbox.count()).toBe(0);

    const applied = await applyLessonMoves(db, ctx, { moves: preview.moves });
    if (!applied.ok) throw new Error(applied.message);
    expect(await placeOf(on('2026-11-25').id)).toBe('2026-11-26');
    expect(await placeOf(on('2026-12-04').id)).toBe('2026-12-07');
    expect(await db.outbox.count()).toBe(8);

    expect(await applyLessonMoves(db, ctx, { moves: applied.moves })).toMatchObject({ ok: true });
    expect(await placeOf(on('2026-11-25').id)).toBe('2026-11-25');
    expect(await placeOf(on('2026-12-04').id)).toBe('2026-12-04');
  });

  it('never stacks two lessons at the end of the year: the lesson with no slot left stays, named, and undo still works', async () => {
    // Issue 16: term 4 ends Wed 16 Dec; a bump near the end used to move a lesson onto the
    // last one, which had nowhere to go, leaving two lessons in one period.
    await teacherWithDailyClass(db, userId);
    const source = await schoolSource(db);
    const ctx = { userId };
    await generateLessons(db, ctx, { ...source, range: { from: '2026-12-07', to: '2026-12-31' } });
    const lessons = await db.entity('lessons').toArray();
    const on = (date: string) => lessons.find((lesson) => lesson.date === date)!;
    await db.entity('lessons').update(on('2026-12-16').id, { title: 'Fractions review' });
    // A gap on Mon 14 Dec: the lessons before it can move into it, the run after it cannot move.
    await db.entity('lessons').update(on('2026-12-14').id, { deleted_at: '2026-12-01T00:00:00Z' });
    await db.outbox.clear();

    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-12-10').id,
      direction: 'forward',
      ...source,
    });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.moves.map(({ from, to }) => `${from.date} → ${to.date}`)).toEqual([
      '2026-12-10 → 2026-12-11',
      '2026-12-11 → 2026-12-14',
    ]);
    expect(preview.staying).toEqual([
      {
        lessonId: on('2026-12-15').id,
        place: expect.objectContaining({ date: '2026-12-15', periodId: 'p1' }),
        title: null,
      },
      {
        lessonId: on('2026-12-16').id,
        place: expect.objectContaining({ date: '2026-12-16', periodId: 'p1' }),
        title: 'Fractions review',
      },
    ]);

    const applied = await applyLessonMoves(db, ctx, { moves: preview.moves });
    if (!applied.ok) throw new Error(applied.message);
    const live = (await db.entity('lessons').toArray()).filter((row) => row.deleted_at === null);
    const places = live.map((row) => `${row.date}|${row.period_id}`);
    expect(new Set(places).size).toBe(places.length);
    expect(await db.outbox.count()).toBe(2);

    expect(await applyLessonMoves(db, ctx, { moves: applied.moves })).toMatchObject({ ok: true });
    expect(await placeOf(on('2026-12-10').id)).toBe('2026-12-10');
    expect(await placeOf(on('2026-12-11').id)).toBe('2026-12-11');
  });

  it('with a whole term generated, the empty lesson at the end takes the slot the bump frees', async () => {
    await teacherWithDailyClass(db, userId);
    const source = await schoolSource(db);
    const ctx = { userId };
    await generateLessons(db, ctx, { ...source, range: { from: '2026-12-07', to: '2026-12-31' } });
    await db.outbox.clear();
    const lessons = await db.entity('lessons').toArray();
    const on = (date: string) => lessons.find((lesson) => lesson.date === date)!;
    await db
      .entity('lessons')
      .update(on('2026-12-14').id, { title: 'Fractions', status: 'PLANNED' });

    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-12-14').id,
      direction: 'forward',
      ...source,
    });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.moves.map(({ from, to }) => `${from.date} → ${to.date}`)).toEqual([
      '2026-12-14 → 2026-12-15',
      '2026-12-15 → 2026-12-16',
      '2026-12-16 → 2026-12-14',
    ]);
    expect(preview.staying).toEqual([]);
  });

  it('with every slot to the end of the year taken and a plan at the end, moves nothing and names every lesson that stays', async () => {
    await teacherWithDailyClass(db, userId);
    const source = await schoolSource(db);
    const ctx = { userId };
    await generateLessons(db, ctx, { ...source, range: { from: '2026-12-07', to: '2026-12-31' } });
    const lessons = await db.entity('lessons').toArray();
    const on = (date: string) => lessons.find((lesson) => lesson.date === date)!;
    await db.entity('lessons').update(on('2026-12-16').id, { title: 'Test', status: 'PLANNED' });
    await db.outbox.clear();

    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-12-15').id,
      direction: 'forward',
      ...source,
    });
    expect(preview).toMatchObject({ ok: true, moves: [] });
    expect(preview.ok && preview.staying.map((lesson) => lesson.place.date)).toEqual([
      '2026-12-15',
      '2026-12-16',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('undoes after a pull brought the moved rows back with the server’s HH:MM:SS times', async () => {
    const { source, on } = await twoWeeks();
    const ctx = { userId };
    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-12-03').id,
      direction: 'forward',
      ...source,
    });
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.moves[0]?.to.startTime).toMatch(/^\d\d:\d\d$/);
    const applied = await applyLessonMoves(db, ctx, { moves: preview.moves });
    if (!applied.ok) throw new Error(applied.message);

    // What a pull does to the rows the push just sent: PostgreSQL spells times with seconds.
    const lessons = db.entity('lessons');
    for (const { lessonId } of applied.moves) {
      const row = await lessons.get(lessonId);
      if (!row?.start_time || !row.end_time) throw new Error('a moved lesson lost its times');
      await lessons.update(lessonId, {
        start_time: `${row.start_time}:00`,
        end_time: `${row.end_time}:00`,
      });
    }

    expect(await applyLessonMoves(db, ctx, { moves: applied.moves })).toMatchObject({ ok: true });
    expect(await placeOf(on('2026-12-03').id)).toBe('2026-12-03');
    expect(await placeOf(on('2026-12-04').id)).toBe('2026-12-04');
  });

  it('back one slot: the empty lesson before takes the end; none before the year’s first slot', async () => {
    const { source, on } = await twoWeeks();
    const preview = await previewLessonBump(
      db,
      { userId },
      { lessonId: on('2026-12-03').id, direction: 'back', ...source },
    );
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.moves.map(({ from, to }) => `${from.date} → ${to.date}`)).toEqual([
      '2026-12-03 → 2026-12-02',
      '2026-12-04 → 2026-12-03',
      '2026-12-02 → 2026-12-04',
    ]);

    const first = await generateLessons(
      db,
      { userId },
      { ...source, range: { from: '2026-01-27', to: '2026-01-27' } },
    );
    expect(first).toMatchObject({ created: 1 });
    const [january] = (await db.entity('lessons').toArray()).filter(
      (lesson) => lesson.date === '2026-01-27',
    );
    if (!january) throw new Error('no lesson on 27 January');
    expect(
      await previewLessonBump(
        db,
        { userId },
        { lessonId: january.id, direction: 'back', ...source },
      ),
    ).toMatchObject({
      ok: false,
      reason: 'bump',
      message: expect.stringContaining('no teaching slot for this class before 2026-01-27'),
    });
  });

  it('refuses from a marked lesson, and a preview gone stale; a refused move writes none of the batch', async () => {
    const { source, on } = await twoWeeks();
    const ctx = { userId };
    await db.entity('lessons').update(on('2026-11-24').id, { status: 'COMPLETED' });
    expect(
      await previewLessonBump(db, ctx, {
        lessonId: on('2026-11-24').id,
        direction: 'forward',
        ...source,
      }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('marked completed'),
    });

    const preview = await previewLessonBump(db, ctx, {
      lessonId: on('2026-12-02').id,
      direction: 'forward',
      ...source,
    });
    if (!preview.ok) throw new Error(preview.message);
    const broken = preview.moves.map((move, index) =>
      index === 1 ? { ...move, to: { ...move.to, date: '2026-13-45' } } : move,
    );
    expect(await applyLessonMoves(db, ctx, { moves: broken })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await placeOf(on('2026-12-02').id)).toBe('2026-12-02');
    expect(await db.outbox.count()).toBe(0);

    await db.entity('lessons').update(on('2026-12-04').id, { date: '2026-12-11' });
    expect(await applyLessonMoves(db, ctx, { moves: preview.moves })).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    expect(await placeOf(on('2026-12-02').id)).toBe('2026-12-02');
  });
});

describe('markOffDay and undoOffDay', () => {
  it('stores an own closure with the moves in one batch; generation never refills it; undo puts all back', async () => {
    const { source, on } = await twoWeeks();
    const ctx = { userId };
    const offDay = await markOffDay(db, ctx, {
      date: '2026-11-25',
      reason: ' Sick day ',
      ...source,
    });
    if (!offDay.ok) throw new Error(offDay.message);
    expect(await db.entity('school_closures').get(offDay.closureId)).toMatchObject({
      owner_id: userId,
      school_id: null,
      date: '2026-11-25',
      reason: 'Sick day',
      shifts_cycle: false,
    });
    expect(offDay.moves).toHaveLength(8);
    expect(await placeOf(on('2026-11-25').id)).toBe('2026-11-26');
    expect(await db.outbox.count()).toBe(9);

    const regenerated = await generateLessons(db, ctx, {
      ...source,
      range: { from: '2026-11-23', to: '2026-11-29' },
    });
    expect(regenerated).toMatchObject({ created: 0 });
    expect(
      await markOffDay(db, ctx, { date: '2026-11-25', reason: 'Again', ...source }),
    ).toMatchObject({
      ok: false,
      message: '2026-11-25 is already one of your off days.',
    });

    expect(await undoOffDay(db, ctx, { closureId: offDay.closureId, moves: offDay.moves })).toEqual(
      { ok: true },
    );
    expect((await db.entity('school_closures').get(offDay.closureId))?.deleted_at).not.toBeNull();
    expect(await placeOf(on('2026-11-25').id)).toBe('2026-11-25');
    expect(await placeOf(on('2026-12-04').id)).toBe('2026-12-04');
    expect(await db.outbox.count()).toBe(18);
  });

  it('previews the moves per class without writing', async () => {
    const { source } = await twoWeeks();
    const preview = await previewOffDay(
      db,
      { userId },
      { date: '2026-11-25', reason: 'Sick', ...source },
    );
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.classes).toEqual([
      expect.objectContaining({ className: '7 Maths A', moves: expect.any(Array) }),
    ]);
    expect(preview.classes[0]?.moves).toHaveLength(8);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses without a reason, or with one too long to store, and writes nothing', async () => {
    const { source } = await twoWeeks();
    expect(
      await markOffDay(db, { userId }, { date: '2026-11-25', reason: '  ', ...source }),
    ).toMatchObject({
      ok: false,
      field: 'reason',
    });
    expect(
      await markOffDay(db, { userId }, { date: '2026-11-25', reason: 'x'.repeat(501), ...source }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.entity('school_closures').count()).toBe(0);
  });
});
