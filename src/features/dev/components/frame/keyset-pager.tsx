import { useState } from 'react';
import { Button } from '@/shared/ui/button';

type Pages = { from: string; cursors: (string | null)[] };

/**
 * Where a keyset-paged list stands: the cursors of the pages walked so far (the first page has
 * none), so "Previous page" goes back without the server paging backwards. Starts over when
 * `from` changes (a new search or filter).
 */
export function useKeysetPages(from: string) {
  const [pages, setPages] = useState<Pages>({ from, cursors: [null] });
  // Adjusting state while rendering: a new search shows its first page, never page 3 of it.
  if (pages.from !== from) setPages({ from, cursors: [null] });
  const cursors = pages.from === from ? pages.cursors : [null];
  return {
    after: cursors.at(-1) ?? null,
    pageNumber: cursors.length,
    next: (cursor: string) => setPages({ from, cursors: [...cursors, cursor] }),
    previous: () => setPages({ from, cursors: cursors.slice(0, -1) }),
  };
}

/** "Previous page" / "Page 2" / "Next page" under a list. */
export function KeysetPager({
  label,
  pageNumber,
  nextCursor,
  busy,
  onNext,
  onPrevious,
}: {
  /** Names the list for screen readers: "Schools pages". */
  label: string;
  pageNumber: number;
  nextCursor: string | null;
  /** The next page is loading: the buttons wait. */
  busy: boolean;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}) {
  if (pageNumber === 1 && nextCursor === null) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={pageNumber === 1 || busy} onClick={onPrevious}>
        Previous page
      </Button>
      <span className="text-muted-foreground" aria-live="polite">
        Page {pageNumber}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={nextCursor === null || busy}
        onClick={() => nextCursor && onNext(nextCursor)}
      >
        Next page
      </Button>
    </nav>
  );
}
