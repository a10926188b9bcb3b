import { useId } from 'react';
import { cn } from '@/shared/ui/cn';

/** The five ratings in words, low to high (1–5, the columns' check). */
export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * One 1–5 rating as a labelled radio group: the number and its word on every choice, the
 * question as the group's name. Native radios sharing a name, so the arrow keys move the choice
 * and Tab leaves the group, as in any radio group, with no script of our own.
 */
export function RatingChoice({
  name,
  question,
  value,
  error,
  onChange,
}: {
  /** The form field, e.g. 'effectiveness_rating'. */
  name: string;
  question: string;
  /** '' until a choice is made. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1.5"
    >
      <legend id={`${id}-legend`} className="text-sm font-medium">
        {question}
      </legend>
      <div className="grid grid-cols-5 gap-1.5">
        {RATING_WORDS.map((word, index) => {
          const rating = String(index + 1);
          return (
            <label
              key={rating}
              className={cn(
                'flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-md border border-border bg-background px-1 py-1 text-center leading-tight',
                'hover:bg-muted has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                error && 'border-destructive',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-${name}`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <span className="text-sm font-semibold">{rating}</span>{' '}
              <span className="text-xs">{word}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
