import { HELP_ARTICLES } from './help-catalogue';
import { HelpSearchIndex, type HelpHit } from './help-search';

/**
 * Every article's Markdown, bundled as text (`?raw`) into this module's chunk, which Help loads
 * after its first paint. The chunk is JavaScript, so the service worker precaches it with the
 * rest of the app: Help and its search work offline from the first visit on.
 */
const FILES = import.meta.glob<string>('../articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const slugOfFile = (path: string) => path.replace(/^.*\/([^/]+)\.md$/, '$1');

/** The Markdown of each file, by slug (exported for the catalogue's test). */
export const ARTICLE_FILES: ReadonlyMap<string, string> = new Map(
  Object.entries(FILES).map(([path, text]) => [slugOfFile(path), text]),
);

/**
 * An article's body as the page renders it: without its `# Title` line (the page shows the title
 * as the article's h2), and each heading one level up, so the file's `##` sections render as h3
 * under that h2 (the renderer puts `#` at h3).
 */
export function articleBodyOf(markdown: string): string {
  return markdown.replace(/^#\s[^\n]*\n+/, '').replace(/^#(#{1,5}\s)/gm, '$1');
}

export type HelpLibrary = {
  /** The article's Markdown body, or undefined for an unknown slug. */
  bodyOf(slug: string): string | undefined;
  search(query: string): HelpHit[];
};

function createHelpLibrary(): HelpLibrary {
  const bodies = new Map(
    HELP_ARTICLES.flatMap((article) => {
      const file = ARTICLE_FILES.get(article.slug);
      return file === undefined ? [] : [[article.slug, articleBodyOf(file)] as const];
    }),
  );
  const index = new HelpSearchIndex(
    HELP_ARTICLES.filter((article) => bodies.has(article.slug)).map((article) => ({
      ...article,
      body: bodies.get(article.slug) ?? '',
    })),
  );
  return { bodyOf: (slug) => bodies.get(slug), search: (query) => index.search(query) };
}

export const helpLibrary: HelpLibrary = createHelpLibrary();
