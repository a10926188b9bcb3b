import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import type { CalendarProblem, CycleMode } from '@/domain/calendar';
import type { CalendarDraft } from '../model';
import { CONTROL, hasProblem, messagesUnder } from './field-problems';
import { ProblemList } from './problem-list';
import { RowButtons } from './row-buttons';

type Closures = CalendarDraft['closures'];

/**
 * Closures: days with no lessons (a date and a reason). 'Shifts the cycle' only means something in
 * school-days mode, so it is disabled in calendar mode, where every weekday uses up its cycle day.
 */
export function ClosuresSection({
  closures,
  mode,
  problems,
  readOnly,
  onChange,
}: {
  closures: Closures;
  mode: CycleMode;
  problems: readonly CalendarProblem[];
  readOnly: boolean;
  onChange: (closures: Closures) => void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<Closures[number]>) =>
    onChange(closures.map((closure, j) => (j === i ? { ...closure, ...patch } : closure)));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Closures
      </h2>
      <p id={`${id}-shift`} className="text-sm text-muted-foreground">
        {mode === 'school_days'
          ? 'A closure that shifts the cycle is skipped: the next school day takes its cycle day. One that does not uses its cycle day up, untaught.'
          : 'In calendar mode a closure always uses up its cycle day; shifting the cycle applies only in school-days mode.'}
      </p>
      <ol className="space-y-2">
        {closures.map((closure, i) => {
          const prefix = `closures[${i}]`;
          const problemsId = `${id}-${i}-problems`;
          return (
            <li key={closure.id ?? `new-${i}`} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <input
                  type="date"
                  aria-label={`Closure ${i + 1} date`}
                  className={CONTROL}
                  value={closure.date}
                  aria-invalid={hasProblem(problems, `${prefix}.date`) || undefined}
                  aria-describedby={problemsId}
                  onChange={(e) => set(i, { date: e.target.value })}
                />
                <input
                  aria-label={`Closure ${i + 1} reason`}
                  className={`${CONTROL} w-56`}
                  placeholder="Staff development day"
                  value={closure.reason}
                  onChange={(e) => set(i, { reason: e.target.value })}
                />
                <label className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    aria-label={`Closure ${i + 1} shifts the cycle`}
                    checked={closure.shiftsCycle}
                    disabled={mode !== 'school_days'}
                    aria-describedby={`${id}-shift`}
                    onChange={(e) => set(i, { shiftsCycle: e.target.checked })}
                  />
                  Shifts the cycle
                </label>
                {!readOnly && (
                  <RowButtons
                    what={`closure ${i + 1}`}
                    index={i}
                    count={closures.length}
                    onRemove={(j) => onChange(closures.filter((_, k) => k !== j))}
                  />
                )}
              </div>
              <ProblemList id={problemsId} messages={messagesUnder(problems, prefix)} />
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...closures, { date: '', reason: '', shiftsCycle: false }])}
        >
          Add closure
        </Button>
      )}
    </section>
  );
}
