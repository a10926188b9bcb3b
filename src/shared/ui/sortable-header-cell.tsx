import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from './cn';

export type SortDirection = 'ascending' | 'descending';

const SORT_ICON = { ascending: ArrowUp, descending: ArrowDown } as const;

/**
 * A column header that sorts its table: a button (so the keyboard reaches it) inside a `th`
 * whose aria-sort announces the order. The arrow is drawn, the order is said by aria-sort.
 */
export function SortableHeaderCell({
  header,
  sort,
  onSort,
  numeric = false,
  className,
}: {
  header: string;
  sort: SortDirection | null;
  onSort: () => void;
  /** Numbers line up at the end, the arrow before the header text. */
  numeric?: boolean;
  className?: string;
}) {
  const Icon = sort ? SORT_ICON[sort] : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sort ?? undefined}
      className={cn('font-medium', numeric ? 'text-end' : 'text-start', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring',
          numeric && 'flex-row-reverse',
        )}
      >
        {header}
        <Icon aria-hidden className={cn('size-3.5 shrink-0', !sort && 'opacity-40')} />
      </button>
    </th>
  );
}
