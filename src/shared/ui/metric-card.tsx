import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type MetricTrend = 'up' | 'down' | 'stable';

const TREND_TEXT: Record<MetricTrend, string> = {
  up: 'Up',
  down: 'Down',
  stable: 'No change',
};

const TREND_ICON = { up: ArrowUpRight, down: ArrowDownRight, stable: ArrowRight } as const;

/**
 * One figure with its label and, when given, its trend against the previous period. The trend is
 * spelled out ("Up from 3.8"), not only drawn, so it reads the same without colour or sight.
 */
export function MetricCard({
  label,
  value,
  trend,
  comparison,
  children,
}: {
  label: string;
  /** The figure as shown ("4.2", "36 h", "—"). */
  value: string;
  trend?: MetricTrend;
  /** What the trend compares with, e.g. "from 3.8 in the 28 days before". */
  comparison?: string;
  /** A link to the rows behind the figure, or a short note. */
  children?: ReactNode;
}) {
  const Icon = trend ? TREND_ICON[trend] : null;
  return (
    <div
      data-print="section"
      className="flex min-w-0 flex-col gap-1 rounded-md border border-border bg-card p-4"
    >
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      {trend && Icon && (
        <p
          className={cn(
            'flex items-center gap-1 text-xs',
            trend === 'up' && 'text-emerald-700 dark:text-emerald-400',
            trend === 'down' && 'text-amber-700 dark:text-amber-400',
            trend === 'stable' && 'text-muted-foreground',
          )}
        >
          <Icon aria-hidden className="size-3.5 shrink-0" />
          <span>
            {TREND_TEXT[trend]}
            {comparison ? ` ${comparison}` : ''}
          </span>
        </p>
      )}
      {children}
    </div>
  );
}
