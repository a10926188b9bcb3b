/**
 * Plain text of a help article and the snippet a search result shows, highlighted: pure string
 * work, no Markdown library (marked loads only to render an article).
 */

/** A run of snippet text; `match` runs are the words the search matched. */
export type SnippetPart = { readonly text: string; readonly match: boolean };

/** A line that ends a thought gets no full stop of ours; any other gets one. */
const sentence = (text: string) => (/[.!?:…]$/.test(text) ? text : `${text}.`);

/**
 * The words of `markdown` as a reader sees them, on one line: link text without its address; no
 * heading, emphasis, code or list marks; a heading and a table row end like a sentence (a table's
 * cells joined by " — "), so a snippet across them still reads.
 */
export function plainTextOf(markdown: string): string {
  const lines = markdown.split('\n').flatMap((raw) => {
    const line = raw
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]+/g, '')
      .trim();
    if (line === '' || /^\|?[\s:|-]+\|[\s:|-]*$/.test(line)) return [];
    if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean);
      return [sentence(cells.join(' — '))];
    }
    const heading = line.match(/^#{1,6}\s+(.*)$/);
    if (heading) return [sentence(heading[1]!)];
    return [line.replace(/^(?:[-+]|\d+\.)\s+/, '')];
  });
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words equal to one of `terms` (a term is already lower case, as the index keeps it). */
function wordsPattern(terms: readonly string[]): RegExp | null {
  const words = [...new Set(terms.filter((term) => term.length > 0))]
    // Longer first, so "week" wins over "we" where both match at one place.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** `text` cut into runs, the words of `terms` marked. */
export function highlight(text: string, terms: readonly string[]): SnippetPart[] {
  const pattern = wordsPattern(terms);
  if (!pattern) return [{ text, match: false }];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** Characters of context a snippet shows before the first match. */
const SNIPPET_LEAD_CHARS = 60;
/** A snippet's length: two lines of a result at desktop width. */
export const SNIPPET_MAX_CHARS = 180;

/**
 * About SNIPPET_MAX_CHARS of `text` around the first of `terms`, cut at spaces, with "…" where
 * it was cut, the matched words marked; null when no term occurs in it as a word.
 */
export function snippetOf(text: string, terms: readonly string[]): SnippetPart[] | null {
  const pattern = wordsPattern(terms);
  const first = pattern ? pattern.exec(text) : null;
  if (!first) return null;
  let start = Math.max(0, first.index - SNIPPET_LEAD_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_MAX_CHARS);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > first.index ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(cut, terms);
}
