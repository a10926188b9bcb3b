import { toggleValue } from '../../model/filter/filter-labels';

const TOGGLE =
  'rounded-full border border-border px-2 py-0.5 text-xs aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/**
 * A set of toggle buttons (aria-pressed), as the planner's filter bar: none pressed means no
 * restriction, and each press is announced, not only shown.
 */
export function FilterToggles<T extends string | number>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1">
      <span className="text-xs text-muted-foreground">{label}:</span>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={selected.includes(option.value)}
          onClick={() => onChange(toggleValue(selected, option.value))}
          className={TOGGLE}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
