import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A fieldset of checkboxes sharing one form field (react-hook-form collects the ticked values),
 * laid out in even columns of at least `minWidth` (a label never wraps inside its box).
 */
export function CheckboxGroup({
  legend,
  options,
  register,
  minWidth = 'wide',
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
  /** 'wide' fits "Physical Education", 'narrow' fits "Year 12". */
  minWidth?: 'wide' | 'narrow';
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div
        className={`grid gap-2 ${minWidth === 'wide' ? 'grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]' : 'grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))]'}`}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-md border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input type="checkbox" value={option.value} className="accent-primary" {...register} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
