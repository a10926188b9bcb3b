import {
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { FieldProps } from '../form-fields';
import { SelectField } from './select';
import type { SelectProps } from './select-props';

type ControllerProps<T extends FieldValues, U> = Omit<FieldProps, 'error'> &
  Omit<SelectProps, 'value' | 'onValueChange' | 'name' | 'onBlur' | 'ref'> & {
    form: UseFormReturn<T, unknown, U>;
    name: FieldPathByValue<T, string>;
    /** Runs after the form holds the new value (to set a field that follows this one). */
    onValueChange?: (value: string) => void;
  };

/**
 * A `SelectField` bound to a react-hook-form field: the kit select is not a native element, so
 * `register`'s onChange cannot read it. Built from what every form already bundles (useWatch,
 * setValue, getFieldState, register for the trigger's ref), not `useController`: react-hook-form
 * is one chunk shared by every form route, and useController alone added ~1 KB gzip to each of
 * them, the sign-in and profile pages included. The field's error shows under it; a refused
 * submit focuses it; after a submit each choice is validated again (reValidateMode onChange).
 */
export function SelectController<T extends FieldValues, U = T>({
  form,
  name,
  onValueChange,
  ...select
}: ControllerProps<T, U>) {
  const { control, register, setValue, getFieldState, formState } = form;
  const value = useWatch({ control, name });
  const { error } = getFieldState(name, formState);
  const revalidate = formState.isSubmitted;
  const { ref } = register(name);
  return (
    <SelectField
      {...select}
      name={name}
      value={String(value ?? '')}
      error={error?.message}
      ref={ref}
      onValueChange={(next) => {
        setValue(name, next as PathValue<T, typeof name>, {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: revalidate,
        });
        onValueChange?.(next);
      }}
    />
  );
}
