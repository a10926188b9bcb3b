import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import type { CalendarProblem, SchedulePeriod } from '@/domain/calendar';
import { CONTROL, hasProblem, messagesUnder } from './field-problems';
import { ProblemList } from './problem-list';
import { moved, RowButtons } from './row-buttons';

/**
 * The day schedule: periods and breaks in the order of the day. A new row gets a fresh
 * `period_id` that never changes, so renaming 'Period 3' keeps its timetable entries.
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
  const add = (kind: SchedulePeriod['kind']) => {
    const lessons = schedule.filter((row) => row.kind === 'lesson').length;
    const start = schedule[schedule.length - 1]?.end ?? '09:00';
    const name = kind === 'lesson' ? `Period ${lessons + 1}` : 'Break';
    onChange([
      ...schedule,
      { period_id: `p-${crypto.randomUUID().slice(0, 8)}`, name, start, end: '', kind },
    ]);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Day schedule
      </h2>
      {schedule.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No periods yet: add the periods and breaks of a school day.
        </p>
      )}
      <ol className="space-y-2">
        {schedule.map((row, i) => {
          const what = `row ${i + 1}`;
          const prefix = `daySchedule[${i}]`;
          const problemsId = `${id}-${i}-problems`;
          const control = (name: string) => ({
            'aria-invalid': hasProblem(problems, `${prefix}.${name}`) || undefined,
            'aria-describedby': problemsId,
          });
          return (
            <li key={row.period_id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <input
                  aria-label={`Row ${i + 1} name`}
                  className={`${CONTROL} w-36`}
                  value={row.name}
                  onChange={(e) => set(i, { name: e.target.value })}
                  {...control('name')}
                />
                <input
                  type="time"
                  aria-label={`Row ${i + 1} start`}
                  className={CONTROL}
                  value={row.start}
                  onChange={(e) => set(i, { start: e.target.value })}
                  {...control('start')}
                />
                <input
                  type="time"
                  aria-label={`Row ${i + 1} end`}
                  className={CONTROL}
                  value={row.end}
                  onChange={(e) => set(i, { end: e.target.value })}
                  {...control('end')}
                />
                <select
                  aria-label={`Row ${i + 1} kind`}
                  className={CONTROL}
                  value={row.kind}
                  onChange={(e) => set(i, { kind: e.target.value as SchedulePeriod['kind'] })}
                >
                  <option value="lesson">Lesson</option>
                  <option value="break">Break</option>
                </select>
                {!readOnly && (
                  <RowButtons
                    what={what}
                    index={i}
                    count={schedule.length}
                    onMove={(from, to) => onChange(moved(schedule, from, to))}
                    onRemove={(j) => onChange(schedule.filter((_, k) => k !== j))}
                  />
                )}
              </div>
              <ProblemList id={problemsId} messages={messagesUnder(problems, prefix)} />
            </li>
          );
        })}
      </ol>
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
