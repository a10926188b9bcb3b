import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plannerHref } from '@/domain/lessons';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { ClassPerformancePage } from './class-performance-page';

const PATH = '/analytics/class-performance';
const page = <ClassPerformancePage now={ANALYTICS_NOW} />;

beforeEach(() => {
  // jsdom has no canvas: the charts keep their image element and draw nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const RATINGS = 'Lessons and ratings per class';
const COVERAGE = 'Syllabus coverage per class';

/** The cells of the class's row in the table, as shown. */
async function rowOf(caption: string, className: string) {
  const table = await screen.findByRole('table', { name: caption });
  const header = within(table).getByRole('rowheader', { name: new RegExp(className) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('Class performance page', () => {
  it('lists each class with its lessons, ratings, coverage and follow-ups for the current term', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    // Lessons, rated, effectiveness, satisfaction, own effectiveness, follow-ups, last lesson.
    // 7 Maths A in Term 4: ★4, ★2, ★5 taught, one awaiting reflection, one planned.
    expect(await rowOf(RATINGS, '7 Maths A')).toEqual([
      '5',
      '3',
      '3.67',
      '3.67',
      '3.67',
      '1',
      '16 Nov 2026',
    ]);
    // 8 English B: one ★5 lesson and one missed.
    expect(await rowOf(RATINGS, '8 English B')).toEqual([
      '2',
      '1',
      '5.00',
      '5.00',
      '5.00',
      '0',
      '3 Nov 2026',
    ]);
    // Subject and year, covered, in scope, coverage: N1 and A1 of four Year 7 points; English
    // has no syllabus, so no coverage to show.
    expect(await rowOf(COVERAGE, '7 Maths A')).toEqual(['Mathematics · Year 7', '2', '4', '50%']);
    expect(await rowOf(COVERAGE, '8 English B')).toEqual([
      'English · Year 8',
      '0',
      '0',
      'No points',
    ]);
    expect(screen.getByText(/2 classes · 7 lessons · 5 Oct 2026 – 16 Dec 2026/)).toBeVisible();
  });

  it('draws the ratings and the coverage per class beside their tables', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(
      await screen.findByRole('img', { name: 'Average ratings per class, out of 5' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'Syllabus coverage per class, in percent' }),
    ).toBeVisible();
  });

  it('leads from each number to what is behind it', async () => {
    const replica = await openTestReplica();
    const { classes } = await seedAnalytics(replica.db, replica.userId);
    const { user, router } = renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2026-11-01&to=2026-11-30`,
      page,
    });
    const maths = classes.maths.id;
    // The class name in both tables opens its coverage.
    const classLinks = await screen.findAllByRole('link', { name: '7 Maths A: syllabus coverage' });
    expect(classLinks).toHaveLength(2);
    for (const link of classLinks) expect(link).toHaveAttribute('href', `/coverage/${maths}`);
    // The counts keep the dates and narrow to the class.
    expect(screen.getByRole('link', { name: '3 rated lessons of 7 Maths A' })).toHaveAttribute(
      'href',
      `/analytics/lesson-effectiveness?from=2026-11-01&to=2026-11-30&class=${maths}`,
    );
    expect(screen.getByRole('link', { name: '1 follow-up of 7 Maths A' })).toHaveAttribute(
      'href',
      `/analytics/lesson-effectiveness?from=2026-11-01&to=2026-11-30&class=${maths}#follow-ups`,
    );
    await user.click(
      screen.getByRole('link', { name: '16 Nov 2026: the week in the planner, 7 Maths A only' }),
    );
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeVisible();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(plannerHref({ date: '2026-11-16', classIds: [maths] }));
  });

  it('sorts by a header, announcing the order', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    const table = await screen.findByRole('table', { name: RATINGS });
    const header = within(table).getByRole('columnheader', { name: /^Effectiveness/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['8 English B', '7 Maths A']);
  });

  it('says what to do when the filter lets no lesson through', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2025-01-01&to=2025-01-31`,
      page,
    });
    expect(await screen.findByText('No lessons in this view.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    // All dates: the Term 3 lesson (★3) joins 7 Maths A.
    expect(await rowOf(RATINGS, '7 Maths A')).toEqual(expect.arrayContaining(['6', '4', '3.50']));
  });

  it('says how to see coverage when no class in the view has a syllabus', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: `${PATH}?subject=English`, page });
    expect(await screen.findByText(/No class in this view has syllabus points/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'class settings' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
  });
});
