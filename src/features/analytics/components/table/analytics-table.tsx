import { useMemo, useState, type ReactNode } from 'react';
import type { CsvTable } from '@/shared/lib/files/csv-text';
import { cn } from '@/shared/ui/cn';
import { CsvExportButton } from '@/shared/ui/csv-export-button';
import { SortableHeaderCell, type SortDirection } from '@/shared/ui/sortable-header-cell';
import { countOf } from '@/shared/lib/format/figures';

export type CellValue = string | number | null;

/** One column: its header, what it sorts and exports by, and how a cell shows. */
export type AnalyticsColumn<Row> = {
  readonly id: string;
  readonly header: string;
  /** The raw value: sorting and the CSV use it (null sorts last and exports empty). */
  readonly value: (row: Row) => CellValue;
  /** What the cell shows; the value as text when left out. */
  readonly cell?: (row: Row) => ReactNode;
  /** Numbers line up at the end. */
  readonly numeric?: boolean;
  /** A row header (th scope=row): the column that names the row. */
  readonly rowHeader?: boolean;
};

type Sort = { columnId: string; direction: SortDirection };

/** Rows a long table shows at once: enough to read, few enough to paint fast and print. */
export const TABLE_ROWS_SHOWN = 100;

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

function compareValues(a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the order of `sort`; nulls last either way; the original order breaks ties. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly AnalyticsColumn<Row>[],
  sort: Sort | null,
): readonly Row[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return compareValues(a.value, b.value);
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The table as a CSV export sees it: headers and raw values, in the order shown. */
export function csvTableOf<Row>(
  rows: readonly Row[],
  columns: readonly AnalyticsColumn<Row>[],
): CsvTable {
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

/**
 * A captioned table every analytics chart has beside it, so a screen reader (and a printout)
 * gets the same numbers: headers sort it (announced through aria-sort), "Export CSV" saves it as
 * shown. Wide tables scroll inside their box, never the page. Lists that can run to thousands of
 * rows (five years of lessons) pass `limit`: the headers still sort ALL rows, only the first
 * `limit` render, a note says so, and the CSV holds every row in the sorted order.
 */
export function AnalyticsTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  fileName,
  initialSort = null,
  empty,
  limit = Infinity,
  noun = 'row',
  captionShown = true,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly AnalyticsColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The CSV's file name, e.g. "class-performance.csv". */
  fileName: string;
  initialSort?: Sort | null;
  /** What to show instead of an empty table. */
  empty?: ReactNode;
  /** At most this many rows render (TABLE_ROWS_SHOWN for long lists); all by default. */
  limit?: number;
  /** What a row is, for the note: "lesson" → "Showing 100 of 2,400 lessons". */
  noun?: string;
  /** False when a heading right above already says what the caption says. */
  captionShown?: boolean;
}) {
  const [sort, setSort] = useState<Sort | null>(initialSort);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const shown = sorted.length > limit ? sorted.slice(0, limit) : sorted;
  const cut = shown.length < sorted.length;
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
      {cut && (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          Showing {shown.length.toLocaleString()} of {countOf(sorted.length, noun)} — narrow the
          filter or export CSV for all.
        </p>
      )}
      {rows.length === 0 && empty ? (
        empty
      ) : (
        <div className="max-w-full overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {caption}
              {cut
                ? ` (first ${shown.length.toLocaleString()} of ${sorted.length.toLocaleString()})`
                : ''}
            </caption>
            <thead className="bg-muted/50">
              <tr>
                {columns.map((column) => (
                  <SortableHeaderCell
                    key={column.id}
                    header={column.header}
                    numeric={column.numeric}
                    className="px-3 py-2"
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
      )}
    </div>
  );
}

function BodyCell<Row>({ column, row }: { column: AnalyticsColumn<Row>; row: Row }) {
  const content = column.cell ? column.cell(row) : (column.value(row) ?? '—');
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
