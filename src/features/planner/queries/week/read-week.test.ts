import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import { NO_WEEK_FILTERS } from '../../model/week';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { readWeek, type ReadWeekOptions } from './read-week';

afterEach(() => vi.restoreAllMocks());

async function seededWeek() {
  const replica = await openTestReplica();
  const { db, userId } = replica;
  const maths = await pulledClassRow(db, userId, { name: '7 Maths A' });
  const science = await pulledClassRow(db, userId, { name: '8 Science', colour: '#16a34a' });
  await pulledClassRow(db, userId, { name: '9 History (no lessons this week)' });
  await pulledLesson(db, userId, maths.id, '2026-03-02', 'p1', {
    title: 'Fractions',
    status: 'PLANNED',
  });
  await pulledLesson(db, userId, science.id, '2026-03-04', 'p2');
  await pulledLesson(db, userId, maths.id, '2026-03-08', 'p3', { status: 'COMPLETED' });
  await pulledLesson(db, userId, maths.id, '2026-03-05', 'p1', {
    deleted_at: '2026-03-01T00:00:00Z',
  });
  await pulledLesson(db, userId, maths.id, '2026-03-09', 'p1');
  await pulledLesson(db, crypto.randomUUID(), maths.id, '2026-03-03', 'p1');
  return { ...replica, maths, science };
}

const options = (ownerId: string, overrides: Partial<ReadWeekOptions> = {}): ReadWeekOptions => ({
  ownerId,
  weekStart: '2026-03-02',
  filters: NO_WEEK_FILTERS,
  today: '2026-03-04',
  batched: true,
  scoped: true,
  ...overrides,
});

describe('readWeek', () => {
  it("reads the teacher's live lessons of Monday to Sunday joined with their classes", async () => {
    const { db, userId } = await seededWeek();
    const week = await readWeek(db, options(userId));
    expect(week.lessons.map((lesson) => [lesson.date, lesson.className, lesson.status])).toEqual([
      ['2026-03-02', '7 Maths A', 'PENDING_REFLECTION'],
      ['2026-03-04', '8 Science', 'UNPLANNED'],
      ['2026-03-08', '7 Maths A', 'COMPLETED'],
    ]);
    expect(week.lessons[1]).toMatchObject({ classColour: '#16a34a', marked: false });
    expect(week.unfilteredCount).toBe(3);
  });

  it('batched: one range read for the week; off: one read per day, same lessons', async () => {
    const { db, userId } = await seededWeek();
    const clause = Object.getPrototypeOf(db.entity('lessons').where('[owner_id+date]')) as {
      between: () => unknown;
      equals: () => unknown;
    };
    const between = vi.spyOn(clause, 'between');
    const equals = vi.spyOn(clause, 'equals');
    const batched = await readWeek(db, options(userId, { batched: true }));
    expect([between.mock.calls.length, equals.mock.calls.length]).toEqual([1, 0]);
    between.mockClear();
    const perDay = await readWeek(db, options(userId, { batched: false }));
    expect([between.mock.calls.length, equals.mock.calls.length]).toEqual([0, 7]);
    expect(perDay.lessons.map((lesson) => lesson.id).sort()).toEqual(
      batched.lessons.map((lesson) => lesson.id).sort(),
    );
  });

  it("scoped: only the classes the week's lessons reference; off: all the teacher's", async () => {
    const { db, userId } = await seededWeek();
    const scoped = await readWeek(db, options(userId, { scoped: true }));
    expect(scoped.classes.map((row) => row.name)).toEqual(['7 Maths A', '8 Science']);
    const all = await readWeek(db, options(userId, { scoped: false }));
    expect(all.classes.map((row) => row.name)).toEqual([
      '7 Maths A',
      '8 Science',
      '9 History (no lessons this week)',
    ]);
  });

  it('filters by class and by effective status', async () => {
    const { db, userId, maths } = await seededWeek();
    const week = await readWeek(
      db,
      options(userId, { filters: { classIds: [maths.id], statuses: ['COMPLETED'] } }),
    );
    expect(week.lessons.map((lesson) => lesson.date)).toEqual(['2026-03-08']);
    expect(week.unfilteredCount).toBe(3);
  });
});
