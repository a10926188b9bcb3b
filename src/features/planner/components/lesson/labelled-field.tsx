import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';

type FieldProps = { label: string; error?: string; description?: ReactNode; className?: string };

const CONTROL = cn(
  'block w-full rounded-md border border-border bg-background px-3 text-sm',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
);

type ControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** Label, control, description and error tied together for screen readers. */
function Field({
  label,
  error,
  description,
  className,
  children,
}: FieldProps & { children: (control: ControlAttributes) => ReactNode }) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
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
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  description,
  className,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <textarea
          rows={3}
          {...control}
          className={cn(CONTROL, 'py-2', error && 'border-destructive')}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  description,
  className,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <select
          {...control}
          className={cn(CONTROL, 'h-10', error && 'border-destructive')}
          {...select}
        />
      )}
    </Field>
  );
}
