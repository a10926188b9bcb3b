import { useId } from 'react';
import { Button } from '@/shared/ui/button';
import type { CalendarProblem, Term } from '@/domain/calendar';
import { CONTROL, hasProblem, messagesUnder } from './field-problems';
import { ProblemList } from './problem-list';
import { RowButtons } from './row-buttons';

/** Term dates: a name ('Term N' by default), a first and a last day. */
export function TermsSection({
  terms,
  problems,
  readOnly,
  onChange,
}: {
  terms: readonly Term[];
  problems: readonly CalendarProblem[];
  readOnly: boolean;
  onChange: (terms: Term[]) => void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<Term>) =>
    onChange(terms.map((term, j) => (j === i ? { ...term, ...patch } : term)));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Terms
      </h2>
      {terms.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No terms yet: until there are, every weekday counts as a teaching day.
        </p>
      )}
      <ol className="space-y-2">
        {terms.map((term, i) => {
          const prefix = `terms[${i}]`;
          const problemsId = `${id}-${i}-problems`;
          const control = (name: string) => ({
            'aria-invalid': hasProblem(problems, `${prefix}.${name}`) || undefined,
            'aria-describedby': problemsId,
          });
          return (
            <li key={i} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <input
                  aria-label={`Term ${i + 1} name`}
                  className={`${CONTROL} w-32`}
                  value={term.term}
                  onChange={(e) => set(i, { term: e.target.value })}
                  {...control('term')}
                />
                <input
                  type="date"
                  aria-label={`Term ${i + 1} start`}
                  className={CONTROL}
                  value={term.start}
                  onChange={(e) => set(i, { start: e.target.value })}
                  {...control('start')}
                />
                <span aria-hidden>to</span>
                <input
                  type="date"
                  aria-label={`Term ${i + 1} end`}
                  className={CONTROL}
                  value={term.end}
                  onChange={(e) => set(i, { end: e.target.value })}
                  {...control('end')}
                />
                {!readOnly && (
                  <RowButtons
                    what={`term ${i + 1}`}
                    index={i}
                    count={terms.length}
                    onRemove={(j) => onChange(terms.filter((_, k) => k !== j))}
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
          onClick={() =>
            onChange([...terms, { term: `Term ${terms.length + 1}`, start: '', end: '' }])
          }
        >
          Add term
        </Button>
      )}
    </section>
  );
}
