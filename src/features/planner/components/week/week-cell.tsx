import { memo, type ComponentType } from 'react';
import type { WeekLesson } from '../../model/week';
import { LessonCard, MemoLessonCard, type LessonCardProps } from './lesson-card';
import type { WeekDnd } from './week-dnd';

export type WeekCellProps = {
  /** The column of today: tinted like its heading. */
  isToday?: boolean;
  lessons: readonly WeekLesson[] | undefined;
  /** Why no lessons run on this day; null on teaching days. */
  closedReason: string | null;
  /** 'date|periodId' when this is an empty lesson slot lessons may be dropped on. */
  dropKey: string | null;
  memoize: boolean;
  onOpen: (lessonId: string) => void;
  /** The move lessons flag: the 'Move…' action, and drag and drop once dnd-kit has loaded. */
  onMoveRequest: ((lessonId: string) => void) | null;
  dnd: WeekDnd | null;
};

/** One day × period of the grid: its lessons, a drop target when empty, shaded when closed. */
export function WeekCell({
  isToday = false,
  lessons,
  closedReason,
  dropKey,
  memoize,
  onOpen,
  onMoveRequest,
  dnd,
}: WeekCellProps) {
  const Card: ComponentType<LessonCardProps> = memoize ? MemoLessonCard : LessonCard;
  const shaded =
    closedReason !== null
      ? 'bg-muted/60 bg-[repeating-linear-gradient(45deg,transparent,transparent_6px,rgba(0,0,0,0.04)_6px,rgba(0,0,0,0.04)_12px)]'
      : isToday
        ? 'bg-primary/5'
        : '';
  return (
    <td
      className={`space-y-1 border border-border p-1 align-top ${shaded}`}
      title={closedReason ?? undefined}
    >
      {/* Keyed by place, so the next week's lessons reuse these cards (see WeekGridTable). */}
      {lessons?.map((lesson, place) => (
        <Card
          key={place}
          id={lesson.id}
          className={lesson.className}
          classColour={lesson.classColour}
          title={lesson.title}
          status={lesson.status}
          onOpen={onOpen}
          actions={
            onMoveRequest && !lesson.marked ? (
              <>
                <button
                  type="button"
                  onClick={() => onMoveRequest(lesson.id)}
                  className="rounded border border-border px-1 text-xs"
                  aria-label={`Move ${lesson.className} lesson`}
                >
                  Move…
                </button>
                {dnd && (
                  <dnd.DragHandle lessonId={lesson.id} label={`${lesson.className} lesson`} />
                )}
              </>
            ) : undefined
          }
        />
      ))}
      {dnd && dropKey !== null && <dnd.DropSlot slotKey={dropKey} />}
    </td>
  );
}

/** The memoized cell (grid memoization flag on). */
export const MemoWeekCell = memo(WeekCell);
