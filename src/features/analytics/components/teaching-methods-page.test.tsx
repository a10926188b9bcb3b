import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pulledClassRow, pulledLesson, pulledSchool } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { TeachingMethodsPage } from './teaching-methods-page';

const PATH = '/analytics/teaching-methods';
const page = <TeachingMethodsPage now={ANALYTICS_NOW} />;

beforeEach(() => {
  // jsdom has no canvas: the charts keep their image element and draw nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const rowsOf = async (caption: string) => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('Teaching methods page', () => {
  it('shows each method’s lessons, share and average effectiveness for the current term', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    // Term 4's taught lessons: direct ★4 and ★5, inquiry ★2 (maths) and ★5 (English).
    expect(await rowsOf('Teaching methods')).toEqual([
      ['Direct instruction', '2', '50%', '4.50', '16 Nov 2026'],
      ['Inquiry', '2', '50%', '3.50', '9 Nov 2026'],
    ]);
    expect(screen.getByText(/4 of 4 taught lessons record a method/)).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Average effectiveness per teaching method' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Taught lessons per teaching method' })).toBeVisible();
  });

  it('splits each method by the class subject', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await rowsOf('Teaching methods by subject')).toEqual([
      ['Direct instruction', 'Mathematics', '2', '4.50'],
      ['Inquiry', 'English', '1', '5.00'],
      ['Inquiry', 'Mathematics', '1', '2.00'],
    ]);
    expect(
      await screen.findByRole('img', {
        name: 'Average effectiveness of each teaching method per subject',
      }),
    ).toBeVisible();
  });

  it('follows the filter: all dates add the Term 3 lesson (direct, ★3)', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: `${PATH}?dates=all`, page });
    expect(await rowsOf('Teaching methods')).toEqual([
      ['Direct instruction', '3', '60%', '4.00', '16 Nov 2026'],
      ['Inquiry', '2', '40%', '3.50', '9 Nov 2026'],
    ]);
  });

  it('explains how to record a method when no taught lesson has one', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const schoolClass = await pulledClassRow(replica.db, replica.userId);
    await pulledLesson(replica.db, replica.userId, schoolClass.id, '2026-11-02', 'p1', {
      status: 'COMPLETED',
      effectiveness_rating: 4,
    });
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByText('No teaching method recorded in this view.')).toBeVisible();
    expect(
      screen.getByText(/Choose the teaching method when you reflect on a lesson in the planner/),
    ).toHaveTextContent('1 taught lesson in this view has no method yet.');
    expect(screen.getByRole('link', { name: 'Open the planner' })).toHaveAttribute(
      'href',
      '/planner',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what to do when the filter lets no lesson through', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2025-01-01&to=2025-01-31`,
      page,
    });
    expect(await screen.findByText('No lessons in this view.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show all dates' })).toBeVisible();
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
  });
});
