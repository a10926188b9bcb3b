import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAnalyticsData } from '@/db/analytics-rows';
import { saveKeptRows } from '@/db/analytics-kept-rows';
import { analyticsJournalOf, analyticsWriteMark } from '@/db/analytics-written';
import {
  pulledClassRow,
  pulledLesson,
  pulledSchool,
  TEST_SCHOOL_ID,
} from '@/db/test-support/pulled-rows';
import { pulledPointLink } from '@/db/test-support/syllabus-rows';
import { everyLessonCoverages, indexAnalyticsData } from '@/domain/analytics';
import type { CalendarUser } from '@/domain/calendar';
import { openTestReplica } from '@/test-support/test-replica';
import { countedFigures } from '../model/dashboard-figures';
import { classKeyOf } from '../model/dashboard-source';
import {
  keptByALiveVisit,
  renderDashboard,
  type TestReplica,
} from '../test-support/dashboard-page';
import { DASHBOARD_TODAY, seedDashboard } from '../test-support/dashboard-replica';
import { countDashboardStart } from './count-dashboard-start';
import { readDashboardDays } from './read-dashboard-days';

const teacher = (userId: string): CalendarUser => ({
  id: userId,
  schoolId: TEST_SCHOOL_ID,
  role: 'TEACHER',
});

/**
 * The rows kept on the device with each class's coverage worked out on them (as the page's idle
 * save keeps them once it has counted), and the figures counted then.
 */
async function keptWithEveryCoverage(replica: TestReplica) {
  const data = await readAnalyticsData(replica.db, replica.userId);
  const index = indexAnalyticsData(data);
  const days = await readDashboardDays(replica.db, teacher(replica.userId), DASHBOARD_TODAY);
  const classKey = classKeyOf(days.classes);
  const counted = countedFigures(index, new Set(classKey.split('|')), DASHBOARD_TODAY);
  const coverages = everyLessonCoverages(index);
  expect(coverages.length).toBeGreaterThan(0);
  const mark = analyticsWriteMark(replica.db)!;
  expect(await saveKeptRows(replica.db, replica.userId, data, mark, 'all', null, coverages)).toBe(
    true,
  );
  return { classKey, counted };
}

/** Waits until the journal names a write to `table` (its watcher notes it after the commit). */
async function noted(userId: string, table: string) {
  await waitFor(() => expect(analyticsJournalOf(userId)?.ids[table]?.length).toBeGreaterThan(0));
}

/** What the page counts from a full read of the replica (LiveDashboard). */
async function countedFromEveryRow(replica: TestReplica) {
  const days = await readDashboardDays(replica.db, teacher(replica.userId), DASHBOARD_TODAY);
  const index = indexAnalyticsData(await readAnalyticsData(replica.db, replica.userId));
  const classKey = classKeyOf(days.classes);
  return countedFigures(index, new Set(classKey.split('|')), DASHBOARD_TODAY);
}

describe('the dashboard’s app-start count (the worker’s work)', () => {
  it('after a write, counts from the kept rows and the written rows what a full read counts, at the journal’s mark', async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    const before = await keptWithEveryCoverage(replica);
    // Yesterday's taught Maths lesson now also covers A2 (untaught until now). Its class's lessons
    // are the same, so only the written rows say that class's kept coverage is out of date.
    const maths = (await replica.db.entity('classes').toArray()).find(
      (c) => c.name === '7 Maths A',
    )!;
    const lesson = (await replica.db.entity('lessons').toArray()).find(
      (l) => l.title === 'Fractions',
    )!;
    const a2 = (await replica.db.entity('syllabus_points').toArray()).find(
      (p) => p.code === 'AC9M7A02',
    )!;
    await pulledPointLink(replica.db, replica.userId, lesson.id, a2.id);
    await noted(replica.userId, 'lesson_syllabus_points');
    const journal = analyticsJournalOf(replica.userId)!;

    // The worker opens its own connection, with IndexedDB itself.
    const answer = await countDashboardStart(indexedDB, {
      user: teacher(replica.userId),
      today: DASHBOARD_TODAY,
      journal,
    });

    expect(answer).not.toBeNull();
    expect(answer!.writeMark).toBe(journal.last);
    expect(answer!.today).toBe(DASHBOARD_TODAY);
    expect(answer!.classKey).toBe(before.classKey);
    expect(answer!.counted).toEqual(await countedFromEveryRow(replica));
    // And it is not the kept figures: the write is in it.
    const mathsCoverage = (figures: typeof before.counted) =>
      figures.coverage.find((row) => row.classId === maths.id)!.covered;
    expect(mathsCoverage(answer!.counted)).toBe(mathsCoverage(before.counted) + 1);
    expect(answer!.counted.metrics).not.toEqual(before.counted.metrics);
  });

  it('answers nothing when the kept rows are not those of the journal it is handed', async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    await keptByALiveVisit(replica);
    const journal = analyticsJournalOf(replica.userId)!;

    const stale = { ...journal, since: crypto.randomUUID() };
    expect(
      await countDashboardStart(indexedDB, {
        user: teacher(replica.userId),
        today: DASHBOARD_TODAY,
        journal: stale,
      }),
    ).toBeNull();
    // A write to a store the kept rows cannot patch (a class) means reading every row.
    const classes = { ...journal, ids: { classes: [crypto.randomUUID()] } };
    expect(
      await countDashboardStart(indexedDB, {
        user: teacher(replica.userId),
        today: DASHBOARD_TODAY,
        journal: classes,
      }),
    ).toBeNull();
  });

  it('answers nothing while the first-run checklist shows instead of figures', async () => {
    // A school teacher with one class and one blank lesson: "plan a first lesson" is not done.
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const schoolClass = await pulledClassRow(replica.db, replica.userId);
    await pulledLesson(replica.db, replica.userId, schoolClass.id, '2026-11-23', 'p1');
    const page = renderDashboard(replica);
    await screen.findByRole('heading', { name: 'Get started' });
    await waitFor(() => expect(analyticsJournalOf(replica.userId)).not.toBeNull());
    page.unmount();
    await pulledLesson(replica.db, replica.userId, schoolClass.id, '2026-11-24', 'p1');
    await noted(replica.userId, 'lessons');

    expect(
      await countDashboardStart(indexedDB, {
        user: teacher(replica.userId),
        today: DASHBOARD_TODAY,
        journal: analyticsJournalOf(replica.userId)!,
      }),
    ).toBeNull();
  });
});
