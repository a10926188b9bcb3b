import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnalyticsTable, type AnalyticsColumn } from './analytics-table';

type Row = { id: string; n: number };

const ROWS: Row[] = Array.from({ length: 150 }, (_, n) => ({ id: `row-${String(n)}`, n }));
const COLUMNS: readonly AnalyticsColumn<Row>[] = [
  { id: 'id', header: 'Row', value: (r) => r.id, rowHeader: true },
  { id: 'n', header: 'Number', value: (r) => r.n, numeric: true },
];

const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('AnalyticsTable', () => {
  it('sorts every row, then shows the first of them, and says how many there are', async () => {
    const user = userEvent.setup();
    render(
      <AnalyticsTable
        caption="Numbers"
        noun="number"
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        fileName="numbers.csv"
        limit={100}
      />,
    );
    expect(shownNames()).toHaveLength(100);
    expect(shownNames()[0]).toBe('row-0');
    expect(
      screen.getByText('Showing 100 of 150 numbers — narrow the filter or export CSV for all.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Numbers (first 100 of 150)' })).toBeVisible();

    const header = screen.getByRole('columnheader', { name: /Number/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // Row 149 was never among the first 100 shown: the sort ran over all of them.
    expect(shownNames()[0]).toBe('row-149');
    expect(shownNames()).toHaveLength(100);
  });

  it('shows every row and no note when they fit', () => {
    render(
      <AnalyticsTable
        caption="Numbers"
        noun="number"
        rows={ROWS.slice(0, 3)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        fileName="numbers.csv"
        captionShown={false}
      />,
    );
    expect(shownNames()).toEqual(['row-0', 'row-1', 'row-2']);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Numbers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export numbers as CSV' })).toBeEnabled();
  });
});
