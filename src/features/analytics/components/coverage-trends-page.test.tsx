import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { CoverageTrendsPage } from './coverage-trends-page';

const PATH = '/analytics/coverage-trends';
const page = <CoverageTrendsPage now={ANALYTICS_NOW} />;

async function openPage(url = PATH) {
  const replica = await openTestReplica();
  const seeded = await seedAnalytics(replica.db, replica.userId);
  const rendered = renderAnalyticsPage(replica, { path: PATH, url, page });
  await screen.findByRole('region', { name: /^Taught per / });
  return { ...rendered, replica, seeded };
}

/** A table's body rows as the text of each cell. */
const bodyOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const pressed = () =>
  within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { pressed: true });

describe('Coverage trends page', () => {
  it('counts the term week by week by default, every class together, with zeros between', async () => {
    await openPage();
    expect(pressed()).toHaveTextContent('Weekly');
    expect(
      screen.getByRole('heading', { name: 'Taught per week · 5 Oct 2026 – 16 Dec 2026' }),
    ).toBeVisible();
    // From the term's first week to last week: nothing taught in October.
    expect(bodyOf('All classes per week')).toEqual([
      ['Week of 5 Oct 2026', '0', '0', '0', '0 h'],
      ['Week of 12 Oct 2026', '0', '0', '0', '0 h'],
      ['Week of 19 Oct 2026', '0', '0', '0', '0 h'],
      ['Week of 26 Oct 2026', '0', '0', '0', '0 h'],
      // Fractions (N1, mastered) and Poetry (no point).
      ['Week of 2 Nov 2026', '2', '1', '1', '1.67 h'],
      ['Week of 9 Nov 2026', '1', '1', '0', '0.83 h'],
      ['Week of 16 Nov 2026', '1', '1', '1', '0.83 h'],
      // This week (23 Nov) has nothing taught yet: left out rather than drawn as a drop.
    ]);
    expect(bodyOf('Each class per week')).toEqual([
      ['Week of 2 Nov 2026', '7 Maths A', '1', '1', '1', '0.83 h'],
      ['Week of 9 Nov 2026', '7 Maths A', '1', '1', '0', '0.83 h'],
      ['Week of 16 Nov 2026', '7 Maths A', '1', '1', '1', '0.83 h'],
      ['Week of 2 Nov 2026', '8 English B', '1', '0', '0', '0.83 h'],
    ]);
  });

  it('links a count to the taught lessons behind it in the planner', async () => {
    const { seeded } = await openPage();
    expect(
      screen.getByRole('link', {
        name: '2 lessons taught, Week of 2 Nov 2026: open in the planner',
      }),
    ).toHaveAttribute('href', '/planner?week=2026-11-02&status=COMPLETED');
    expect(
      screen.getByRole('link', {
        name: '1 lesson taught, 8 English B, Week of 2 Nov 2026: open in the planner',
      }),
    ).toHaveAttribute(
      'href',
      `/planner?week=2026-11-02&class=${seeded.classes.english.id}&status=COMPLETED`,
    );
  });

  it('switches period in the URL and keeps the filter: months over every date', async () => {
    const { user, router } = await openPage(`${PATH}?dates=all`);
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(await screen.findByRole('table', { name: 'All classes per month' })).toBeVisible();
    expect(router.state.location.search).toBe('?dates=all&period=monthly');
    expect(pressed()).toHaveTextContent('Monthly');
    // Primes (N2) in September; N1 twice and A1 in November count two points for Maths.
    expect(bodyOf('All classes per month')).toEqual([
      // en-GB's short September.
      ['Sept 2026', '1', '1', '0', '0.83 h'],
      ['Oct 2026', '0', '0', '0', '0 h'],
      ['Nov 2026', '4', '2', '1', '3.33 h'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(router.state.location.search).toBe('?dates=all');
  });

  it('reads terms from the calendar', async () => {
    await openPage(`${PATH}?dates=all&period=term`);
    expect(bodyOf('All classes per term')).toEqual([
      ['Term 3 2026', '1', '1', '0', '0.83 h'],
      ['Term 4 2026', '4', '2', '1', '3.33 h'],
    ]);
  });

  it('says what was wrong with a bad period in the link and shows weeks', async () => {
    const { user, router } = await openPage(`${PATH}?period=fortnightly`);
    expect(
      screen.getByText(
        'The link\'s period "fortnightly" is not one of daily, weekly, monthly, term or yearly, so weeks are shown.',
      ),
    ).toBeVisible();
    expect(pressed()).toHaveTextContent('Weekly');
    expect(screen.getByRole('table', { name: 'All classes per week' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tidy the link' }));
    expect(router.state.location.search).toBe('');
  });

  it('says where to enter terms when the calendar has none', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    await replica.db.entity('schools').update(TEST_SCHOOL_ID, { term_dates: [] });
    renderAnalyticsPage(replica, { path: PATH, url: `${PATH}?period=term`, page });
    expect(await screen.findByText('Your calendar has no terms yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Timetable settings' })).toHaveAttribute(
      'href',
      '/settings/timetable',
    );
  });

  it('says what to do when no lesson in the view was taught', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2025-01-01&to=2025-01-31`,
      page,
    });
    expect(await screen.findByText('No taught lessons in this view.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    expect(await screen.findByRole('table', { name: 'All classes per week' })).toBeVisible();
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
  });
});
