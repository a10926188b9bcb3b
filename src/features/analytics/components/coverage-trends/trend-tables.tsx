import { Link } from 'react-router';
import type { PeriodCoverage, PeriodType } from '@/domain/analytics';
import type { Term } from '@/domain/calendar';
import { plannerHref } from '@/domain/lessons';
import { countOf, formatHours } from '@/shared/lib/format/figures';
import { PERIOD_NOUNS, periodLabel, type PeriodTotals } from '../../model/coverage-trends-periods';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';

/**
 * The lessons behind a count: the planner at the period's first week, the taught lessons of the
 * classes (every class when none is chosen). A zero links nowhere.
 */
function LessonsLink({
  count,
  period,
  classIds,
  label,
}: {
  count: number;
  period: string;
  classIds: readonly string[];
  label: string;
}) {
  if (count === 0) return <>0</>;
  return (
    <Link
      to={plannerHref({ date: period, classIds, statuses: ['COMPLETED'] })}
      aria-label={`${countOf(count, 'lesson')} taught, ${label}: open in the planner`}
      className="underline underline-offset-4"
    >
      {count.toLocaleString()}
    </Link>
  );
}

const figureColumns = <
  Row extends Omit<PeriodTotals, 'start' | 'end'>,
>(): AnalyticsColumn<Row>[] => [
  { id: 'points', header: 'Points taught', value: (row) => row.pointsTaught, numeric: true },
  { id: 'mastered', header: 'Points mastered', value: (row) => row.pointsMastered, numeric: true },
  {
    id: 'hours',
    header: 'Teaching hours',
    value: (row) => row.teachingHours,
    cell: (row) => formatHours(row.teachingHours),
    numeric: true,
  },
];

/** Every period of the chart with its totals over the classes in view: the chart's numbers. */
export function PeriodTotalsTable({
  type,
  totals,
  terms,
  classIds,
}: {
  type: PeriodType;
  totals: readonly PeriodTotals[];
  terms: readonly Term[];
  classIds: readonly string[];
}) {
  const noun = PERIOD_NOUNS[type];
  const columns: AnalyticsColumn<PeriodTotals>[] = [
    {
      id: 'period',
      header: 'Period',
      value: (row) => row.start,
      cell: (row) => <span className="whitespace-nowrap">{periodLabel(type, row, terms)}</span>,
      rowHeader: true,
    },
    {
      id: 'lessons',
      header: 'Lessons taught',
      value: (row) => row.lessonsCompleted,
      cell: (row) => (
        <LessonsLink
          count={row.lessonsCompleted}
          period={row.start}
          classIds={classIds}
          label={periodLabel(type, row, terms)}
        />
      ),
      numeric: true,
    },
    ...figureColumns<PeriodTotals>(),
  ];
  return (
    <AnalyticsTable
      caption={`All classes per ${noun}`}
      rows={totals}
      columns={columns}
      rowKey={(row) => row.start}
      fileName={`coverage-trends-${type}-totals.csv`}
    />
  );
}

/** The engine's rows: one per class and period with a taught lesson. */
export function ClassPeriodTable({
  type,
  rows,
  terms,
}: {
  type: PeriodType;
  rows: readonly PeriodCoverage[];
  terms: readonly Term[];
}) {
  const noun = PERIOD_NOUNS[type];
  const label = (row: PeriodCoverage) =>
    periodLabel(type, { start: row.periodStart, end: row.periodEnd }, terms);
  const columns: AnalyticsColumn<PeriodCoverage>[] = [
    {
      id: 'period',
      header: 'Period',
      value: (row) => row.periodStart,
      cell: (row) => <span className="whitespace-nowrap">{label(row)}</span>,
    },
    {
      id: 'class',
      header: 'Class',
      value: (row) => row.className,
      cell: (row) => <span className="whitespace-nowrap">{row.className}</span>,
      rowHeader: true,
    },
    {
      id: 'lessons',
      header: 'Lessons taught',
      value: (row) => row.lessonsCompleted,
      cell: (row) => (
        <LessonsLink
          count={row.lessonsCompleted}
          period={row.periodStart}
          classIds={[row.classId]}
          label={`${row.className}, ${label(row)}`}
        />
      ),
      numeric: true,
    },
    ...figureColumns<PeriodCoverage>(),
  ];
  return (
    <AnalyticsTable
      caption={`Each class per ${noun}`}
      rows={rows}
      columns={columns}
      rowKey={(row) => `${row.classId}|${row.periodStart}`}
      fileName={`coverage-trends-${type}-by-class.csv`}
    />
  );
}
