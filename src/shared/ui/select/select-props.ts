import type { Ref } from 'react';
import { cn } from '../cn';
import { CONTROL } from '../form-fields';
import type { SelectChoice } from './select-choices';

/** The kit select's props: controlled, with its choices as data. */
export type SelectProps = {
  /** The chosen option's value; '' for none (an option with value '' is then the chosen one). */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectChoice[];
  /** Shown while nothing is chosen and no option stands for ''. */
  placeholder?: string;
  disabled?: boolean;
  /** Submitted with a surrounding form. */
  name?: string;
  id?: string;
  /** For a select without a visible label ("Role of Ada"). */
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  title?: string;
  /**
   * 'sm' (h-9) for table rows and toolbars; 'md' (h-10, like the inputs) otherwise. The trigger
   * fills its container's width: size it by its container (cn has no tailwind-merge, so a width
   * class beside the trigger's w-full would not reliably win).
   */
  size?: 'md' | 'sm';
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The closed select looks like the kit's inputs (CONTROL), both while it loads and once it has.
 * CONTROL is a block; the value and chevron sit in `SELECT_TRIGGER_ROW` inside it.
 */
export function selectTriggerClass(size: SelectProps['size'] = 'md') {
  return cn(
    CONTROL,
    size === 'sm' ? 'h-9' : 'h-10',
    'text-left aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50',
    'data-placeholder:text-muted-foreground',
  );
}

export const SELECT_TRIGGER_ROW = 'flex h-full items-center justify-between gap-2';
