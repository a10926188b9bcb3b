import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField } from '@/shared/ui/select/select';
import type { TimetableCommands } from '../commands/use-timetable-commands';
import type { SchedulePeriod } from '@/domain/calendar';
import { maxSpanAt, type GridEntry } from '../model';
import type { TimetableClass } from '../queries/use-timetable-entries';
import { CONTROL } from './field-problems';

/** The cell being edited: where it starts, and the entry already there (if any). */
export type EditedCell = { cycleDay: number; periodId: string; entry: GridEntry | null };

/** "Day 2, Period 3": the editor's heading and its popover's name. */
export function entryEditorTitle(cell: EditedCell, schedule: readonly SchedulePeriod[]): string {
  const period = schedule.find((p) => p.period_id === cell.periodId);
  return `Day ${cell.cycleDay}, ${period?.name ?? 'a removed period'}`;
}

/** Put a class in a cell (with its span and room), change it, or clear it. */
export function EntryEditor({
  cell,
  schedule,
  classes,
  commands,
  onClose,
}: {
  cell: EditedCell;
  schedule: readonly SchedulePeriod[];
  classes: readonly TimetableClass[];
  commands: TimetableCommands;
  onClose: () => void;
}) {
  const id = useId();
  const { entry } = cell;
  const [classId, setClassId] = useState(entry?.class_id ?? classes[0]?.id ?? '');
  const [span, setSpan] = useState(entry?.period_span ?? 1);
  const [room, setRoom] = useState(entry?.room ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const spans = Array.from({ length: maxSpanAt(schedule, cell.periodId) }, (_, i) => i + 1);
  const title = entryEditorTitle(cell, schedule);

  const run = async (write: () => ReturnType<TimetableCommands['clearEntry']>, done: string) => {
    setProblem(null);
    try {
      const result = await write();
      if (!result.ok) return setProblem(result.message);
      toast.success(done);
      onClose();
    } catch (error) {
      console.error(error);
      setProblem('That did not work on this device. Reload the page and try again.');
    }
  };
  const save = () =>
    run(
      () =>
        commands.saveEntry(
          {
            id: entry?.id,
            classId,
            cycleDay: cell.cycleDay,
            periodId: cell.periodId,
            periodSpan: span,
            room,
          },
          schedule,
        ),
      `${title} saved`,
    );

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Class"
          className="w-48"
          size="sm"
          value={classId}
          options={classes.map((option) => ({ value: option.id, label: option.name }))}
          onValueChange={setClassId}
        />
        <SelectField
          label="Periods"
          className="w-32"
          size="sm"
          value={String(span)}
          options={spans.map((n) => ({
            value: String(n),
            label: n === 1 ? 'Single' : n === 2 ? 'Double (2)' : `${n} periods`,
          }))}
          onValueChange={(value) => setSpan(Number(value))}
        />
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Room (optional)</span>
          <input
            className={`${CONTROL} w-28`}
            value={room}
            onChange={(e) => setRoom(e.target.value)}
          />
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save entry
        </Button>
        {entry && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void run(() => commands.clearEntry(entry.id), `${title} cleared`)}
          >
            Clear entry
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
