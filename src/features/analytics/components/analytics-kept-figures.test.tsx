import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pulledLesson } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage, type TestReplica } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { ClassPerformancePage } from './class-performance-page';
import { CoverageGapsPage } from './coverage-gaps-page';
import { CoverageTrendsPage } from './coverage-trends-page';
import { LessonEffectivenessPage } from './lesson-effectiveness-page';
import { OverviewPage } from './overview-page';
import { SyllabusCoveragePage } from './syllabus-coverage-page';
import { TeachingMethodsPage } from './teaching-methods-page';

/*
 * A reload or an app start on an analytics page: the figures counted on the last visit of the
 * same page, filter and day are kept on the device with the replica's write mark, and painted
 * before any row is read, as current while the mark has not moved, else as updating.
 */

const control = vi.hoisted(() => ({ reads: 0, held: null as Promise<void> | null }));

vi.mock('@/db/analytics-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/db/analytics-rows')>();
  return {
    readAnalyticsData: async (...args: Parameters<typeof actual.readAnalyticsData>) => {
      control.reads += 1;
      if (control.held) await control.held;
      return actual.readAnalyticsData(...args);
    },
  };
});

// The rows kept on the device are read in their place when current: held the same way.
vi.mock('@/db/analytics-kept-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/db/analytics-kept-rows')>();
  return {
    ...actual,
    readKeptSource: async (...args: Parameters<typeof actual.readKeptSource>) => {
      if (control.held) await control.held;
      return actual.readKeptSource(...args);
    },
  };
});

beforeEach(() => {
  control.reads = 0;
  control.held = null;
});

/** Holds every read of the analytics rows until the returned function lets them go. */
function holdReads() {
  let letGo = () => undefined as void;
  control.held = new Promise<void>((resolve) => {
    letGo = () => {
      control.held = null;
      resolve();
    };
  });
  return letGo;
}

const OVERVIEW = '/analytics/overview';
const marker = () => document.querySelector('[data-analytics-figures]');
const ready = () => document.querySelector('[data-analytics-ready]');
const liveAndWhole = '[data-analytics-figures=live][data-analytics-covers=all]';

function keptItems(userId: string): string[] {
  const items: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i)!;
    if (key.startsWith(`lesson-planner.kept-figures.analytics.${userId}.`)) items.push(key);
  }
  return items;
}

/** A visit that counted every row and kept its figures; then the page goes (a reload follows). */
async function countedVisit(
  page: ReactNode = <OverviewPage now={ANALYTICS_NOW} />,
  { path = OVERVIEW, url = path }: { path?: string; url?: string } = {},
  replica?: TestReplica,
) {
  const opened = replica ?? (await openTestReplica());
  if (!replica) await seedAnalytics(opened.db, opened.userId);
  const before = keptItems(opened.userId).length;
  const visit = renderAnalyticsPage(opened, { path, url, page });
  await waitFor(() => expect(document.querySelector(liveAndWhole)).not.toBeNull());
  await waitFor(() => expect(keptItems(opened.userId)).toHaveLength(before + 1));
  visit.unmount();
  return opened;
}

/** The same page again with the replica not open yet (an app start): only kept figures can show. */
function startBeforeTheReplica(
  userId: string,
  page: ReactNode = <OverviewPage now={ANALYTICS_NOW} />,
  { path = OVERVIEW, url = path }: { path?: string; url?: string } = {},
) {
  return renderAnalyticsPage(null, { path, url, page, userId });
}

const summary = () => screen.getByRole('region', { name: /Summary · 5 Oct 2026 – 16 Dec/ });
const lessonsTaught = () => within(summary()).getByText('Lessons taught').parentElement;

async function writeATaughtLesson(replica: TestReplica) {
  const classes = await replica.db.entity('classes').toArray();
  const maths = classes.find((row) => row.name === '7 Maths A')!;
  await pulledLesson(replica.db, replica.userId, maths.id, '2026-11-23', 'p1', {
    status: 'COMPLETED',
    start_time: '08:50',
    end_time: '09:40',
  });
}

describe('analytics figures kept across an app start', () => {
  it('paints the last visit’s figures at once, before any read, while nothing was written since', async () => {
    const replica = await countedVisit();
    const readsBefore = control.reads;
    startBeforeTheReplica(replica.userId);

    expect(ready()).toHaveAttribute('data-analytics-figures', 'kept');
    expect(ready()).not.toHaveAttribute('aria-busy', 'true');
    expect(lessonsTaught()).toHaveTextContent('Lessons taught4of 7 lessons');
    // The filter bar is there too, from the kept choices.
    expect(screen.getByRole('group', { name: 'Classes' })).toHaveTextContent('7 Maths A');
    expect(screen.queryByText('Updating your figures…')).not.toBeInTheDocument();
    expect(control.reads).toBe(readsBefore);
  });

  it('marks them updating the moment a write moves the mark', async () => {
    const replica = await countedVisit();
    startBeforeTheReplica(replica.userId);
    expect(ready()).not.toBeNull();

    await act(() => writeATaughtLesson(replica));
    expect(await screen.findByText('Updating your figures…')).toBeVisible();
    expect(ready()).toBeNull();
    expect(marker()).toHaveAttribute('aria-busy', 'true');
    expect(lessonsTaught()).toHaveTextContent('Lessons taught4of 7 lessons');
  });

  it('after a write, shows them as updating until the live count lands', async () => {
    const replica = await countedVisit();
    await writeATaughtLesson(replica);
    const letGo = holdReads();
    // An app start: a new connection to the replica, nothing counted in memory (the visit's
    // source would only read the written lesson again, which no hold can stop).
    const started = await openTestReplica(replica.userId);
    renderAnalyticsPage(started, {
      path: OVERVIEW,
      url: OVERVIEW,
      page: <OverviewPage now={ANALYTICS_NOW} />,
    });

    expect(await screen.findByText('Updating your figures…')).toBeVisible();
    expect(marker()).toHaveAttribute('data-analytics-figures', 'kept');
    expect(marker()).toHaveAttribute('aria-busy', 'true');
    expect(ready()).toBeNull();
    expect(lessonsTaught()).toHaveTextContent('Lessons taught4of 7 lessons');

    letGo();
    await waitFor(() => expect(ready()).toHaveAttribute('data-analytics-figures', 'live'));
    expect(lessonsTaught()).toHaveTextContent('Lessons taught5of 8 lessons');
    expect(screen.queryByText('Updating your figures…')).not.toBeInTheDocument();
    expect(marker()).not.toHaveAttribute('aria-busy', 'true');
  });

  it('never hands them to another filter, another day or another user', async () => {
    const replica = await countedVisit();
    const counting = () => expect(screen.getByText('Counting your lessons…')).toBeInTheDocument();

    const allDates = startBeforeTheReplica(replica.userId, undefined, {
      url: `${OVERVIEW}?dates=all`,
    });
    counting();
    expect(marker()).toBeNull();
    allDates.unmount();

    const tomorrow = startBeforeTheReplica(
      replica.userId,
      <OverviewPage now={() => new Date(2026, 10, 25, 10, 0)} />,
    );
    counting();
    expect(marker()).toBeNull();
    tomorrow.unmount();

    startBeforeTheReplica(crypto.randomUUID());
    counting();
    expect(marker()).toBeNull();
  });

  it('ignores a kept copy it cannot read or of another shape', async () => {
    const replica = await countedVisit();
    const [item] = keptItems(replica.userId);
    const stored = JSON.parse(localStorage.getItem(item!)!) as {
      value: { figures: { figures: { summary: { totals: { lessons: unknown } } } } };
    };

    localStorage.setItem(item!, '{not json');
    const unreadable = startBeforeTheReplica(replica.userId);
    expect(screen.getByText('Counting your lessons…')).toBeInTheDocument();
    unreadable.unmount();

    stored.value.figures.figures.summary.totals.lessons = 'seven';
    localStorage.setItem(item!, JSON.stringify(stored));
    startBeforeTheReplica(replica.userId);
    expect(screen.getByText('Counting your lessons…')).toBeInTheDocument();
    expect(marker()).toBeNull();
  });

  it('keeps each page’s figures, and the trends per period', async () => {
    const pages: [string, ReactNode][] = [
      ['class-performance', <ClassPerformancePage key="c" now={ANALYTICS_NOW} />],
      ['lesson-effectiveness', <LessonEffectivenessPage key="l" now={ANALYTICS_NOW} />],
      ['syllabus-coverage', <SyllabusCoveragePage key="s" now={ANALYTICS_NOW} />],
      ['teaching-methods', <TeachingMethodsPage key="t" now={ANALYTICS_NOW} />],
      ['coverage-trends', <CoverageTrendsPage key="r" now={ANALYTICS_NOW} />],
      ['coverage-gaps', <CoverageGapsPage key="g" now={ANALYTICS_NOW} />],
    ];
    let replica: TestReplica | undefined;
    for (const [slug, page] of pages) {
      const path = `/analytics/${slug}`;
      replica = await countedVisit(page, { path }, replica);
      const start = startBeforeTheReplica(replica.userId, page, { path });
      expect(ready(), slug).toHaveAttribute('data-analytics-figures', 'kept');
      start.unmount();
    }

    const trends = '/analytics/coverage-trends';
    const months = startBeforeTheReplica(replica!.userId, pages[4]![1], {
      path: trends,
      url: `${trends}?period=monthly`,
    });
    expect(screen.getByText('Counting your lessons…')).toBeInTheDocument();
    months.unmount();
    await countedVisit(pages[4]![1], { path: trends, url: `${trends}?period=monthly` }, replica);
    startBeforeTheReplica(replica!.userId, pages[4]![1], {
      path: trends,
      url: `${trends}?period=monthly`,
    });
    expect(ready()).toHaveAttribute('data-analytics-figures', 'kept');
    expect(screen.getByRole('heading', { name: /Taught per month/ })).toBeVisible();
  });
});
