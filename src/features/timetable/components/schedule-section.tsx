import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select/select';
import type { CalendarProblem, SchedulePeriod } from '@/domain/calendar';
import { nextScheduleRow, withRowEnd } from '../model';
import { CONTROL, hasProblem, messagesUnder } from './field-problems';
import { ProblemList } from './problem-list';
import { moved, RowButtons } from './row-buttons';

/**
 * The day schedule: periods and breaks in the order of the day, a table with a header per column.
 * A new row starts when the last one ends (nextScheduleRow), and a row's start follows the end
 * of the row before it while the two touch (withRowEnd). A new row gets a fresh `period_id` that
 * never changes, so renaming 'Period 3' keeps its timetable entries.
 */
export function ScheduleSection({
  schedule,
  problems,
  readOnly,
  onChange,
}: {
  schedule: readonly SchedulePeriod[];
  problems: readonly CalendarProblem[];
  readOnly: boolean;
  onChange: (schedule: SchedulePeriod[]) => void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<SchedulePeriod>) =>
    onChange(schedule.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const add = (kind: SchedulePeriod['kind']) =>
    onChange([
      ...schedule,
      nextScheduleRow(schedule, kind, `p-${crypto.randomUUID().slice(0, 8)}`),
    ]);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Day schedule
      </h2>
      {schedule.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No periods yet: add the periods and breaks of a school day.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="-mx-2 border-separate border-spacing-x-2 border-spacing-y-1 text-sm">
            <caption className="sr-only">Periods and breaks of a school day, in order</caption>
            <thead>
              <tr className="text-left text-xs font-medium text-muted-foreground">
                <th scope="col" className="font-medium">
                  Name
                </th>
                <th scope="col" className="font-medium">
                  Start
                </th>
                <th scope="col" className="font-medium">
                  End
                </th>
                <th scope="col" className="font-medium">
                  Kind
                </th>
                {!readOnly && (
                  <th scope="col" className="font-medium">
                    <span className="sr-only">Order and remove</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {schedule.map((row, i) => (
                <ScheduleRow
                  key={row.period_id}
                  row={row}
                  index={i}
                  count={schedule.length}
                  problemsId={`${id}-${i}-problems`}
                  problems={problems}
                  readOnly={readOnly}
                  onSet={(patch) => set(i, patch)}
                  onEnd={(end) => onChange(withRowEnd(schedule, i, end))}
                  onMove={(from, to) => onChange(moved(schedule, from, to))}
                  onRemove={(j) => onChange(schedule.filter((_, k) => k !== j))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!readOnly && (
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => add('lesson')}>
            Add period
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => add('break')}>
            Add break
          </Button>
        </div>
      )}
    </section>
  );
}

const KINDS = [
  { value: 'lesson', label: 'Lesson' },
  { value: 'break', label: 'Break' },
];

/** One period or break; its problems in a row of their own under it. */
function ScheduleRow({
  row,
  index: i,
  count,
  problemsId,
  problems,
  readOnly,
  onSet,
  onEnd,
  onMove,
  onRemove,
}: {
  row: SchedulePeriod;
  index: number;
  count: number;
  problemsId: string;
  problems: readonly CalendarProblem[];
  readOnly: boolean;
  onSet: (patch: Partial<SchedulePeriod>) => void;
  onEnd: (end: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const prefix = `daySchedule[${i}]`;
  const messages = messagesUnder(problems, prefix);
  const control = (name: string) => ({
    'aria-invalid': hasProblem(problems, `${prefix}.${name}`) || undefined,
    'aria-describedby': problemsId,
  });
  return (
    <>
      <tr>
        <td>
          <input
            aria-label={`Row ${i + 1} name`}
            className={`${CONTROL} w-36`}
            value={row.name}
            onChange={(e) => onSet({ name: e.target.value })}
            {...control('name')}
          />
        </td>
        <td>
          <input
            type="time"
            aria-label={`Row ${i + 1} start`}
            className={CONTROL}
            value={row.start}
            onChange={(e) => onSet({ start: e.target.value })}
            {...control('start')}
          />
        </td>
        <td>
          <input
            type="time"
            aria-label={`Row ${i + 1} end`}
            className={CONTROL}
            value={row.end}
            onChange={(e) => onEnd(e.target.value)}
            {...control('end')}
          />
        </td>
        <td>
          <div className="w-28">
            <Select
              aria-label={`Row ${i + 1} kind`}
              size="sm"
              value={row.kind}
              options={KINDS}
              // Radix goes by its own `disabled`, not the editor's disabled fieldset.
              disabled={readOnly}
              onValueChange={(kind) => onSet({ kind: kind as SchedulePeriod['kind'] })}
            />
          </div>
        </td>
        {!readOnly && (
          <td>
            <RowButtons
              what={`row ${i + 1}`}
              index={i}
              count={count}
              onMove={onMove}
              onRemove={onRemove}
            />
          </td>
        )}
      </tr>
      {messages.length > 0 && (
        <tr>
          <td colSpan={readOnly ? 4 : 5}>
            <ProblemList id={problemsId} messages={messages} />
          </td>
        </tr>
      )}
    </>
  );
}
