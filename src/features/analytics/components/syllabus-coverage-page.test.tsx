import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { SyllabusCoveragePage } from './syllabus-coverage-page';

const PATH = '/analytics/syllabus-coverage';
const page = <SyllabusCoveragePage now={ANALYTICS_NOW} />;

async function openPage(url = PATH) {
  const replica = await openTestReplica();
  const seeded = await seedAnalytics(replica.db, replica.userId);
  const rendered = renderAnalyticsPage(replica, { path: PATH, url, page });
  const heatMap = await screen.findByRole('table', {
    name: 'Mathematics · Year 7: coverage by class and strand',
  });
  return { ...rendered, replica, seeded, heatMap };
}

/** A table's rows as the text of each cell. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Syllabus coverage page', () => {
  it('shows the term as a heat map: classes by strand, each cell with its % and counts', async () => {
    const { heatMap, seeded } = await openPage();
    // Term 4: N1 (2 and 16 Nov) and A1 (9 Nov) taught; N2 only in Term 3.
    expect(cellsOf(heatMap)).toEqual([
      ['Class', 'Number', 'Algebra', 'All strands'],
      ['7 Maths A', '50%1 of 2 points', '50%1 of 2 points', '50%2 of 4 points'],
    ]);
    expect(within(heatMap).getByRole('rowheader', { name: '7 Maths A' })).toBeInTheDocument();
    expect(within(heatMap).getByRole('link', { name: '7 Maths A' })).toHaveAttribute(
      'href',
      `/coverage/${seeded.classes.maths.id}`,
    );
    expect(screen.getByText(/the darker the cell, the more is taught/)).toBeVisible();
  });

  it('lists the same figures in a table with a CSV export', async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Coverage by class and strand' });
    expect(cellsOf(table).slice(1)).toEqual([
      ['7 Maths A', 'Number', '2', '1', '50%'],
      ['7 Maths A', 'Algebra', '2', '1', '50%'],
    ]);
    expect(
      screen.getByRole('button', { name: 'Export coverage by class and strand as CSV' }),
    ).toBeEnabled();
  });

  it('counts every date when asked: Number fully taught, 75% overall', async () => {
    const { heatMap } = await openPage(`${PATH}?dates=all`);
    expect(cellsOf(heatMap)[1]).toEqual([
      '7 Maths A',
      '100%2 of 2 points',
      '50%1 of 2 points',
      '75%3 of 4 points',
    ]);
  });

  it('narrows to the priority chosen: only A2 is CRITICAL, and it is untaught', async () => {
    const { heatMap } = await openPage(`${PATH}?priority=CRITICAL`);
    // Number has no CRITICAL point: its column goes.
    expect(cellsOf(heatMap)).toEqual([
      ['Class', 'Algebra', 'All strands'],
      ['7 Maths A', '0%0 of 1 point', '0%0 of 1 point'],
    ]);
  });

  it('says which class has no syllabus and where to choose one, instead of a blank row', async () => {
    const { heatMap } = await openPage();
    expect(within(heatMap).queryByText('8 English B')).toBeNull();
    const note = screen.getByText(/has no syllabus/).closest('p')!;
    expect(note).toHaveTextContent(
      '8 English B has no syllabus, so its coverage cannot be counted: choose a syllabus for the class under Classes.',
    );
    expect(within(note).getByRole('link', { name: 'Classes' })).toHaveAttribute(
      'href',
      '/settings/classes',
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
    expect(
      await screen.findByRole('table', {
        name: 'Mathematics · Year 7: coverage by class and strand',
      }),
    ).toBeVisible();
  });

  it('tells a teacher whose classes have no syllabus what to do', async () => {
    const replica = await openTestReplica();
    const seeded = await seedAnalytics(replica.db, replica.userId);
    await replica.db.entity('classes').update(seeded.classes.maths.id, { syllabus_id: null });
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(
      await screen.findByRole('heading', { name: 'No class has a syllabus yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a syllabus under Classes' })).toHaveAttribute(
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
