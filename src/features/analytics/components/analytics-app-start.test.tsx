import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsDateRange } from '@/domain/analytics/filter';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { CoverageGapsPage } from './coverage-gaps-page';
import { OverviewPage } from './overview-page';

/*
 * An app start on an analytics page (nothing kept in memory): a page that declares the dates it
 * counts paints from their lessons first; the full read is held back here until the test lets it
 * go, so what shows meanwhile is the window's.
 */

const control = vi.hoisted(() => ({
  fullRead: null as Promise<void> | null,
  reads: [] as (AnalyticsDateRange | null)[],
}));

vi.mock('@/db/analytics-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/db/analytics-rows')>();
  return {
    readAnalyticsData: async (
      ...[db, userId, dates = null]: Parameters<typeof actual.readAnalyticsData>
    ) => {
      control.reads.push(dates);
      if (dates === null && control.fullRead) await control.fullRead;
      return actual.readAnalyticsData(db, userId, dates);
    },
  };
});

let letFullReadGo = () => undefined as void;
beforeEach(() => {
  control.reads = [];
  control.fullRead = new Promise<void>((resolve) => {
    letFullReadGo = () => {
      control.fullRead = null;
      resolve();
    };
  });
});

const OVERVIEW = '/analytics/overview';
const ready = () => document.querySelector('[data-analytics-ready]');
/** Term 4 (5 Oct – 16 Dec 2026) and the trends' previous window of its 73 days. */
const TERM_4_AND_BEFORE = '2026-07-24/2026-12-16';

async function startOn(url: string, page: ReactNode, path = OVERVIEW) {
  const replica = await openTestReplica();
  await seedAnalytics(replica.db, replica.userId);
  return renderAnalyticsPage(replica, { path, url, page });
}

describe('an analytics page on an app start', () => {
  it('paints the overview of the term from its dates first, then from every row', async () => {
    await startOn(OVERVIEW, <OverviewPage now={ANALYTICS_NOW} />);
    const summary = await screen.findByRole('region', { name: /Summary · 5 Oct 2026 – 16 Dec/ });
    expect(ready()).toHaveAttribute('data-analytics-covers', TERM_4_AND_BEFORE);
    expect(within(summary).getByText('Lessons taught').parentElement).toHaveTextContent(
      'Lessons taught4of 7 lessons',
    );
    expect(within(summary).getByText('Syllabus coverage').parentElement).toHaveTextContent(
      '50%2 of 4 points',
    );
    expect(control.reads).toEqual([{ start: '2026-07-24', end: '2026-12-16' }, null]);

    letFullReadGo();
    await waitFor(() => expect(ready()).toHaveAttribute('data-analytics-covers', 'all'));
    expect(
      within(screen.getByRole('region', { name: /Summary · / })).getByText('Lessons taught')
        .parentElement,
    ).toHaveTextContent('Lessons taught4of 7 lessons');
  });

  it('waits for every row for all dates, and when Show all dates widens the view', async () => {
    const { user } = await startOn(
      `${OVERVIEW}?from=2025-01-01&to=2025-01-31`,
      <OverviewPage now={ANALYTICS_NOW} />,
    );
    expect(await screen.findByText('No lessons in this view.')).toBeInTheDocument();
    expect(ready()).toHaveAttribute('data-analytics-covers', '2024-12-01/2025-01-31');

    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    expect(await screen.findByText('Counting your lessons…')).toBeInTheDocument();
    // The filter stays on screen meanwhile: classes and the calendar are whole in the window.
    expect(screen.getByRole('group', { name: 'Classes' })).toBeInTheDocument();
    expect(ready()).toBeNull();
    letFullReadGo();
    expect(await screen.findByRole('region', { name: /Summary · / })).toHaveTextContent(
      'Lessons taught5of 8 lessons',
    );
    expect(ready()).toHaveAttribute('data-analytics-covers', 'all');
  });

  it('reads no window for all five years', async () => {
    await startOn(`${OVERVIEW}?dates=all`, <OverviewPage now={ANALYTICS_NOW} />);
    expect(await screen.findByText('Counting your lessons…')).toBeInTheDocument();
    letFullReadGo();
    expect(await screen.findByRole('region', { name: /Summary · / })).toHaveTextContent(
      'Lessons taught5of 8 lessons',
    );
    expect(control.reads).toEqual([null]);
  });

  it('reads no window for coverage gaps, which count every lesson so far', async () => {
    const path = '/analytics/coverage-gaps';
    await startOn(path, <CoverageGapsPage now={ANALYTICS_NOW} />, path);
    expect(await screen.findByText('Counting your lessons…')).toBeInTheDocument();
    letFullReadGo();
    await waitFor(() => expect(ready()).toHaveAttribute('data-analytics-covers', 'all'));
    expect(control.reads).toEqual([null]);
  });
});
