import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, helpArticleOf } from './help-catalogue';
import { ARTICLE_FILES, articleBodyOf, helpLibrary } from './help-library';

/** Pages an article may link to besides other articles (routes of spec §2 and their settings). */
const APP_PAGES = new Set([
  '/dashboard',
  '/planner',
  '/resources',
  '/programs',
  '/analytics',
  '/settings',
  '/settings/classes',
  '/settings/timetable',
  '/settings/teaching-methods',
  '/settings/sync',
  '/coverage',
  '/profile',
  '/help',
]);

describe('Help articles', () => {
  it('has one file per catalogue entry, titled as the catalogue says, and no file left out', () => {
    expect([...ARTICLE_FILES.keys()].sort()).toEqual(HELP_ARTICLES.map((a) => a.slug).sort());
    for (const article of HELP_ARTICLES)
      expect(ARTICLE_FILES.get(article.slug)?.split('\n')[0]).toBe(`# ${article.title}`);
  });

  it('bodies drop the title line and move every heading up one level', () => {
    expect(articleBodyOf('# Title\n\nIntro\n\n## Part\n\n### Detail\n')).toBe(
      'Intro\n\n# Part\n\n## Detail\n',
    );
    for (const article of HELP_ARTICLES) {
      const body = helpLibrary.bodyOf(article.slug) ?? '';
      expect(body.length, article.slug).toBeGreaterThan(400);
      expect(body).not.toContain(`# ${article.title}\n`);
    }
  });

  it('hold no raw HTML, and link only to pages of the app or other articles', () => {
    for (const [slug, text] of ARTICLE_FILES) {
      expect(text, slug).not.toMatch(/<[a-z!/]/i);
      for (const [, target] of text.matchAll(/\]\(([^)]*)\)/g)) {
        const path = target!.split('#')[0]!;
        const article = path.match(/^\/help\/([a-z-]+)$/)?.[1];
        expect(
          article ? helpArticleOf(article) !== undefined : APP_PAGES.has(path),
          `${slug} links to ${target}`,
        ).toBe(true);
      }
    }
  });

  it.each([
    ['week b', 'timetable-cycles'],
    ['cycle day', 'timetable-cycles'],
    ['generate', 'generating-lessons'],
    ['off day', 'bump-and-off-days'],
    ['refelction', 'reflections'],
    ['plan this', 'coverage-and-analytics'],
    ['pin offline', 'resources-and-programs'],
    ['apply to a class', 'resources-and-programs'],
    ['conflict', 'conflicts-and-offline'],
    ['sync problem', 'sync-indicator'],
    ['unsynced', 'sync-indicator'],
    ['home screen', 'installing-the-app'],
    ['ctrl+b', 'keyboard-shortcuts'],
  ])('a search for “%s” finds %s', (query, slug) => {
    expect(helpLibrary.search(query).map((hit) => hit.slug)).toContain(slug);
  });

  it('finds nothing for words no article has', () => {
    expect(helpLibrary.search('volcano eruption')).toEqual([]);
  });
});
