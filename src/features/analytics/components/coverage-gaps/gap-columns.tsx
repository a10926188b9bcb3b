import { Link } from 'react-router';
import type { PriorityLevel } from '@/domain/coverage';
import { plannerHref } from '@/domain/lessons';
import { cn } from '@/shared/ui/cn';
import type { CoverageGap } from '../../model/coverage-gaps-list';
import { PRIORITY_LABELS } from '../../model/filter/filter-labels';
import { formatDay } from '@/shared/lib/format/figures';
import type { AnalyticsColumn } from '../table/analytics-table';

const PRIORITY_TONE: Record<PriorityLevel, string> = {
  LOW: 'border-border text-muted-foreground',
  MEDIUM: 'border-border',
  HIGH: 'border-amber-500/60 text-amber-800 dark:text-amber-300',
  CRITICAL: 'border-destructive/60 text-destructive',
};

/** What is missing, in words: "Not taught yet", "Mastery 2 of 5 · taught 9 Nov 2026". */
export function gapText(gap: CoverageGap): string {
  if (gap.kind === 'untaught') return 'Not taught yet';
  const last = gap.lastTaughtDate === null ? '' : ` · last taught ${formatDay(gap.lastTaughtDate)}`;
  return `Mastery ${String(gap.masteryLevel)} of 5${last}`;
}

export function PriorityBadge({ gap }: { gap: CoverageGap }) {
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span
        className={cn(
          'w-fit rounded border px-1.5 text-xs font-medium whitespace-nowrap',
          PRIORITY_TONE[gap.calculatedPriority],
        )}
      >
        {PRIORITY_LABELS[gap.calculatedPriority]}
      </span>
      {gap.priorityLevel !== gap.calculatedPriority && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          you set {PRIORITY_LABELS[gap.priorityLevel].toLowerCase()}
        </span>
      )}
    </span>
  );
}

/** "Planned for 25 Nov 2026", opening that lesson in the planner. */
export function PlannedLink({ planned }: { planned: NonNullable<CoverageGap['plannedFor']> }) {
  return (
    <Link
      to={plannerHref({ date: planned.date, lessonId: planned.lessonId })}
      className="text-sm whitespace-nowrap underline underline-offset-4"
    >
      Planned for {formatDay(planned.date)}
    </Link>
  );
}

/** Every column a gap has in the CSV (the page shows fewer, with the point's words together). */
export const GAP_CSV_COLUMNS: readonly AnalyticsColumn<CoverageGap>[] = [
  { id: 'class', header: 'Class', value: (gap) => gap.className },
  { id: 'code', header: 'Code', value: (gap) => gap.code },
  { id: 'description', header: 'Description', value: (gap) => gap.description },
  { id: 'strand', header: 'Strand', value: (gap) => gap.strand },
  {
    id: 'gap',
    header: 'Gap',
    value: (gap) => (gap.kind === 'untaught' ? 'Not taught' : 'Low mastery'),
  },
  {
    id: 'calculated',
    header: 'Calculated priority',
    value: (gap) => PRIORITY_LABELS[gap.calculatedPriority],
  },
  { id: 'priority', header: 'Your priority', value: (gap) => PRIORITY_LABELS[gap.priorityLevel] },
  { id: 'mastery', header: 'Mastery', value: (gap) => gap.masteryLevel },
  { id: 'confidence', header: 'Confidence', value: (gap) => gap.teacherConfidenceLevel },
  { id: 'taught', header: 'Times taught', value: (gap) => gap.teachingCount },
  { id: 'last', header: 'Last taught', value: (gap) => gap.lastTaughtDate },
  { id: 'planned', header: 'Planned for', value: (gap) => gap.plannedFor?.date ?? null },
];
