import { memo } from 'react';
import {
  PRIORITY_LEVELS,
  REVIEW_STATUSES,
  type ClassPointCoverage,
  type PriorityLevel,
  type ReviewStatus,
} from '@/domain/coverage';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import {
  POINT_STATUS_LABELS,
  PRIORITY_LABELS,
  REVIEW_LABELS,
  type PointStatusPatch,
} from '../../model/coverage/point-status-rules';
import { formatDay } from './coverage-format';
import type { pointActions } from './point-actions';

type Actions = ReturnType<typeof pointActions> | null;

/**
 * A point's four judgements stay native selects, the one place the kit select is not used
 * (docs/decisions.md, "Design kit: selects on Radix"): four per point, a list rendered whole up to
 * 59 points and mounted row by row as a longer one scrolls. A Radix Select renders its options
 * even while closed; 240 of them took ~25× as long to mount as native ones (jsdom, 2026-11-28).
 */
const SELECT =
  'rounded-md border border-border bg-background px-2 py-1 text-sm disabled:opacity-50';
const LEVELS = [1, 2, 3, 4, 5] as const;

const PRIORITY_TONE: Record<PriorityLevel, string> = {
  LOW: 'border-border text-muted-foreground',
  MEDIUM: 'border-border',
  HIGH: 'border-amber-500/60 text-amber-800 dark:text-amber-300',
  CRITICAL: 'border-destructive/60 text-destructive',
};

function taughtText(point: ClassPointCoverage): string {
  if (point.teachingCount === 0 || point.lastTaughtDate === null) return 'Not taught yet';
  const times = point.teachingCount === 1 ? 'once' : `${point.teachingCount} times`;
  return `Taught ${times} · last ${formatDay(point.lastTaughtDate)}`;
}

/** One point: what it is, what was taught, the teacher's judgement and "Plan this". */
export const CoveragePointRow = memo(function CoveragePointRow({
  point,
  plannedFor,
  subStrand,
  actions,
}: {
  point: ClassPointCoverage;
  plannedFor: string | null;
  subStrand: string | null;
  actions: Actions;
}) {
  const set = (patch: PointStatusPatch) => void actions?.setStatus(point.syllabusPointId, patch);
  const level = (value: string) => (value === '' ? null : Number(value));
  const untaught = point.teachingCount === 0;
  return (
    <article
      aria-label={`${point.code} ${point.description}`}
      className="grid gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold">{point.code}</span>
          {point.retired && (
            <span className="rounded border border-border px-1.5 text-xs text-muted-foreground">
              Retired from the syllabus
            </span>
          )}
          <span
            className={cn('rounded border px-1.5 text-xs', PRIORITY_TONE[point.calculatedPriority])}
            title="Calculated from your priority, mastery, confidence and when it was last taught"
          >
            {PRIORITY_LABELS[point.calculatedPriority]} priority
          </span>
        </p>
        <p className="text-sm break-words">{point.description}</p>
        <p className="text-xs text-muted-foreground">
          {[point.strand, subStrand].filter(Boolean).join(' › ')}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={untaught ? 'text-muted-foreground' : ''}>{taughtText(point)}</span>
          {untaught && plannedFor && (
            <span className="rounded bg-muted px-1.5 text-xs">
              Planned for {formatDay(plannedFor)}
            </span>
          )}
          {untaught && !plannedFor && !point.retired && (
            <Button
              size="sm"
              variant="outline"
              disabled={!actions}
              aria-label={`Plan ${point.code} in the next free lesson`}
              onClick={() => void actions?.planThis(point.syllabusPointId, point.code)}
            >
              Plan this
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2 lg:justify-end">
        <LevelSelect
          label={POINT_STATUS_LABELS.mastery_level}
          code={point.code}
          value={point.masteryLevel}
          disabled={!actions}
          onChange={(value) => set({ mastery_level: level(value) })}
        />
        <LevelSelect
          label={POINT_STATUS_LABELS.teacher_confidence_level}
          code={point.code}
          value={point.teacherConfidenceLevel}
          disabled={!actions}
          onChange={(value) => set({ teacher_confidence_level: level(value) })}
        />
        <label className="grid gap-1 text-xs">
          <span>{POINT_STATUS_LABELS.priority_level}</span>
          <select
            className={SELECT}
            aria-label={`Priority of ${point.code}`}
            value={point.priorityLevel}
            disabled={!actions}
            onChange={(event) => set({ priority_level: event.target.value as PriorityLevel })}
          >
            {PRIORITY_LEVELS.map((value) => (
              <option key={value} value={value}>
                {PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs">
          <span>{POINT_STATUS_LABELS.review_status}</span>
          <select
            className={SELECT}
            aria-label={`Review of ${point.code}`}
            value={point.reviewStatus}
            disabled={!actions}
            onChange={(event) => set({ review_status: event.target.value as ReviewStatus })}
          >
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REVIEW_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </article>
  );
});

function LevelSelect({
  label,
  code,
  value,
  disabled,
  onChange,
}: {
  label: string;
  code: string;
  value: number | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid gap-1 text-xs">
      <span>{label}</span>
      <select
        className={SELECT}
        aria-label={`${label} of ${code}`}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Not set</option>
        {LEVELS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
