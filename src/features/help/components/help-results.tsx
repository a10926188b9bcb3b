import { TextSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useFeedbackChat } from '@/shared/lib/assistance/assistance-context';
import { Button } from '@/shared/ui/button';
import { helpArticlePath } from '../model/help-catalogue';
import type { HelpHit } from '../model/help-search';
import { MarkedText } from './marked-text';

/** What a search found: each article with the words it matched marked, or what to do instead. */
export function HelpResults({
  query,
  hits,
  onClear,
}: {
  query: string;
  /** null while the articles load (a moment, from the device). */
  hits: readonly HelpHit[] | null;
  onClear: () => void;
}) {
  const shown = query.trim();
  return (
    <section aria-labelledby="help-results-heading" className="space-y-4">
      <h2 id="help-results-heading" className="text-lg font-semibold">
        Search results
      </h2>
      <p role="status" className="text-sm text-muted-foreground">
        {hits === null
          ? 'Searching…'
          : hits.length === 0
            ? `No article matches “${shown}”.`
            : `${hits.length} ${hits.length === 1 ? 'article matches' : 'articles match'} “${shown}”.`}
      </p>
      {hits !== null && hits.length === 0 && <NothingFound onClear={onClear} />}
      {hits !== null && hits.length > 0 && (
        <ol aria-label="Matching articles" className="space-y-3">
          {hits.map((hit) => (
            <li key={hit.slug} className="rounded-lg border border-border bg-card p-4">
              <Link
                to={helpArticlePath(hit.slug)}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                <MarkedText parts={hit.title} />
              </Link>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">
                <MarkedText parts={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NothingFound({ onClear }: { onClear: () => void }) {
  const chat = useFeedbackChat();
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-card p-6">
      <TextSearch aria-hidden className="size-8 text-muted-foreground" />
      <p className="max-w-prose text-sm">
        Try fewer or shorter words, or the name of a button or page as the app shows it, such as
        “Generate lessons” or “Sync problem”. Or clear the search and pick an article from the list.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onClear}>
          Clear the search
        </Button>
        {chat.available && (
          <Button variant="ghost" onClick={() => chat.open()}>
            Ask us in the feedback chat
          </Button>
        )}
      </div>
    </div>
  );
}
