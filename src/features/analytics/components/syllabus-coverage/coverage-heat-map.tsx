import { Link } from 'react-router';
import type { CoverageTotals } from '@/domain/coverage';
import { cn } from '@/shared/ui/cn';
import { countOf, formatPercent } from '@/shared/lib/format/figures';
import { heatStepOf, type HeatGrid } from '../../model/syllabus-coverage-heat';
import { classCoverageHref } from '../frame/analytics-links';
import { heatShadeStyle, heatTextClass } from './heat-shade';

/**
 * One syllabus's classes × strands as a table whose cells are shaded by coverage and say their
 * percentage and counts in words: a screen reader reads it as a table (class row headers, strand
 * column headers), and it reads the same in print or without colour.
 */
export function CoverageHeatMap({ grid }: { grid: HeatGrid }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-border bg-background">
      <table className="w-full border-separate border-spacing-1 text-sm">
        <caption className="px-2 pt-2 text-start font-medium">
          {grid.title}: coverage by class and strand
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-background px-2 py-1 text-start font-medium"
            >
              Class
            </th>
            {grid.strands.map((strand) => (
              <th key={strand} scope="col" className="px-2 py-1 text-center font-medium">
                {strand}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 text-center font-semibold">
              All strands
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.classId}>
              <th
                scope="row"
                className="sticky left-0 bg-background px-2 py-1 text-start font-medium whitespace-nowrap"
              >
                <Link
                  to={classCoverageHref(row.classId)}
                  className="underline-offset-4 hover:underline"
                >
                  {row.className}
                </Link>
              </th>
              {row.cells.map((cell) => (
                <HeatCell key={cell.strand} totals={cell.totals} />
              ))}
              <HeatCell totals={row.overall} overall />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeatCell({
  totals,
  overall = false,
}: {
  totals: CoverageTotals | null;
  overall?: boolean;
}) {
  if (totals === null || totals.inScope === 0)
    return (
      <td className="min-w-20 rounded-sm border border-dashed border-border px-2 py-1 text-center text-muted-foreground">
        <span aria-hidden>–</span>
        <span className="sr-only">no points</span>
      </td>
    );
  const step = heatStepOf(totals.coveragePercentage);
  return (
    <td
      className={cn(
        'min-w-20 rounded-sm border border-border px-2 py-1 text-center tabular-nums',
        heatTextClass(step),
        overall && 'font-semibold',
      )}
      style={heatShadeStyle(step)}
    >
      <span className="block text-base font-semibold">
        {formatPercent(totals.coveragePercentage)}
      </span>
      <span className="block text-xs">
        {totals.covered.toLocaleString()} of {countOf(totals.inScope, 'point')}
      </span>
    </td>
  );
}
