import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';
import { SortableHeaderCell } from '@/shared/ui/sortable-header-cell';
import type { SchoolClassOverview } from '../../api/school-overview-actions';
import { classDetails, formatDay, formatPercentage } from './school-overview-format';
import {
  DEFAULT_SORT,
  nextSort,
  sortClasses,
  type OverviewSort,
  type SortKey,
} from './school-overview-sort';

type Column = {
  key: SortKey;
  header: string;
  numeric?: boolean;
  /** Width rules for the column's cells (names should wrap between words, not letters). */
  width?: string;
  cell: (row: SchoolClassOverview) => ReactNode;
};

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

const COLUMNS: readonly Column[] = [
  {
    key: 'class',
    header: 'Class',
    width: 'min-w-36',
    cell: (row) => {
      const details = classDetails(row.subject, row.year);
      return (
        <>
          <span className="block font-medium">{row.className}</span>
          {details && (
            <span className="block text-xs font-normal text-muted-foreground">{details}</span>
          )}
        </>
      );
    },
  },
  { key: 'teacher', header: 'Teacher', width: 'min-w-28', cell: (row) => row.teacherName },
  {
    key: 'planned',
    header: 'Planned this week',
    numeric: true,
    cell: (row) =>
      row.lessonsThisWeek === 0 ? (
        muted('No lessons')
      ) : (
        <>
          <span className="block whitespace-nowrap">
            {row.plannedThisWeek} of {row.lessonsThisWeek}
          </span>
          <span className="block text-xs whitespace-nowrap text-muted-foreground">
            {row.unplannedThisWeek} unplanned
          </span>
        </>
      ),
  },
  { key: 'taught', header: 'Taught this week', numeric: true, cell: (row) => row.taughtInRange },
  {
    key: 'awaiting',
    header: 'Awaiting reflection',
    numeric: true,
    cell: (row) => row.awaitingReflection,
  },
  {
    key: 'coverage',
    header: 'Coverage',
    numeric: true,
    cell: (row) =>
      row.pointsInScope === 0 ? (
        muted(row.hasSyllabus ? 'No points in scope' : 'No syllabus')
      ) : (
        <>
          <span className="block">{formatPercentage(row.coveragePercentage)}</span>
          <span className="block text-xs whitespace-nowrap text-muted-foreground">
            {row.pointsCovered} of {row.pointsInScope} points
          </span>
        </>
      ),
  },
  {
    key: 'lastPlanned',
    header: 'Planned up to',
    cell: (row) =>
      row.lastPlannedDate === null ? (
        muted('Nothing planned')
      ) : (
        <span className="whitespace-nowrap">{formatDay(row.lastPlannedDate)}</span>
      ),
  },
];

/**
 * The school's classes, one row each, sortable by any column (headers are buttons; aria-sort
 * says which). Scrolls inside its box on a narrow screen rather than widening the page.
 */
export function SchoolOverviewTable({
  caption,
  classes,
}: {
  caption: string;
  classes: readonly SchoolClassOverview[];
}) {
  const [sort, setSort] = useState<OverviewSort>(DEFAULT_SORT);
  const sorted = useMemo(() => sortClasses(classes, sort), [classes, sort]);
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="caption-top border-b border-border px-3 py-2 text-start font-medium">
          {caption}
        </caption>
        <thead className="bg-muted/50">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeaderCell
                key={column.key}
                header={column.header}
                numeric={column.numeric}
                className="px-2 py-2 align-bottom xl:px-3"
                sort={sort.key === column.key ? sort.direction : null}
                onSort={() => setSort((current) => nextSort(current, column.key))}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.classId} className="border-t border-border">
              {COLUMNS.map((column) =>
                column.key === 'class' ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cn('px-2 py-2 text-start align-top xl:px-3', column.width)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cn(
                      'px-2 py-2 align-top xl:px-3',
                      column.numeric ? 'text-end tabular-nums' : 'text-start break-words',
                      column.width,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
