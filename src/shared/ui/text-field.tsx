import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The field's own problem, shown under it and announced with it. */
  error?: string;
  description?: ReactNode;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) for screen readers. */
export function TextField({ label, error, description, className, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block h-10 w-full rounded-md border border-border bg-background px-3 text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          error && 'border-destructive',
        )}
        {...input}
      />
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
