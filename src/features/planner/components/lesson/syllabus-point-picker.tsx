import { Popover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { CONTROL } from '@/shared/ui/form-fields';
import { indexPoints, searchPoints, type PickablePoint } from '../../model/syllabus/point-search';
import { PointOptionList } from './syllabus-point-options';

/** How far PageUp and PageDown move through the options. */
const PAGE_STEP = 10;

/**
 * "Add a syllabus point": a popover holding a search box (an ARIA 1.2 combobox) over the class's
 * points, grouped by strand. Keyboard: type to search, ↑/↓ (and PageUp/PageDown) to move, Enter
 * to link, Escape to close; focus stays in the search box, the active option is announced through
 * aria-activedescendant. Radix Popover (already in the bundle) plus our own filter, not cmdk:
 * cmdk's fuzzy ranking cannot say "every word must match" and it mounts every item, where this
 * lists at most PICKER_RESULT_LIMIT per search (docs/decisions.md).
 */
export function SyllabusPointPicker({
  points,
  attribution,
  onPick,
}: {
  /** In syllabus order; already-linked and retired points left out by the query. */
  points: PickablePoint[];
  attribution: string | null;
  /** Links the point; resolves once written (the popover stays open for the next one). */
  onPick: (point: PickablePoint) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const index = useMemo(() => indexPoints(points), [points]);
  const result = useMemo(() => searchPoints(index, query), [index, query]);
  const listed = useMemo(() => result.groups.flatMap((group) => group.points), [result]);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (point: PickablePoint) => `${baseId}-option-${point.id}`;
  // Clamped here rather than in an effect: the list shrinks when a point is linked.
  const activeIndex = listed.length === 0 ? -1 : Math.min(active, listed.length - 1);
  const activePoint = activeIndex < 0 ? undefined : listed[activeIndex];

  const moveTo = (next: number) => {
    setActive(next);
    const point = listed[next];
    if (point) document.getElementById(optionId(point))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activePoint) void onPick(activePoint);
      return;
    }
    const last = listed.length - 1;
    // ↑/↓ wrap around; PageUp/PageDown stop at the ends.
    const targets: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      PageDown: Math.min(last, activeIndex + PAGE_STEP),
      PageUp: Math.max(0, activeIndex - PAGE_STEP),
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (last >= 0) moveTo(target);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setActive(0);
      }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          Add a syllabus point
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label="Add a syllabus point"
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(32rem,calc(100vw-1rem))] flex-col gap-2 rounded-md border border-border bg-background p-3 shadow-lg"
        >
          <input
            role="combobox"
            aria-label="Search syllabus points"
            aria-expanded
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activePoint ? optionId(activePoint) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Code or words, e.g. AC9M7N01 or prime numbers"
            className={`${CONTROL} h-10`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <PointOptionList
            listboxId={listboxId}
            groups={result.groups}
            activeId={activePoint?.id ?? null}
            optionId={optionId}
            onPick={(point) => void onPick(point)}
            onHover={(point) => setActive(listed.indexOf(point))}
          />
          <p role="status" className="text-xs text-muted-foreground">
            {summary(result.matched, result.shown, points.length, query)}
          </p>
          {attribution && (
            <p className="text-[0.6875rem] leading-snug text-muted-foreground">{attribution}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The line under the list: how many match, and what to do when it is none or too many. */
function summary(matched: number, shown: number, total: number, query: string): string {
  if (total === 0) return 'Every point in this class’s scope is linked already.';
  if (matched === 0) {
    return `No point matches “${query.trim()}”. Try a code, e.g. AC9M7N01, or fewer words.`;
  }
  if (shown < matched) return `Showing ${shown} of ${matched} points: type more to narrow them.`;
  return matched === 1 ? '1 point' : `${matched} points`;
}
