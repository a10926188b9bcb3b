import { Link } from 'react-router';
import type { ClassCoverageRow } from '../model/class-coverage';
import { countOf, formatPercent } from '../model/dashboard-format';
import { CARD_LINK_CLASS, DashboardCard } from './dashboard-card';

/** A compact coverage bar per class; each class leads to its coverage page. */
export function ClassCoverageSection({ rows }: { rows: readonly ClassCoverageRow[] }) {
  return (
    <DashboardCard
      title="Syllabus coverage"
      action={
        <Link className={CARD_LINK_CLASS} to="/coverage">
          All classes
        </Link>
      }
    >
      <ul aria-label="Coverage by class" className="space-y-3">
        {rows.map((row) => (
          <li key={row.classId}>
            <CoverageRow row={row} />
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

function CoverageRow({ row }: { row: ClassCoverageRow }) {
  const taught = `${row.covered} of ${countOf(row.inScope, 'point')} taught`;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <Link
          to={`/coverage/${encodeURIComponent(row.classId)}`}
          className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
        >
          {row.className}
        </Link>
        <span className="text-muted-foreground tabular-nums">
          {row.inScope === 0
            ? row.hasSyllabus
              ? 'No points at its level'
              : 'No syllabus chosen'
            : `${taught} · ${formatPercent(row.percentage)}`}
        </span>
      </div>
      {row.inScope > 0 && (
        <div
          role="progressbar"
          aria-label={`Coverage of ${row.className}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.percentage}
          aria-valuetext={`${formatPercent(row.percentage)}, ${taught}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${row.percentage}%` }} />
        </div>
      )}
    </div>
  );
}
