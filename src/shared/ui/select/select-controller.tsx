import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import type { FieldProps } from '../form-fields';
import { SelectField } from './select';
import type { SelectProps } from './select-props';

type ControllerProps<T extends FieldValues, U> = Omit<FieldProps, 'error'> &
  Omit<SelectProps, 'value' | 'onValueChange' | 'name' | 'onBlur' | 'ref'> & {
    control: Control<T, unknown, U>;
    name: FieldPathByValue<T, string>;
    /** Runs after the form holds the new value (to set a field that follows this one). */
    onValueChange?: (value: string) => void;
  };

/**
 * A `SelectField` bound to a react-hook-form field (the kit select is not a native element, so
 * `register` cannot drive it). The field's error shows under it; a refused submit focuses it.
 */
export function SelectController<T extends FieldValues, U = T>({
  control,
  name,
  onValueChange,
  disabled,
  ...select
}: ControllerProps<T, U>) {
  const {
    field: { ref, value, onChange, onBlur, disabled: fieldDisabled },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <SelectField
      {...select}
      name={name}
      value={String(value ?? '')}
      disabled={disabled || fieldDisabled}
      error={error?.message}
      ref={ref}
      onBlur={onBlur}
      onValueChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
