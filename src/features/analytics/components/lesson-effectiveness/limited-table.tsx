import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';
import { CsvExportButton } from '@/shared/ui/csv-export-button';
import { countOf } from '../../model/format';
import { csvTableOf, sortRows, type AnalyticsColumn } from '../table/analytics-table';

/** Rows a long table shows at once: enough to read, few enough to paint fast and print. */
export const TABLE_ROWS_SHOWN = 100;

type Sort = { columnId: string; direction: 'ascending' | 'descending' };

const SORT_ICON = { ascending: ArrowUp, descending: ArrowDown } as const;

/**
 * AnalyticsTable for lists that can run to thousands of rows (a five-year range of lessons): the
 * headers sort ALL rows, then only the first `limit` are rendered, with a note saying so; the CSV
 * holds every row in the sorted order. Rendering thousands of rows would stall the page (and the
 * printout), and a teacher reads the top of a sorted list anyway.
 */
export function LimitedAnalyticsTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  fileName,
  noun,
  initialSort = null,
  limit = TABLE_ROWS_SHOWN,
  captionShown = true,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly AnalyticsColumn<Row>[];
  rowKey: (row: Row) => string;
  fileName: string;
  /** What a row is, for the note: "lesson" → "Showing 100 of 2,400 lessons". */
  noun: string;
  initialSort?: Sort | null;
  limit?: number;
  /** False when a heading right above already says what the caption says. */
  captionShown?: boolean;
}) {
  const [sort, setSort] = useState<Sort | null>(initialSort);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const shown = sorted.length > limit ? sorted.slice(0, limit) : sorted;
  const toggle = (columnId: string) =>
    setSort((current) =>
      current?.columnId === columnId && current.direction === 'ascending'
        ? { columnId, direction: 'descending' }
        : { columnId, direction: 'ascending' },
    );
  return (
    <div data-print="section" className="space-y-2">
      <div
        className={cn(
          'flex flex-wrap items-center gap-2',
          captionShown ? 'justify-between' : 'justify-end',
        )}
      >
        {captionShown && (
          <p className="font-medium" aria-hidden>
            {caption}
          </p>
        )}
        <CsvExportButton
          fileName={fileName}
          rowCount={rows.length}
          label={`Export ${caption.toLowerCase()} as CSV`}
          table={() => csvTableOf(sorted, columns)}
        />
      </div>
      {shown.length < sorted.length && (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          Showing {shown.length.toLocaleString()} of {countOf(sorted.length, noun)} — narrow the
          filter or export CSV for all.
        </p>
      )}
      <div className="max-w-full overflow-x-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {caption}
            {shown.length < sorted.length
              ? ` (first ${shown.length.toLocaleString()} of ${sorted.length.toLocaleString()})`
              : ''}
          </caption>
          <thead className="bg-muted/50">
            <tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  sort={sort?.columnId === column.id ? sort.direction : null}
                  onSort={() => toggle(column.id)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border">
                {columns.map((column) => (
                  <BodyCell key={column.id} column={column} row={row} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: AnalyticsColumn<Row>;
  sort: Sort['direction'] | null;
  onSort: () => void;
}) {
  const Icon = sort ? SORT_ICON[sort] : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sort ?? undefined}
      className={cn('px-3 py-2 font-medium', column.numeric ? 'text-end' : 'text-start')}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring',
          column.numeric && 'flex-row-reverse',
        )}
      >
        {column.header}
        <Icon aria-hidden className={cn('size-3.5 shrink-0', !sort && 'opacity-40')} />
      </button>
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: AnalyticsColumn<Row>; row: Row }) {
  const content: ReactNode = column.cell ? column.cell(row) : (column.value(row) ?? '—');
  const className = cn(
    'px-3 py-2 align-top',
    column.numeric ? 'text-end tabular-nums' : 'text-start break-words',
  );
  return column.rowHeader ? (
    <th scope="row" className={cn(className, 'font-medium')}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}
