import type { ComponentProps } from 'react';
import { cn } from './cn';
import { CONTROL, Field, type FieldProps } from './form-fields';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) for screen readers. */
export function TextField({ label, error, description, className, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} description={description} className={className} id={id}>
      {(control) => (
        <input
          {...control}
          className={cn(CONTROL, 'h-10', error && 'border-destructive')}
          {...input}
        />
      )}
    </Field>
  );
}
