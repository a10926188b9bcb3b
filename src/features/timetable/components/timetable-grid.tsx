import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TimetableCommands } from '../commands/use-timetable-commands';
import type { SchedulePeriod } from '@/domain/calendar';
import { cellKey, coveredCells, cycleDayHeading, lessonPeriods } from '../model';
import type { TimetableEntries } from '../queries/use-timetable-entries';
import { EntryEditor, entryEditorTitle, type EditedCell } from './entry-editor';
import { GridCell } from './grid-cell';

const CellEditorPopover = lazy(() =>
  import('./cell-editor-popover').then((module) => ({ default: module.CellEditorPopover })),
);

/**
 * The teacher's own timetable: cycle days across, the day's periods down (breaks as thin
 * separators, never assignable). A double period shows in every cell it covers. Choosing a cell
 * opens the editor in place, anchored to that cell; VIEWERs (`commands` null) see the grid only.
 */
export function TimetableGrid({
  schedule,
  cycle,
  data,
  commands,
}: {
  schedule: readonly SchedulePeriod[];
  cycle: { readonly length: number; readonly labels: readonly string[] };
  data: TimetableEntries;
  commands: TimetableCommands | null;
}) {
  const id = useId();
  // The cell being edited, and the cell it was opened from (a double's later period opens the
  // entry where it starts, beside the cell that was chosen).
  const [edited, setEdited] = useState<{
    cell: EditedCell;
    at: string;
    anchor: HTMLElement;
  } | null>(null);
  const close = () => setEdited(null);
  const covered = useMemo(() => coveredCells(schedule, data.entries), [schedule, data.entries]);
  const days = Array.from({ length: cycle.length }, (_, i) => i + 1);
  const canEdit = commands !== null && data.classes.length > 0;

  if (lessonPeriods(schedule).length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The saved day schedule has no lesson periods yet, so there is nothing to fill in.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {commands !== null && data.classes.length === 0 && (
        <p className="text-sm">
          You have no active classes to put in your timetable.{' '}
          <Link className="text-primary underline" to="/settings/classes">
            Add your classes
          </Link>{' '}
          first.
        </p>
      )}
      <div className="overflow-x-auto">
        <table aria-labelledby={`${id}-caption`} className="border-collapse text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            Your timetable: cycle days across, periods down
          </caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                Period
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className="p-1 text-left whitespace-nowrap">
                  {cycleDayHeading(cycle, day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {schedule.map((period) =>
              period.kind === 'break' ? (
                <tr key={period.period_id}>
                  <th
                    scope="row"
                    colSpan={days.length + 1}
                    className="bg-muted px-1 text-left text-xs font-normal text-muted-foreground"
                  >
                    {period.name} {period.start}–{period.end}
                  </th>
                </tr>
              ) : (
                <tr key={period.period_id}>
                  <th scope="row" className="p-1 text-left whitespace-nowrap">
                    {period.name}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {period.start}–{period.end}
                    </span>
                  </th>
                  {days.map((day) => {
                    const at = cellKey(day, period.period_id);
                    return (
                      <GridCell
                        key={day}
                        day={day}
                        period={period}
                        cover={covered.get(at)}
                        classNames={data.classNames}
                        onOpen={canEdit ? (cell, anchor) => setEdited({ cell, at, anchor }) : null}
                        editorId={edited?.at === at ? `${id}-editor` : null}
                      />
                    );
                  })}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {edited && commands && (
        <Suspense fallback={null}>
          <CellEditorPopover
            id={`${id}-editor`}
            anchor={edited.anchor}
            title={entryEditorTitle(edited.cell, schedule)}
            onClose={close}
          >
            <EntryEditor
              key={`${edited.cell.cycleDay}|${edited.cell.periodId}|${edited.cell.entry?.id ?? ''}`}
              cell={edited.cell}
              schedule={schedule}
              classes={data.classes}
              commands={commands}
              onClose={close}
            />
          </CellEditorPopover>
        </Suspense>
      )}
    </div>
  );
}
