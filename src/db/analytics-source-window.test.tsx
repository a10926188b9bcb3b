import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFilter, overviewDates, scopeCoverage, type AnalyticsIndex } from '@/domain/analytics';
import { analyticsOverview } from '@/domain/analytics/overview';
import {
  EMPTY_ANALYTICS_FILTER,
  defaultAnalyticsFilter,
  type AnalyticsDateRange,
} from '@/domain/analytics/filter';
import type { PlanningCalendar } from '@/domain/calendar';
import { LESSON_STATUSES } from '@/domain/lessons';
import {
  hasKeptAnalyticsSource,
  useAnalyticsSource,
  type AnalyticsDatesNeeded,
  type AnalyticsSource,
} from './analytics-source';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import { ReplicaContext, type ReplicaHandle } from './replica-hooks';
import { createReplicaHandle } from './replica-hooks-live';
import {
  TEST_SCHOOL_ID,
  pulledClassRow,
  pulledLesson,
  pulledSchool,
} from './test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from './test-support/syllabus-rows';

/*
 * An app start's window of dates (analytics-source.ts): a page that counts only some dates paints
 * from their lessons first, then every row replaces them. The reads go through the real
 * readAnalyticsData; the test only holds the full read back or writes during the window's read.
 */

const control = vi.hoisted(() => ({
  /** While set, the full read waits for it (so the window is on screen alone). */
  fullRead: null as Promise<void> | null,
  /** Run once, after the next window read and before it returns (a write landing during it). */
  duringWindowRead: null as (() => Promise<unknown>) | null,
  /** The dates of every read: null for every row. */
  reads: [] as (AnalyticsDateRange | null)[],
}));

vi.mock('./analytics-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./analytics-rows')>();
  return {
    readAnalyticsData: async (
      db: ReplicaDb,
      userId: string,
      dates: AnalyticsDateRange | null = null,
    ) => {
      control.reads.push(dates);
      if (dates === null && control.fullRead) await control.fullRead;
      const data = await actual.readAnalyticsData(db, userId, dates);
      const during = dates === null ? null : control.duringWindowRead;
      if (during) {
        control.duringWindowRead = null;
        await during();
      }
      return data;
    },
  };
});

let userId: string;
let db: ReplicaDb;
let handle: ReplicaHandle;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  handle = createReplicaHandle(db);
  control.fullRead = null;
  control.duringWindowRead = null;
  control.reads = [];
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <ReplicaContext value={handle}>{children}</ReplicaContext>
);
const reader = () => ({ id: userId, schoolId: TEST_SCHOOL_ID });

/** A gate the test opens: the full read waits behind it. */
function holdFullRead() {
  let open = () => undefined as void;
  control.fullRead = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    control.fullRead = null;
    open();
  };
}

/** Renders the hook, keeping every source it handed back, in order. */
function renderSource(needed?: AnalyticsDatesNeeded) {
  const seen: AnalyticsSource[] = [];
  const rendered = renderHook(
    () => {
      const source = useAnalyticsSource(reader(), needed);
      if (source && seen[seen.length - 1] !== source) seen.push(source);
      return source;
    },
    { wrapper },
  );
  return { ...rendered, seen };
}

const lessonDates = (source: AnalyticsSource | undefined) =>
  source
    ? [...source.index.lessonsByClass.values()]
        .flat()
        .map((lesson) => lesson.date)
        .sort()
    : undefined;

const TODAY = '2026-11-24';
/** Term 4 of TEST_TERMS and the ten weeks before it (the overview's trends). */
const TERM_4: AnalyticsDateRange = { start: '2026-10-05', end: '2026-12-16' };
/** The default filter's range on TODAY and the trends' previous window of its length. */
const TERM_4_NEEDED = overviewDates({ ...EMPTY_ANALYTICS_FILTER, dateRange: TERM_4 }, TODAY)!;
/** What the overview needs on TODAY under the default filter (the term holding it). */
const overviewNeeded =
  (today: string): AnalyticsDatesNeeded =>
  (calendar: PlanningCalendar) =>
    overviewDates(defaultAnalyticsFilter(today, calendar.calendar), today);

async function oneClassWithLessons(dates: readonly string[]) {
  await pulledSchool(db);
  const schoolClass = await pulledClassRow(db, userId);
  for (const date of dates) await pulledLesson(db, userId, schoolClass.id, date, 'p1');
  return schoolClass;
}

describe('an app start’s window of dates', () => {
  it('paints from the lessons of the dates needed, then from every row', async () => {
    await oneClassWithLessons(['2025-03-02', '2026-08-10', '2026-11-02']);
    const open = holdFullRead();
    const { result, seen } = renderSource(overviewNeeded(TODAY));

    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!.dates).toEqual(TERM_4_NEEDED);
    expect(lessonDates(result.current)).toEqual(['2026-08-10', '2026-11-02']);
    // Every row follows: the window is not kept as if it were the teacher's whole history.
    expect(hasKeptAnalyticsSource(handle, reader())).toBe(false);

    open();
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    expect(lessonDates(result.current)).toEqual(['2025-03-02', '2026-08-10', '2026-11-02']);
    expect(seen.map((source) => source.dates)).toEqual([TERM_4_NEEDED, 'all']);
    expect(control.reads).toEqual([TERM_4_NEEDED, null]);
    expect(hasKeptAnalyticsSource(handle, reader())).toBe(true);
  });

  it('is never handed to a caller needing any lesson, nor one needing more dates', async () => {
    await oneClassWithLessons(['2025-03-02', '2026-11-02']);
    const open = holdFullRead();
    const windowed = renderSource(overviewNeeded(TODAY));
    await waitFor(() => expect(windowed.result.current?.dates).toEqual(TERM_4_NEEDED));

    // The dashboard (no dates), all five years (null), a range reaching before the window.
    const everyLesson = renderSource();
    const allDates = renderSource(() => null);
    const earlier = renderSource(() => ({ start: '2026-01-01', end: '2026-11-24' }));
    const within = renderSource(() => TERM_4);
    expect(everyLesson.result.current).toBeUndefined();
    expect(allDates.result.current).toBeUndefined();
    expect(earlier.result.current).toBeUndefined();
    expect(within.result.current?.dates).toEqual(TERM_4_NEEDED);

    open();
    for (const other of [everyLesson, allDates, earlier]) {
      await waitFor(() => expect(other.result.current?.dates).toBe('all'));
      expect(other.seen.map((source) => source.dates)).toEqual(['all']);
    }
  });

  it('is not read for a caller that needs every lesson', async () => {
    await oneClassWithLessons(['2025-03-02', '2026-11-02']);
    const { result } = renderSource(() => null);
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    expect(control.reads).toEqual([null]);
    const dashboard = renderSource();
    expect(dashboard.result.current?.dates).toBe('all');
    expect(control.reads).toEqual([null]);
  });

  it('is not read when every row is kept already', async () => {
    await oneClassWithLessons(['2025-03-02', '2026-11-02']);
    const first = renderSource();
    await waitFor(() => expect(first.result.current?.dates).toBe('all'));
    first.unmount();
    const again = renderSource(overviewNeeded(TODAY));
    expect(again.result.current?.dates).toBe('all');
    expect(control.reads).toEqual([null]);
  });

  it('is read again when a write lands during its read, so the write is not lost', async () => {
    const schoolClass = await oneClassWithLessons(['2026-11-02']);
    control.duringWindowRead = () => pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');
    const open = holdFullRead();
    const { result, seen } = renderSource(overviewNeeded(TODAY));

    await waitFor(() => expect(result.current).toBeDefined());
    // Read twice; the full read waits behind the test's gate.
    expect(control.reads).toEqual([TERM_4_NEEDED, TERM_4_NEEDED, null]);
    // No source missing the written lesson was ever handed over.
    expect(seen.map(lessonDates)).toEqual([['2026-11-02', '2026-11-03']]);
    open();
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    expect(lessonDates(result.current)).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('is kept from a page that mounts after a write; the full read brings the write', async () => {
    const schoolClass = await oneClassWithLessons(['2026-11-02']);
    const open = holdFullRead();
    const first = renderSource(overviewNeeded(TODAY));
    await waitFor(() => expect(first.result.current?.dates).toEqual(TERM_4_NEEDED));

    await act(() => pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1'));
    const mounting = renderSource(overviewNeeded(TODAY));
    expect(mounting.result.current).toBeUndefined();

    open();
    for (const page of [first, mounting])
      await waitFor(() =>
        expect(lessonDates(page.result.current)).toEqual(['2026-11-02', '2026-11-03']),
      );
    expect(mounting.seen.map((source) => source.dates)).toEqual(['all']);
  });

  it('leaves nothing to show when the replica closes during the reads (sign-out)', async () => {
    await oneClassWithLessons(['2026-11-02']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderSource(overviewNeeded(TODAY));
    db.close();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Reading the analytics rows failed', expect.anything()),
    );
    expect(result.current).toBeUndefined();
    expect(hasKeptAnalyticsSource(handle, reader())).toBe(false);
    warn.mockRestore();
  });

  it('hands its class coverage to the full read when nothing was written between', async () => {
    const syllabus = await pulledSyllabus(db);
    const [point] = await pulledPoints(db, [
      syllabusPointRow(syllabus.id, { code: 'N1', sort_order: 1 }),
    ]);
    await pulledSchool(db);
    const maths = await pulledClassRow(db, userId, {
      syllabus_id: syllabus.id,
      syllabus_stage: null,
      year: 7,
    });
    const taught = await pulledLesson(db, userId, maths.id, '2026-11-02', 'p1', {
      status: 'COMPLETED',
    });
    await pulledPointLink(db, userId, taught.id, point!.id);
    const open = holdFullRead();
    const { result } = renderSource(overviewNeeded(TODAY));
    await waitFor(() => expect(result.current?.dates).toEqual(TERM_4_NEEDED));
    const filter = defaultAnalyticsFilter(TODAY, result.current!.calendar.calendar);
    const coverageOn = (index: AnalyticsIndex) =>
      scopeCoverage(applyFilter(index, filter, TODAY), index.classes.get(maths.id)!);
    const onWindow = coverageOn(result.current!.index);
    expect(onWindow.overall.covered).toBe(1);
    open();
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    expect(coverageOn(result.current!.index)).toBe(onWindow);
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so the table's replica is the same each run. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Two classes on one syllabus, 200 lessons spread over 2025–2026 in every status, with ratings,
 * times, follow-ups and methods, one or two point links on most, statuses, tombstones, and a
 * colleague's lesson and links.
 */
async function aVariedReplica(seed: number) {
  const random = randomFrom(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const syllabus = await pulledSyllabus(db);
  const points = await pulledPoints(
    db,
    Array.from({ length: 8 }, (_, i) =>
      syllabusPointRow(syllabus.id, {
        code: `N${i}`,
        sort_order: i,
        strand: i % 2 === 0 ? 'Number' : 'Algebra',
      }),
    ),
  );
  await pulledSchool(db);
  const following = { syllabus_id: syllabus.id, syllabus_stage: null, year: 7 };
  const classes = [
    await pulledClassRow(db, userId, { ...following, name: '7 Maths A' }),
    await pulledClassRow(db, userId, { ...following, name: '7 Maths B' }),
  ];
  for (const [i, point] of points.entries())
    if (i % 3 === 0)
      await pulledStatus(db, userId, pick(classes).id, point.id, {
        mastery_level: pick([1, 3, 5]),
        priority_level: pick(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const),
      });
  const start = Date.UTC(2025, 0, 1);
  for (let n = 0; n < 200; n += 1) {
    const date = new Date(start + Math.floor(random() * 730) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const rated = random() < 0.8;
    const lesson = await pulledLesson(db, userId, pick(classes).id, date, pick(['p1', 'p2']), {
      status: pick(LESSON_STATUSES),
      start_time: '08:50',
      end_time: pick(['09:40', '10:30']),
      effectiveness_rating: rated ? pick([1, 2, 3, 4, 5]) : null,
      teacher_satisfaction_score: rated ? pick([1, 2, 3, 4, 5]) : null,
      teaching_method_id: pick([null, crypto.randomUUID()]),
      follow_up_required: random() < 0.2,
      deleted_at: random() < 0.05 ? '2026-11-01T00:00:00Z' : null,
    });
    for (let link = random() < 0.85 ? 1 + Math.floor(random() * 2) : 0; link > 0; link -= 1)
      await pulledPointLink(db, userId, lesson.id, pick(points).id, {
        deleted_at: random() < 0.05 ? '2026-11-01T00:00:00Z' : null,
      });
  }
  // A colleague's lesson, and a colleague's link on lessons of the teacher's (to a point no link
  // of the teacher's names): neither is the teacher's to count.
  const colleague = crypto.randomUUID();
  const [unlinked] = await pulledPoints(db, [
    syllabusPointRow(syllabus.id, { code: 'N9', sort_order: 9 }),
  ]);
  const theirs = await pulledLesson(db, colleague, classes[0]!.id, '2026-11-02', 'p3', {
    status: 'COMPLETED',
  });
  await pulledPointLink(db, colleague, theirs.id, unlinked!.id);
  for (const date of ['2026-02-03', '2026-09-15', '2026-11-02', '2026-12-01']) {
    const mine = await pulledLesson(db, userId, classes[0]!.id, date, 'p4', {
      status: 'COMPLETED',
    });
    await pulledPointLink(db, colleague, mine.id, unlinked!.id);
  }
}

describe("the overview's default filter counts the same from its window as from every row", () => {
  it.each([
    ['2026-11-24', 'in Term 4'],
    ['2026-10-01', 'in the holidays: the last 90 days'],
    ['2026-02-10', 'early in Term 1: the trends reach into 2025'],
    ['2026-12-31', 'after the last term'],
  ])('on %s (%s)', async (today) => {
    await aVariedReplica(Number(today.replaceAll('-', '')));
    const open = holdFullRead();
    const { result } = renderSource(overviewNeeded(today));
    await waitFor(() => expect(result.current).toBeDefined());
    const windowed = result.current!;
    const filter = defaultAnalyticsFilter(today, windowed.calendar.calendar);
    expect(windowed.dates).toEqual(overviewDates(filter, today));
    open();
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    const full = result.current!;
    const windowFigures = analyticsOverview(windowed.index, filter, today);
    expect(windowFigures.summary.totals.completedLessons).toBeGreaterThan(0);
    expect(windowFigures.summary.coverage.coveredSyllabusPoints).toBeGreaterThan(0);
    expect(windowFigures).toEqual(analyticsOverview(full.index, filter, today));
  });
});
