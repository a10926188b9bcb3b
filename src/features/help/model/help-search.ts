import MiniSearch from 'minisearch';
import { highlight, plainTextOf, snippetOf, type SnippetPart } from './help-text';

/** One article as the index reads it: its catalogue entry and its Markdown body. */
export type HelpDocument = {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
};

export type HelpHit = {
  readonly slug: string;
  /** The title with the matched words marked. */
  readonly title: readonly SnippetPart[];
  /** Where the article mentions the query (or its summary, when only the title matched). */
  readonly snippet: readonly SnippetPart[];
};

/**
 * A typo of one letter in five is forgiven, from four letters on (as the resources search does:
 * "refelction" finds "reflection", "cel" does not find "gel").
 */
const FUZZY_SHARE = 0.2;
const FUZZY_MIN_TERM_CHARS = 4;
/** A title names what the article is about; its summary says it in a sentence. */
const BOOST = { title: 3, summary: 2, body: 1 };

/**
 * The full-text search over Help's articles: MiniSearch (the library resources already use), all
 * on the device, so it answers offline. Prefix matching for the word being typed, fuzzy
 * matching, every word of the query required.
 */
export class HelpSearchIndex {
  private readonly index = new MiniSearch<{
    id: string;
    title: string;
    summary: string;
    body: string;
  }>({
    fields: ['title', 'summary', 'body'],
    storeFields: [],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_TERM_CHARS ? FUZZY_SHARE : false),
      boost: BOOST,
      combineWith: 'AND',
    },
  });
  private readonly documents = new Map<string, HelpDocument & { text: string }>();

  constructor(documents: readonly HelpDocument[]) {
    for (const document of documents)
      this.documents.set(document.slug, { ...document, text: plainTextOf(document.body) });
    this.index.addAll(
      [...this.documents.values()].map(({ slug, title, summary, text }) => ({
        id: slug,
        title,
        summary,
        body: text,
      })),
    );
  }

  /** Matching articles, best first; none for a blank query. */
  search(query: string): HelpHit[] {
    if (query.trim() === '') return [];
    return this.index.search(query).flatMap((result) => {
      const document = this.documents.get(String(result.id));
      if (!document) return [];
      const terms = result.terms;
      return [
        {
          slug: document.slug,
          title: highlight(document.title, terms),
          snippet:
            snippetOf(document.text, terms) ??
            snippetOf(document.summary, terms) ??
            highlight(document.summary, terms),
        },
      ];
    });
  }
}
