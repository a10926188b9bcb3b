import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { OverviewPage } from './overview-page';

const PATH = '/analytics/overview';
const page = <OverviewPage now={ANALYTICS_NOW} />;

const card = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'p' })[0]!;
  return term.closest('div')!;
};

describe('Overview page', () => {
  it('sums the current term by default: classes, lessons taught, rating, hours, follow-ups, coverage', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    const summary = await screen.findByRole('region', {
      name: /Summary · 5 Oct 2026 – 16 Dec 2026/,
    });
    const inSummary = within(summary);
    // Term 4: four taught lessons (the September one is Term 3) of seven.
    expect(inSummary.getByText('Lessons taught').parentElement).toHaveTextContent(
      'Lessons taught4of 7 lessons',
    );
    // (4 + 2 + 5 + 5) / 4 rated lessons.
    expect(inSummary.getByText('Average lesson rating').parentElement).toHaveTextContent('4.00');
    // Four 50-minute lessons.
    expect(inSummary.getByText('Teaching hours').parentElement).toHaveTextContent('3.33 h');
    expect(inSummary.getByText('Follow-ups required').parentElement).toHaveTextContent('1');
    // N1 and A1 of four Year 7 points taught this term.
    expect(inSummary.getByText('Syllabus coverage').parentElement).toHaveTextContent(
      '50%2 of 4 points',
    );
    expect(card('Classes')).toHaveTextContent('2');
  });

  it('shows the trend of each card against the days before', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2026-11-01&to=2026-11-30`,
      page,
    });
    const trends = await screen.findByRole('region', { name: 'Trends' });
    expect(within(trends).getByText('Lessons taught').parentElement).toHaveTextContent(/Up from 0/);
  });

  it('says what to do when the filter lets no lesson through, and widens in one press', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2025-01-01&to=2025-01-31`,
      page,
    });
    expect(await screen.findByText('No lessons in this view.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    expect(await screen.findByRole('region', { name: /Summary · / })).toHaveTextContent(
      'Lessons taught5of 8 lessons',
    );
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a class' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
  });

  it('shows the spec message for a bad date in the link, and counts with the default', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: `${PATH}?from=24-11-2026`, page });
    expect(await screen.findByText('Start date must be in YYYY-MM-DD format')).toBeVisible();
    expect(screen.getByRole('region', { name: /Summary · 5 Oct 2026/ })).toBeVisible();
  });
});
