/**
 * Searching short texts on the device (a picker's options, a list's titles): every word of the
 * query must be found, in any order, ignoring case and accents ("equation" finds "Équation").
 * Each option's text is folded once when the index is built, not on every keystroke, and at most
 * `limit` matches are returned so a list of thousands renders a screenful per keystroke.
 */

/** Lower case without accents (NFD splits "é" into "e" and a combining mark, which goes). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The query's words, folded; a blank query has no words (everything matches). */
export function queryWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

/** Options with their folded text, built once per list. */
export type SearchIndex<T> = { entries: readonly T[]; texts: readonly string[] };

/** Indexes `entries` by the texts `fieldsOf` gives (null and blank fields are skipped). */
export function buildSearchIndex<T>(
  entries: readonly T[],
  fieldsOf: (entry: T) => readonly (string | null | undefined)[],
): SearchIndex<T> {
  return {
    entries,
    texts: entries.map((entry) => foldForSearch(fieldsOf(entry).filter(Boolean).join(' '))),
  };
}

export type SearchResult<T> = {
  /** The first `limit` matches, in index order. */
  matches: T[];
  /** How many entries match in all (may exceed the listed ones). */
  matched: number;
};

/** The entries every word of `query` is found in, in index order; at most `limit` listed. */
export function searchIndex<T>(
  index: SearchIndex<T>,
  query: string,
  limit = Number.POSITIVE_INFINITY,
): SearchResult<T> {
  const words = queryWords(query);
  const matches: T[] = [];
  let matched = 0;
  index.entries.forEach((entry, i) => {
    const text = index.texts[i] ?? '';
    if (!words.every((word) => text.includes(word))) return;
    matched += 1;
    if (matches.length < limit) matches.push(entry);
  });
  return { matches, matched };
}
