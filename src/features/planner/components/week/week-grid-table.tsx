import type { ComponentType } from 'react';
import { cellKey, type WeekDay, type WeekGrid } from '../../model/week';
import { MemoWeekCell, WeekCell, type WeekCellProps } from './week-cell';
import type { WeekDnd } from './week-dnd';

/**
 * Columns are keyed by weekday and lessons by their place in the cell, never by date or lesson
 * id: a week switch then updates the same rows, cells and cards in place instead of unmounting
 * the whole grid and building it again (issue 19: remounting every cell and card was most of the
 * switch's render, commit and style time).
 *
 * The week as a table: days across (Monday to Friday, weekend days only when they hold lessons),
 * the day's periods down, breaks as thin rows. A closed day says why in its heading and is
 * shaded; today's column is marked. A table keeps the DOM small (the view stays under 800 nodes) and gives screen readers
 * the day and period of every lesson.
 */
export function WeekGridTable({
  grid,
  caption,
  memoize,
  onOpen,
  onMoveRequest,
  dnd,
  today,
}: {
  grid: WeekGrid;
  caption: string;
  /** YYYY-MM-DD: its column is marked (aria-current="date"), when the week holds it. */
  today: string;
  memoize: boolean;
  onOpen: (lessonId: string) => void;
  onMoveRequest: ((lessonId: string) => void) | null;
  dnd: WeekDnd | null;
}) {
  const Cell: ComponentType<WeekCellProps> = memoize ? MemoWeekCell : WeekCell;
  return (
    // data-week-*: what `npm run bench:planner` waits for (rendered only with the week's lessons).
    <table
      className="w-full table-fixed border-collapse text-sm"
      data-week-start={grid.days[0]?.date}
      data-week-ready=""
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-24 p-1 text-left">
            Period
          </th>
          {grid.days.map((day) => (
            <DayHeading key={day.weekday} day={day} isToday={day.date === today} />
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row) => {
          const hasLessons = grid.days.some((day) =>
            grid.cells.has(cellKey(day.date, row.periodId)),
          );
          if (row.kind === 'break' && !hasLessons) {
            return (
              <tr key={row.periodId} className="h-4 bg-muted/40 text-xs text-muted-foreground">
                <th scope="row" className="px-1 text-left font-normal">
                  {row.name}
                </th>
                <td colSpan={grid.days.length} />
              </tr>
            );
          }
          return (
            <tr key={row.periodId}>
              <th scope="row" className="p-1 text-left align-top font-medium">
                {row.name}{' '}
                {row.start && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {row.start}–{row.end}
                  </span>
                )}
              </th>
              {grid.days.map((day) => {
                const key = cellKey(day.date, row.periodId);
                const lessons = grid.cells.get(key);
                const droppable = dnd !== null && day.teaching && row.kind === 'lesson' && !lessons;
                return (
                  <Cell
                    key={day.weekday}
                    isToday={day.date === today}
                    lessons={lessons}
                    closedReason={day.closedReason}
                    dropKey={droppable ? key : null}
                    memoize={memoize}
                    onOpen={onOpen}
                    onMoveRequest={onMoveRequest}
                    dnd={dnd}
                  />
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A day's column heading: its date and cycle day (or why it is closed). Today's says so in words
 * and to screen readers (aria-current="date"), with a bar in the primary colour above it.
 */
function DayHeading({ day, isToday }: { day: WeekDay; isToday: boolean }) {
  return (
    <th
      scope="col"
      aria-current={isToday ? 'date' : undefined}
      className={`p-1 text-left align-top ${isToday ? 'border-t-4 border-primary bg-primary/10 text-primary' : 'border-t-4 border-transparent'}`}
    >
      <span className="block truncate">
        {day.label}
        {isToday && (
          <span className="ml-1.5 rounded bg-primary px-1 text-xs font-medium text-primary-foreground">
            Today
          </span>
        )}
      </span>{' '}
      <span className="block truncate text-xs font-normal text-muted-foreground">
        {day.cycleDayName ?? day.closedReason}
      </span>
    </th>
  );
}
