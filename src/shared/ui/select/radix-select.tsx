import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { cn } from '../cn';
import { fromItemValue, rootValue, toItemValue } from './empty-choice';
import { isGroup, type SelectOption } from './select-choices';
import { SELECT_TRIGGER_ROW, selectTriggerClass, type SelectProps } from './select-props';

/**
 * The kit select on Radix Select: a trigger like the inputs, the list in a portal below it (above
 * when there is no room), scrolling past 20 rem, a check on the chosen option. The list sits at
 * z-60, above the dialogs (z-50) and the lesson panel (z-40) a select may open from. Loaded by
 * `Select` (select.tsx) as its own chunk: keep it the only importer of Radix Select.
 */
export default function RadixSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  name,
  size,
  ...trigger
}: SelectProps) {
  return (
    <Select.Root
      value={rootValue(value, options)}
      onValueChange={(next) => onValueChange(fromItemValue(next))}
      disabled={disabled}
      name={name}
    >
      <Select.Trigger {...trigger} className={selectTriggerClass(size)}>
        <span className={SELECT_TRIGGER_ROW}>
          <span className="min-w-0 truncate">
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon asChild>
            <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
          </Select.Icon>
        </span>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className={cn(
            'z-60 max-h-[min(20rem,var(--radix-select-content-available-height))]',
            'max-w-[calc(100vw-1rem)] min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-background text-foreground shadow-lg',
          )}
        >
          <Select.Viewport className="p-1">
            {options.map((choice) =>
              isGroup(choice) ? (
                choice.options.length > 0 && (
                  <Select.Group key={`group:${choice.group}`}>
                    <Select.Label className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                      {choice.group}
                    </Select.Label>
                    {choice.options.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </Select.Group>
                )
              ) : (
                <Item key={choice.value} option={choice} />
              ),
            )}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

function Item({ option }: { option: SelectOption }) {
  return (
    <Select.Item
      value={toItemValue(option.value)}
      disabled={option.disabled}
      className={cn(
        'relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none',
        'data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-muted',
      )}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Select.ItemIndicator>
          <Check aria-hidden className="size-4" />
        </Select.ItemIndicator>
      </span>
      <Select.ItemText>{option.label}</Select.ItemText>
    </Select.Item>
  );
}
