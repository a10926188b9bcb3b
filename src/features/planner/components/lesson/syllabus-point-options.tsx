import { cn } from '@/shared/ui/cn';
import type { PickablePoint, PointGroup } from '../../model/syllabus/point-search';

/**
 * The picker's listbox: one group per strand, each option the point's code, text, sub-strand
 * and a "Taught" mark when a completed lesson of the class links it. Options are not focusable:
 * focus stays in the search box, which points at the active one (aria-activedescendant).
 */
export function PointOptionList({
  listboxId,
  groups,
  activeId,
  optionId,
  onPick,
  onHover,
}: {
  listboxId: string;
  groups: PointGroup[];
  activeId: string | null;
  optionId: (point: PickablePoint) => string;
  onPick: (point: PickablePoint) => void;
  onHover: (point: PickablePoint) => void;
}) {
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label="Syllabus points"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      {groups.map((group, i) => {
        // An index, not the strand's name: aria-labelledby splits ids on spaces.
        const headingId = `${listboxId}-strand-${i}`;
        return (
          <div key={group.strand} role="group" aria-labelledby={headingId}>
            <div
              id={headingId}
              role="presentation"
              className="sticky top-0 bg-background px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.strand}
            </div>
            {group.points.map((point) => (
              <div
                key={point.id}
                id={optionId(point)}
                role="option"
                aria-selected={point.id === activeId}
                // Keeps focus in the search box: a click must not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(point)}
                onMouseMove={() => point.id !== activeId && onHover(point)}
                className={cn(
                  'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                  point.id === activeId && 'bg-muted outline-1 outline-ring',
                )}
              >
                <div className="flex items-baseline gap-2">
                  <span className="shrink-0 font-mono text-xs font-semibold">{point.code}</span>
                  {point.taught && (
                    <span className="shrink-0 rounded-sm bg-primary/15 px-1.5 text-xs font-medium text-foreground">
                      Taught
                    </span>
                  )}
                </div>
                <p className="break-words">{point.description}</p>
                {point.subStrand && (
                  <p className="text-xs text-muted-foreground">{point.subStrand}</p>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
