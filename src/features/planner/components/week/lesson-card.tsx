import { memo, type ReactNode } from 'react';
import type { LessonStatus } from '@/domain/lessons';
import { lessonHeadline, STATUS_LABELS } from '../../model/week';

export type LessonCardProps = {
  id: string;
  className: string;
  classColour: string | null;
  title: string | null;
  status: LessonStatus;
  onOpen: (lessonId: string) => void;
  /** The move button or drag handle when the move lessons flag is on. */
  actions?: ReactNode;
};

const STATUS_STYLES: Record<LessonStatus, string> = {
  PLANNED: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  UNPLANNED: 'bg-muted text-foreground',
  COMPLETED: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  MISSED: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  PENDING_REFLECTION: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * One lesson in the grid or list: a button (Enter or a click opens it) with the class colour as a
 * stripe beside the class name, the title or 'Unplanned', and the status as words, so nothing is
 * told by colour alone. Props are primitives and one stable callback, so memoization can hold.
 */
export function LessonCard({
  id,
  className,
  classColour,
  title,
  status,
  onOpen,
  actions,
}: LessonCardProps) {
  return (
    <div className="flex items-stretch gap-1">
      <button
        type="button"
        data-lesson-id={id}
        data-print="card"
        onClick={() => onOpen(id)}
        className="flex min-w-0 flex-1 flex-col items-start rounded-md border border-l-4 border-border bg-background px-2 py-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        style={{ borderLeftColor: classColour ?? 'currentColor' }}
      >
        <span className="font-semibold">{className}</span>{' '}
        <span className="truncate">{lessonHeadline({ title })}</span>{' '}
        <span className={`mt-0.5 rounded px-1 ${STATUS_STYLES[status]}`}>
          {STATUS_LABELS[status]}
        </span>
      </button>
      {actions}
    </div>
  );
}

/** The memoized card (grid memoization flag on): unchanged lessons skip re-rendering. */
export const MemoLessonCard = memo(LessonCard);
