import type { SnippetPart } from '../model/help-text';

/** Text whose matched words are marked (a search result's title or snippet). */
export function MarkedText({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-warning px-0.5 text-warning-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
