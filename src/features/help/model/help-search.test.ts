import { describe, expect, it } from 'vitest';
import { HelpSearchIndex } from './help-search';

const index = new HelpSearchIndex([
  {
    slug: 'cycles',
    title: 'Timetable cycles and Week A/B',
    summary: 'How a date gets its cycle day.',
    body: '# The cycle\n\nWith a 10-day cycle, `Week A, Week B` makes Days 1–5 Week A.',
  },
  {
    slug: 'reflections',
    title: 'Reflections',
    summary: 'Rate how a lesson went.',
    body: 'Press **Complete with reflection** once the lesson has happened.',
  },
  {
    slug: 'keys',
    title: 'Keyboard shortcuts',
    summary: 'Keys for the sidebar.',
    body: '| **Ctrl+B** | Show or hide the sidebar. |',
  },
]);

const slugs = (query: string) => index.search(query).map((hit) => hit.slug);
const text = (parts: readonly { text: string; match: boolean }[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('HelpSearchIndex', () => {
  it('finds by title, summary and body, by the prefix being typed, with a typo', () => {
    expect(slugs('week a')).toEqual(['cycles']);
    expect(slugs('reflec')).toEqual(['reflections']);
    expect(slugs('refelction')).toEqual(['reflections']);
    expect(slugs('sidebar')).toEqual(['keys']);
    expect(slugs('ctrl')).toEqual(['keys']);
  });

  it('needs every word, and answers nothing for a blank query', () => {
    expect(slugs('week sidebar')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('volcano')).toEqual([]);
  });

  it('marks the matched words in the title and in a snippet of the body', () => {
    const [hit] = index.search('cycle');
    expect(text(hit!.title)).toBe('Timetable [cycles] and Week A/B');
    expect(text(hit!.snippet)).toContain('10-day [cycle]');
  });

  it('falls back to the summary when only the title matches', () => {
    const [hit] = index.search('shortcuts');
    expect(text(hit!.snippet)).toBe('Keys for the sidebar.');
  });
});
