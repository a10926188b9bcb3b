import { memo, type ReactNode } from 'react';
import type { LessonStatus } from '@/domain/lessons';
import { STATUS_LABELS } from '../../model/week';

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

/** The title a card shows: none for a lesson nobody has named (a generated one, say). */
export function cardTitleOf(title: string | null): string | null {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * One line of the card, cut with an ellipsis at the card's edge: a long title never spills into
 * the next day's column. The full text stays in the DOM (so in the button's accessible name), in
 * a tooltip on hover, and wraps in full while the card has keyboard focus.
 */
const LINE =
  'block max-w-full truncate group-focus-visible:whitespace-normal group-focus-visible:break-words';

/**
 * One lesson in the grid or list: a button (Enter or a click opens it) with the class colour as a
 * stripe beside the class name, the title when the lesson has one, and the status as words once,
 * so nothing is told by colour alone. Props are primitives and one stable callback, so
 * memoization can hold.
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
  const shownTitle = cardTitleOf(title);
  return (
    <div className="flex min-w-0 items-stretch gap-1">
      <button
        type="button"
        data-lesson-id={id}
        data-print="card"
        onClick={() => onOpen(id)}
        className="group flex min-w-0 flex-1 flex-col items-start overflow-hidden rounded-md border border-l-4 border-border bg-background px-2 py-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        style={{ borderLeftColor: classColour ?? 'currentColor' }}
      >
        <span className={`${LINE} font-semibold`} title={className}>
          {className}
        </span>{' '}
        {shownTitle !== null && (
          <>
            <span className={LINE} title={shownTitle} data-card-title="">
              {shownTitle}
            </span>{' '}
          </>
        )}
        <span className={`mt-0.5 max-w-full truncate rounded px-1 ${STATUS_STYLES[status]}`}>
          {STATUS_LABELS[status]}
        </span>
      </button>
      {actions}
    </div>
  );
}

/** The memoized card (grid memoization flag on): unchanged lessons skip re-rendering. */
export const MemoLessonCard = memo(LessonCard);
