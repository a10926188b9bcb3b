import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/shared/ui/button';

/** Move up, move down and remove for one row of an editable list; `what` names the row. */
export function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove?: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex gap-1">
      {onMove && (
        <>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${what} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Move ${what} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </>
      )}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${what}`}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
