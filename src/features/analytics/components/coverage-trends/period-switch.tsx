import { PERIOD_TYPES, type PeriodType } from '@/domain/analytics';
import { PERIOD_LABELS } from '../../model/coverage-trends-periods';

const OPTION =
  'rounded-md border border-border px-3 py-1 text-sm hover:bg-muted aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Daily / Weekly / Monthly / Term / Yearly: one pressed at a time, announced as pressed. */
export function PeriodSwitch({
  period,
  onChange,
}: {
  period: PeriodType;
  onChange: (period: PeriodType) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Period"
      data-print="hide"
      className="flex flex-wrap items-center gap-1"
    >
      <span className="me-1 text-sm text-muted-foreground">Per:</span>
      {PERIOD_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={type === period}
          onClick={() => onChange(type)}
          className={OPTION}
        >
          {PERIOD_LABELS[type]}
        </button>
      ))}
    </div>
  );
}
