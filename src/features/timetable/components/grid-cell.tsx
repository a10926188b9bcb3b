import type { SchedulePeriod } from '@/domain/calendar';
import type { GridEntry } from '../model';
import type { EditedCell } from './entry-editor';

/**
 * One cell of the timetable grid: free, the start of an entry (class, span, room), or a later
 * period a double covers ('continued', dashed). A button when the teacher may edit: a covered
 * cell opens the entry it belongs to, at the period where it starts, beside the cell chosen.
 */
export function GridCell({
  day,
  period,
  cover,
  classNames,
  onOpen,
  editorId = null,
}: {
  day: number;
  period: SchedulePeriod;
  cover: { entry: GridEntry; first: boolean } | undefined;
  classNames: ReadonlyMap<string, string>;
  /** Opens the editor in place, anchored to the cell's button. */
  onOpen: ((cell: EditedCell, anchor: HTMLElement) => void) | null;
  /** The id of the editor open on this cell, or null. */
  editorId?: string | null;
}) {
  const name = cover ? (classNames.get(cover.entry.class_id) ?? 'Unknown class') : null;
  const text = cover && name !== null ? entryText(name, cover) : 'Free';
  const continued = cover !== undefined && !cover.first;
  return (
    <td className="border border-border p-0 align-top">
      {onOpen ? (
        <button
          type="button"
          aria-label={`Day ${day}, ${period.name}: ${text}`}
          aria-haspopup="dialog"
          aria-expanded={editorId !== null}
          aria-controls={editorId ?? undefined}
          className={`block h-12 w-28 px-1 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring ${continued ? 'border-t border-dashed border-border bg-muted/60 italic' : ''}`}
          onClick={(event) =>
            onOpen(
              cover
                ? { cycleDay: day, periodId: cover.entry.period_id, entry: cover.entry }
                : { cycleDay: day, periodId: period.period_id, entry: null },
              event.currentTarget,
            )
          }
        >
          {name === null ? <span className="text-muted-foreground">Free</span> : text}
        </button>
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
