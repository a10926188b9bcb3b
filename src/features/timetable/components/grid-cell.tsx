import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import type { SchedulePeriod } from '@/domain/calendar';
import type { GridEntry } from '../model';
import type { EditedCell } from './entry-editor';

/**
 * One cell of the timetable grid: free, the start of an entry (class, span, room), or a later
 * period a double covers ('continued', dashed). A button when the teacher may edit: a covered
 * cell opens the entry it belongs to, at the period where it starts.
 */
export function GridCell({
  day,
  period,
  cover,
  classNames,
  onOpen,
  editor = null,
  onClose,
}: {
  day: number;
  period: SchedulePeriod;
  cover: { entry: GridEntry; first: boolean } | undefined;
  classNames: ReadonlyMap<string, string>;
  onOpen: ((cell: EditedCell) => void) | null;
  /** The entry editor and its title, when it is open on this cell. */
  editor?: { title: string; content: ReactNode } | null;
  onClose?: () => void;
}) {
  const name = cover ? (classNames.get(cover.entry.class_id) ?? 'Unknown class') : null;
  const text = cover && name !== null ? entryText(name, cover) : 'Free';
  const continued = cover !== undefined && !cover.first;
  return (
    <td className="border border-border p-0 align-top">
      {onOpen ? (
        // The editor opens in place, beside the cell it edits (Radix places it where it fits and
        // sends focus back to the cell on close), not under a grid that may run off screen.
        <Popover.Root open={editor !== null} onOpenChange={(open) => !open && onClose?.()}>
          <Popover.Trigger asChild>
            <button
              type="button"
              aria-label={`Day ${day}, ${period.name}: ${text}`}
              className={`block h-12 w-28 px-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring ${continued ? 'border-t border-dashed border-border bg-muted/60 italic' : ''}`}
              onClick={() =>
                onOpen(
                  cover
                    ? { cycleDay: day, periodId: cover.entry.period_id, entry: cover.entry }
                    : { cycleDay: day, periodId: period.period_id, entry: null },
                )
              }
            >
              {name === null ? <span className="text-muted-foreground">Free</span> : text}
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              aria-label={editor?.title}
              side="bottom"
              align="start"
              sideOffset={4}
              collisionPadding={8}
              className="z-50 w-[min(34rem,calc(100vw-1rem))] rounded-md border border-border bg-background shadow-lg"
            >
              {editor?.content}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : (
        <span className="block h-12 w-28 px-1 text-xs">
          {name === null ? <span className="sr-only">Free</span> : text}
        </span>
      )}
    </td>
  );
}

/** '7 Maths A (2 periods), M12' where the entry starts; '7 Maths A (continued)' after. */
function entryText(name: string, cover: { entry: GridEntry; first: boolean }): string {
  if (!cover.first) return `${name} (continued)`;
  const span = cover.entry.period_span > 1 ? ` (${cover.entry.period_span} periods)` : '';
  return `${name}${span}${cover.entry.room ? `, ${cover.entry.room}` : ''}`;
}
