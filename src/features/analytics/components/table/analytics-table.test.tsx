import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnalyticsTable, csvTableOf, sortRows, type AnalyticsColumn } from './analytics-table';

type Row = { name: string; rating: number | null };
const ROWS: Row[] = [
  { name: 'b', rating: 3 },
  { name: 'A', rating: null },
  { name: 'c', rating: 5 },
];
const COLUMNS: AnalyticsColumn<Row>[] = [
  { id: 'name', header: 'Class', value: (r) => r.name, rowHeader: true },
  { id: 'rating', header: 'Rating', value: (r) => r.rating, numeric: true },
];

describe('sortRows', () => {
  it('sorts text without case and numbers by value, nulls last both ways', () => {
    const names = (rows: readonly Row[]) => rows.map((r) => r.name);
    expect(names(sortRows(ROWS, COLUMNS, { columnId: 'name', direction: 'ascending' }))).toEqual([
      'A',
      'b',
      'c',
    ]);
    expect(names(sortRows(ROWS, COLUMNS, { columnId: 'rating', direction: 'ascending' }))).toEqual([
      'b',
      'c',
      'A',
    ]);
    expect(names(sortRows(ROWS, COLUMNS, { columnId: 'rating', direction: 'descending' }))).toEqual(
      ['c', 'b', 'A'],
    );
    expect(sortRows(ROWS, COLUMNS, null)).toBe(ROWS);
  });
});

describe('csvTableOf', () => {
  it('exports the headers and the raw values', () => {
    expect(csvTableOf(ROWS.slice(0, 2), COLUMNS)).toEqual({
      headers: ['Class', 'Rating'],
      rows: [
        ['b', 3],
        ['A', null],
      ],
    });
  });
});

describe('AnalyticsTable', () => {
  it('is a captioned table whose headers sort it, announced through aria-sort', async () => {
    const user = userEvent.setup();
    render(
      <AnalyticsTable
        caption="Classes"
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.name}
        fileName="classes.csv"
      />,
    );
    const table = screen.getByRole('table', { name: 'Classes' });
    await user.click(within(table).getByRole('button', { name: 'Rating' }));
    expect(within(table).getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const firstCells = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(firstCells).toEqual(['b', 'c', 'A']);
    expect(screen.getByRole('button', { name: 'Export classes as CSV' })).toBeEnabled();
  });

  it('shows the empty state instead of an empty table, and cannot export nothing', () => {
    render(
      <AnalyticsTable
        caption="Classes"
        rows={[]}
        columns={COLUMNS}
        rowKey={(r) => r.name}
        fileName="classes.csv"
        empty={<p>Nothing yet</p>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export classes as CSV' })).toBeDisabled();
  });
});
