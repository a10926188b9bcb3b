import type { CoverageTotals } from '@/domain/coverage';
import { formatPercentage } from './coverage-format';

/** A labelled coverage bar: "Number … 12 of 40 points taught · 30%". */
export function CoverageBar({
  label,
  totals,
  barLabel = `${label} coverage`,
}: {
  label: string;
  totals: CoverageTotals;
  /** The bar's accessible name; "<label> coverage" unless given. */
  barLabel?: string;
}) {
  const text = `${totals.covered} of ${totals.inScope} ${totals.inScope === 1 ? 'point' : 'points'} taught`;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {text} · {formatPercentage(totals.coveragePercentage)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={totals.coveragePercentage}
        aria-valuetext={`${formatPercentage(totals.coveragePercentage)}, ${text}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${totals.coveragePercentage}%` }}
        />
      </div>
    </div>
  );
}
