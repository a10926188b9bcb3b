import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  everyLessonCoverages,
  indexAnalyticsData,
  overviewDates,
  scopeCoverage,
  type AnalyticsIndex,
} from '@/domain/analytics';
import {
  defaultAnalyticsFilter,
  EMPTY_ANALYTICS_FILTER,
  type AnalyticsDateRange,
} from '@/domain/analytics/filter';
import { applyFilter } from '@/domain/analytics/metric-definitions';
import type { PlanningCalendar } from '@/domain/calendar';
import {
  VERIFY_KEPT_ROWS_AFTER_MS,
  hasCurrentKeptAnalyticsRows,
  useAnalyticsSource,
  type AnalyticsDatesNeeded,
  type AnalyticsSource,
} from './analytics-source';
import { saveKeptRows } from './analytics-kept-rows';
import { readAnalyticsData } from './analytics-rows';
import { analyticsJournal, analyticsWriteMark } from './analytics-written';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import { ReplicaContext, type ReplicaHandle } from './replica-hooks';
import { createReplicaHandle } from './replica-hooks-live';
import {
  TEST_SCHOOL_ID,
  pulledClassRow,
  pulledLesson,
  pulledSchool,
} from './test-support/pulled-rows';

/*
 * An app start after a write (analytics-source.ts with analytics-kept-rows.ts): the rows the
 * last visit read are kept on the device, and a new start (a new replica connection, nothing in
 * memory) paints from them and the rows written since, without reading every row; every row is
 * read a little later and replaces them.
 */

const control = vi.hoisted(() => ({
  /** The dates of every read of the replica's rows: null for every row. */
  reads: [] as (AnalyticsDateRange | null)[],
}));

vi.mock('./analytics-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./analytics-rows')>();
  return {
    readAnalyticsData: (db: ReplicaDb, userId: string, dates: AnalyticsDateRange | null = null) => {
      control.reads.push(dates);
      return actual.readAnalyticsData(db, userId, dates);
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
  control.reads = [];
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

const reader = () => ({ id: userId, schoolId: TEST_SCHOOL_ID });

function renderSource(on: ReplicaHandle, needed?: AnalyticsDatesNeeded) {
  const seen: AnalyticsSource[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReplicaContext value={on}>{children}</ReplicaContext>
  );
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
const overviewNeeded: AnalyticsDatesNeeded = (calendar: PlanningCalendar) =>
  overviewDates(defaultAnalyticsFilter(TODAY, calendar.calendar), TODAY);

/** A visit that reads every row, and waits until they are kept on the device. */
async function aVisitKeepsTheRows() {
  await pulledSchool(db);
  const schoolClass = await pulledClassRow(db, userId);
  for (const date of ['2025-03-02', '2026-08-10', '2026-11-02'])
    await pulledLesson(db, userId, schoolClass.id, date, 'p1');
  const visit = renderSource(handle);
  await waitFor(() => expect(visit.result.current?.dates).toBe('all'));
  await waitFor(async () => expect(await db.analytics_kept.get('meta')).toBeDefined());
  visit.unmount();
  return schoolClass;
}

/** The app started again: a new connection to the same replica, nothing kept in memory. */
async function appStart() {
  const again = await openReplica(userId);
  return { db: again, handle: createReplicaHandle(again) };
}

describe('an app start after a write', () => {
  it('paints every row from the kept rows and the lesson written since, then reads every row', async () => {
    const schoolClass = await aVisitKeepsTheRows();
    // Written in the planner after the visit: the journal notes it.
    await pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');
    await waitFor(() => expect(analyticsJournal(db)?.ids.lessons).toHaveLength(1));
    control.reads = [];

    const started = await appStart();
    expect(hasCurrentKeptAnalyticsRows(started.handle)).toBe(true);
    // The read of every row is set for a few seconds later: run it when the test says.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { result, seen } = renderSource(started.handle);
    // (Its own wait shorter than that delay, so the test tells the two timers apart.)
    await waitFor(() => expect(result.current).toBeDefined(), { timeout: 3000 });
    expect(result.current!.dates).toBe('all');
    expect(lessonDates(result.current)).toEqual([
      '2025-03-02',
      '2026-08-10',
      '2026-11-02',
      '2026-11-03',
    ]);
    // Painted with no read of every row.
    expect(control.reads).toEqual([]);

    // Every row is read soon after and replaces the kept rows (the same lessons).
    const later = timers.mock.calls.filter(([, delay]) => delay === VERIFY_KEPT_ROWS_AFTER_MS);
    timers.mockRestore();
    expect(later).toHaveLength(1);
    expect(control.reads).toEqual([]);
    (later[0]![0] as () => void)();
    await waitFor(() => expect(control.reads).toEqual([null]));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(lessonDates(seen[1])).toEqual(lessonDates(seen[0]));
    started.db.close();
  });

  it("paints a page's window of dates from the kept rows' months", async () => {
    const schoolClass = await aVisitKeepsTheRows();
    await pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');
    await waitFor(() => expect(analyticsJournal(db)?.ids.lessons).toHaveLength(1));
    control.reads = [];

    const started = await appStart();
    const { result, seen } = renderSource(started.handle, overviewNeeded);
    await waitFor(() => expect(result.current).toBeDefined());
    expect(seen[0]!.dates).not.toBe('all');
    expect(lessonDates(seen[0])).toEqual(['2026-08-10', '2026-11-02', '2026-11-03']);
    await waitFor(() => expect(result.current?.dates).toBe('all'));
    expect(control.reads).toEqual([]);
    started.db.close();
  });

  it('reads every row when the kept rows are not current (a write the journal could not name)', async () => {
    await aVisitKeepsTheRows();
    await db.entity('lessons').clear();
    await waitFor(() => expect(analyticsJournal(db)).toBeNull());
    control.reads = [];

    const started = await appStart();
    expect(hasCurrentKeptAnalyticsRows(started.handle)).toBe(false);
    const { result } = renderSource(started.handle);
    await waitFor(() => expect(result.current).toBeDefined());
    expect(lessonDates(result.current)).toEqual([]);
    expect(control.reads).toEqual([null]);
    started.db.close();
  });
});

describe('an app start after a write, with the class coverages kept', () => {
  const scope = (index: AnalyticsIndex) => applyFilter(index, EMPTY_ANALYTICS_FILTER, TODAY);

  /** Two classes with a taught lesson each: the test writes to the first, not the second. */
  async function twoTaughtClasses() {
    await pulledSchool(db);
    const written = await pulledClassRow(db, userId, { name: '7 Maths' });
    const untouched = await pulledClassRow(db, userId, { name: '8 Maths' });
    for (const schoolClass of [written, untouched])
      await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1', { status: 'COMPLETED' });
    return { written, untouched };
  }

  it('keeps with the rows the coverages worked out on them, not those a write made stale', async () => {
    const { written, untouched } = await twoTaughtClasses();
    const visit = renderSource(handle);
    await waitFor(() => expect(visit.result.current?.dates).toBe('all'));
    await waitFor(async () => expect(await db.analytics_kept.get('meta')).toBeDefined());
    const counted = scope(visit.result.current!.index);
    for (const schoolClass of counted.classes) scopeCoverage(counted, schoolClass);

    // A write in the planner: the patched source carries 8 Maths' coverage, and keeps it.
    await pulledLesson(db, userId, written.id, '2026-11-03', 'p1', { status: 'COMPLETED' });
    await waitFor(async () => {
      const record = (await db.analytics_kept.get('coverage')) as unknown as {
        coverages: [string, { classId: string }][];
      };
      expect(record.coverages.map(([, coverage]) => coverage.classId)).toEqual([untouched.id]);
    });
    visit.unmount();
  });

  it('counts again only the coverage of the class written since', async () => {
    const { written, untouched } = await twoTaughtClasses();
    // Kept as a visit keeps them, each class's coverage worked out; marked, so a coverage read
    // back shows it was not counted again.
    const data = await readAnalyticsData(db, userId);
    const index = indexAnalyticsData(data);
    const counted = scope(index);
    for (const schoolClass of counted.classes) scopeCoverage(counted, schoolClass);
    const marked = everyLessonCoverages(index).map(
      ([key, coverage]) => [key, { ...coverage, className: `Kept ${coverage.className}` }] as const,
    );
    expect(await saveKeptRows(db, userId, data, analyticsWriteMark(db)!, 'all', null, marked)).toBe(
      true,
    );
    await pulledLesson(db, userId, written.id, '2026-11-03', 'p1', { status: 'COMPLETED' });
    await waitFor(() => expect(analyticsJournal(db)?.ids.lessons).toHaveLength(1));
    control.reads = [];

    const started = await appStart();
    const { result } = renderSource(started.handle);
    await waitFor(() => expect(result.current).toBeDefined());
    // From the kept rows, not a read of every row.
    expect(control.reads).toEqual([]);
    const restored = scope(result.current!.index);
    const named = (classId: string) =>
      scopeCoverage(restored, restored.index.classes.get(classId)!).className;
    expect(named(untouched.id)).toBe('Kept 8 Maths');
    expect(named(written.id)).toBe('7 Maths');
    started.db.close();
  });
});
