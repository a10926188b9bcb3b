import { BookOpen, SearchX } from 'lucide-react';
import { Button } from '@/shared/ui/button';

/** No resources at all: what they are for and how to add the first. */
export function EmptyLibrary({ onCreate }: { onCreate?: () => void }) {
  return (
    <section
      aria-labelledby="resources-empty"
      data-tour="resources-empty"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <BookOpen aria-hidden className="size-8 text-muted-foreground" />
      <h2 id="resources-empty" className="text-lg font-semibold">
        No resources yet
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        Keep the links, notes and files you teach with in one place. They open offline, and you can
        link them to lessons in the planner.
      </p>
      {onCreate && <Button onClick={onCreate}>Add your first resource</Button>}
    </section>
  );
}

/** The search and filters hide everything: say so, and offer the way back. */
export function NothingMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <section
      aria-labelledby="resources-nothing"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-10 text-center"
    >
      <SearchX aria-hidden className="size-8 text-muted-foreground" />
      <h2 id="resources-nothing" className="text-lg font-semibold">
        Nothing matches
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        {query.trim() === ''
          ? 'No resource passes these filters.'
          : `No resource matches “${query.trim()}” with these filters.`}{' '}
        Try fewer or shorter words, or clear the search and filters.
      </p>
      <Button variant="outline" onClick={onClear}>
        Clear search and filters
      </Button>
    </section>
  );
}
