import { useId, useState } from 'react';
import {
  CYCLE_LENGTH_MAX_DAYS,
  CYCLE_LENGTH_MIN_DAYS,
  type CalendarProblem,
} from '@/domain/calendar';
import type { CalendarDraft } from '../model';
import { CONTROL, hasProblem, messagesUnder } from './field-problems';
import { ProblemList } from './problem-list';

type Cycle = CalendarDraft['cycle'];

const MODES = [
  {
    value: 'calendar',
    label: 'Calendar',
    explanation:
      'Every weekday moves the cycle on, holidays and closures too, so Week A and Week B stay tied to calendar weeks. Day 1 is a Monday.',
  },
  {
    value: 'school_days',
    label: 'School days',
    explanation:
      'Only days in term move the cycle on; term breaks, and closures that shift the cycle, are skipped, so the day after them takes the cycle day they would have had.',
  },
] as const;

/** The cycle: length, mode (with what each means), anchor date and block labels. */
export function CycleSection({
  cycle,
  problems,
  onChange,
}: {
  cycle: Cycle;
  problems: readonly CalendarProblem[];
  onChange: (cycle: Cycle) => void;
}) {
  const id = useId();
  // The labels field keeps what was typed (spaces, a trailing comma) while the draft gets the list.
  const [labelsText, setLabelsText] = useState(cycle.labels.join(', '));
  const field = (name: string) => ({
    'aria-invalid': hasProblem(problems, `cycle.${name}`) || undefined,
    'aria-describedby': `${id}-${name}-problems`,
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Cycle
      </h2>
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-length`} className="block text-sm font-medium">
            Cycle length (days)
          </label>
          <input
            id={`${id}-length`}
            type="number"
            min={CYCLE_LENGTH_MIN_DAYS}
            max={CYCLE_LENGTH_MAX_DAYS}
            className={`${CONTROL} w-24`}
            value={Number.isNaN(cycle.length) ? '' : cycle.length}
            onChange={(e) => onChange({ ...cycle, length: e.target.valueAsNumber })}
            {...field('length')}
          />
          <ProblemList
            id={`${id}-length-problems`}
            messages={messagesUnder(problems, 'cycle.length')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-anchorDate`} className="block text-sm font-medium">
            Day 1 falls on
          </label>
          <input
            id={`${id}-anchorDate`}
            type="date"
            className={CONTROL}
            value={cycle.anchorDate ?? ''}
            onChange={(e) => onChange({ ...cycle, anchorDate: e.target.value || null })}
            {...field('anchorDate')}
          />
          <ProblemList
            id={`${id}-anchorDate-problems`}
            messages={messagesUnder(problems, 'cycle.anchorDate')}
          />
        </div>
        <div className="min-w-64 flex-1 space-y-1">
          <label htmlFor={`${id}-labels`} className="block text-sm font-medium">
            Week labels
          </label>
          <input
            id={`${id}-labels`}
            className={`${CONTROL} w-full`}
            placeholder="Week A, Week B"
            value={labelsText}
            onChange={(e) => {
              setLabelsText(e.target.value);
              const labels = e.target.value.split(',').map((label) => label.trim());
              onChange({ ...cycle, labels: labels.length === 1 && labels[0] === '' ? [] : labels });
            }}
            {...field('labels')}
          />
          <p className="text-xs text-muted-foreground">
            Separated by commas; they split the cycle into equal blocks. Leave empty for none.
          </p>
          <ProblemList
            id={`${id}-labels-problems`}
            messages={messagesUnder(problems, 'cycle.labels')}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How the cycle moves on</legend>
        {MODES.map((mode) => (
          <label key={mode.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="mt-1"
              checked={cycle.mode === mode.value}
              onChange={() => onChange({ ...cycle, mode: mode.value })}
            />
            <span>
              <span className="font-medium">{mode.label}</span>
              <span className="block text-muted-foreground">{mode.explanation}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
