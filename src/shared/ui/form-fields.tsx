import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export type FieldProps = {
  label: string;
  /** The field's own problem, shown under it and announced with it. */
  error?: string;
  description?: ReactNode;
  className?: string;
};

export const CONTROL = cn(
  'block w-full rounded-md border border-border bg-background px-3 text-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
);

/**
 * Label, control, description and error tied together (htmlFor, aria-invalid, aria-describedby).
 * Every labelled control of the app goes through it: TextField, TextAreaField and the kit's
 * SelectField (select/select.tsx).
 */
export function Field({
  label,
  error,
  description,
  className,
  id: givenId,
  children,
}: FieldProps & { id?: string; children: (control: ControlAttributes) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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

type ControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export function TextAreaField({
  label,
  error,
  description,
  className,
  id,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  return (
    <Field label={label} error={error} description={description} className={className} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={cn(CONTROL, 'min-h-24 py-2', error && 'border-destructive')}
          {...textarea}
        />
      )}
    </Field>
  );
}
