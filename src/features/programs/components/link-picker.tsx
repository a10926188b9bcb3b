import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { buildSearchIndex, searchIndex } from '@/shared/lib/search-text';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { CONTROL } from '@/shared/ui/form-fields';

/** One thing the picker offers: a code or title, a line under it, the heading it is listed under. */
export type PickerOption = {
  id: string;
  /** Shown in mono (a syllabus code), or null. */
  code: string | null;
  text: string;
  detail: string | null;
  group: string;
};

/** Options listed at most per search: the rest are reached by typing more. */
export const LINK_PICKER_LIMIT = 60;

/**
 * A button opening a popover with a search box (an ARIA 1.2 combobox) over options grouped under
 * headings: type to search (every word must match, accents and case ignored), ↑/↓ to move, Enter
 * to pick, Escape to close. Focus stays in the search box; the active option is announced through
 * aria-activedescendant. The popover stays open after a pick, for the next one.
 */
export function LinkPicker({
  label,
  searchLabel,
  placeholder,
  options,
  emptyText,
  onPick,
}: {
  label: string;
  searchLabel: string;
  placeholder: string;
  /** Already-picked options left out by the caller. */
  options: readonly PickerOption[];
  /** What to say when there is nothing to offer at all. */
  emptyText: string;
  onPick: (option: PickerOption) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const index = useMemo(
    () => buildSearchIndex(options, (o) => [o.code, o.text, o.detail, o.group]),
    [options],
  );
  const result = useMemo(() => searchIndex(index, query, LINK_PICKER_LIMIT), [index, query]);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (option: PickerOption) => `${baseId}-option-${option.id}`;
  // Clamped here rather than in an effect: the list shrinks when an option is picked.
  const activeIndex =
    result.matches.length === 0 ? -1 : Math.min(active, result.matches.length - 1);
  const activeOption = activeIndex < 0 ? undefined : result.matches[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) onPick(activeOption);
      return;
    }
    const last = result.matches.length - 1;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step === undefined || last < 0) return;
    event.preventDefault();
    // ↑/↓ wrap around.
    const next = (activeIndex + step + last + 1) % (last + 1);
    setActive(next);
    const option = result.matches[next];
    if (option) document.getElementById(optionId(option))?.scrollIntoView?.({ block: 'nearest' });
  };

  const groups: { name: string; options: PickerOption[] }[] = [];
  for (const option of result.matches) {
    const group = groups.at(-1);
    if (group?.name === option.group) group.options.push(option);
    else groups.push({ name: option.group, options: [option] });
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setActive(0);
      }}
    >
      <Popover.Trigger asChild>
        <Button type="button" size="sm" variant="outline">
          {label}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className="z-50 flex max-h-[min(28rem,var(--radix-popover-content-available-height))] w-[min(32rem,calc(100vw-1rem))] flex-col gap-2 rounded-md border border-border bg-background p-3 shadow-lg"
        >
          <input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            className={`${CONTROL} h-10`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={searchLabel}
            className="min-h-40 flex-1 overflow-y-auto overscroll-contain"
          >
            {groups.map((group, i) => (
              <div key={`${group.name}-${i}`} role="group" aria-labelledby={`${listboxId}-g${i}`}>
                <div
                  id={`${listboxId}-g${i}`}
                  role="presentation"
                  className="sticky top-0 bg-background px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.name}
                </div>
                {group.options.map((option) => (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option.id === activeOption?.id}
                    // Keeps focus in the search box: a click must not blur it.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onPick(option)}
                    onMouseMove={() => setActive(result.matches.indexOf(option))}
                    className={cn(
                      'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                      option.id === activeOption?.id && 'bg-muted outline-1 outline-ring',
                    )}
                  >
                    <p className="break-words">
                      {option.code && (
                        <span className="mr-2 font-mono text-xs font-semibold">{option.code}</span>
                      )}
                      {option.text}
                    </p>
                    {option.detail && (
                      <p className="text-xs text-muted-foreground">{option.detail}</p>
                    )}
                  </div>
                ))}
              </div>
            ))}
          </div>
          <p role="status" className="text-xs text-muted-foreground">
            {summary(result.matched, result.matches.length, options.length, query, emptyText)}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The line under the list: how many match, and what to do when it is none or too many. */
function summary(
  matched: number,
  shown: number,
  total: number,
  query: string,
  emptyText: string,
): string {
  if (total === 0) return emptyText;
  if (matched === 0) return `Nothing matches “${query.trim()}”. Try fewer or other words.`;
  if (shown < matched) return `Showing ${shown} of ${matched}: type more to narrow them.`;
  return matched === 1 ? '1 match' : `${matched} matches`;
}
