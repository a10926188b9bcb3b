import { Link } from 'react-router';
import { plannerHref } from '@/domain/lessons';
import { cn } from '@/shared/ui/cn';
import { formatTimeRange } from '../model/dashboard-format';
import { STATUS_LABELS, type DayLessonRow, type LessonTiming } from '../model/day-lessons';

const TIMING_LABELS = { now: 'Now', next: 'Next' } as const;

/** A day's lessons in order; each opens its panel in the planner. */
export function DayLessonList({
  label,
  lessons,
  timings,
}: {
  /** The list's accessible name ("Lessons today"). */
  label: string;
  lessons: readonly DayLessonRow[];
  timings?: ReadonlyMap<string, LessonTiming>;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <DayLessonItem lesson={lesson} timing={timings?.get(lesson.id) ?? null} />
        </li>
      ))}
    </ul>
  );
}

function DayLessonItem({ lesson, timing }: { lesson: DayLessonRow; timing: LessonTiming }) {
  const time = formatTimeRange(lesson.startTime, lesson.endTime);
  return (
    <Link
      to={plannerHref({ date: lesson.date, lessonId: lesson.id })}
      className={cn(
        'grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-start gap-3 rounded-sm px-1 py-2 hover:bg-muted',
        timing === 'now' && 'bg-muted/60',
      )}
    >
      <span className="text-sm tabular-nums">
        <span className="block font-medium">{time ?? 'No time'}</span>
        {lesson.periodName && (
          <span className="block text-xs text-muted-foreground">{lesson.periodName}</span>
        )}
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-2 text-sm font-medium">
          <span
            aria-hidden
            className="size-2.5 shrink-0 rounded-full border border-border"
            style={{ backgroundColor: lesson.classColour ?? 'transparent' }}
          />
          <span className="truncate">{lesson.className}</span>
        </span>
        <span
          className={cn(
            'block truncate text-sm',
            lesson.title === null && 'text-muted-foreground italic',
          )}
        >
          {lesson.title ?? 'No plan yet'}
        </span>
      </span>
      <span className="flex flex-col items-end gap-1 text-xs">
        {timing && (
          <span className="rounded-sm bg-primary px-1.5 py-0.5 font-medium text-primary-foreground">
            {TIMING_LABELS[timing]}
          </span>
        )}
        <span className="text-muted-foreground">{STATUS_LABELS[lesson.status]}</span>
      </span>
    </Link>
  );
}
