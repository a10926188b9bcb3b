import type { UseFormRegisterReturn } from 'react-hook-form';

/** A fieldset of checkboxes sharing one form field (react-hook-form collects the ticked values). */
export function CheckboxGroup({
  legend,
  options,
  register,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input type="checkbox" value={option.value} className="accent-primary" {...register} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
