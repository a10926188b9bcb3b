import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Field, type FieldProps } from '../form-fields';
import { cn } from '../cn';
import { flatOptions } from './select-choices';
import { SELECT_TRIGGER_ROW, selectTriggerClass, type SelectProps } from './select-props';

/**
 * Radix Select (7.2 KB gzip) with its positioning (floating-ui) and scroll lock is up to 33 KB
 * gzip on a route that has none of them yet, more than several routes have left of their budget
 * (docs/decisions.md, "Design kit: selects on Radix"). So the kit loads it as its own chunk the
 * first time any select renders, and shows the closed control meanwhile; a route pays ~1 KB.
 */
const RadixSelect = lazy(() => import('./radix-select'));

/**
 * The design kit's select: a teacher picks one of `options`. Controlled (`value`,
 * `onValueChange`); give `aria-label` when no label is shown, or use `SelectField`.
 */
export function Select(props: SelectProps) {
  return (
    <Suspense fallback={<ClosedSelect {...props} />}>
      <RadixSelect {...props} />
    </Suspense>
  );
}

/**
 * What the select looks like closed, for the moment its chunk loads: the same box and text, so
 * nothing moves when it arrives. Not a control (it cannot open yet), so hidden from assistive
 * technology and tests until the real one is there.
 */
function ClosedSelect({ value, options, placeholder, size, disabled }: SelectProps) {
  const chosen = flatOptions(options).find((option) => option.value === value);
  return (
    <span
      aria-hidden
      data-placeholder={chosen ? undefined : ''}
      // Not a control, so not exempt from contrast as a disabled one is: muted, not faded.
      className={cn(selectTriggerClass(size), disabled && 'bg-muted text-muted-foreground')}
    >
      <span className={SELECT_TRIGGER_ROW}>
        <span className="min-w-0 truncate">{chosen?.label ?? placeholder}</span>
        <ChevronDown className="size-4 shrink-0 opacity-60" />
      </span>
    </span>
  );
}

/** A labelled kit select: label, description and error tied to it as for every field. */
export function SelectField({
  label,
  error,
  description,
  className,
  id,
  ...select
}: FieldProps & Omit<SelectProps, 'aria-invalid' | 'aria-describedby' | 'aria-label'>) {
  return (
    <Field label={label} error={error} description={description} className={className} id={id}>
      {(control) => <Select {...select} {...control} />}
    </Field>
  );
}
