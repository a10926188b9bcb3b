import { describe, expect, it } from 'vitest';
import { highlight, plainTextOf, snippetOf, SNIPPET_MAX_CHARS } from './help-text';

const marked = (parts: { text: string; match: boolean }[] | null) =>
  parts?.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('plainTextOf', () => {
  it('keeps the words a reader sees: link text, cells, list items; drops the marks', () => {
    expect(
      plainTextOf(
        '## Step one\n\n- Open [Settings › Timetable](/settings/timetable) and **press** `Save`.\n' +
          '1. Then this.\n\n| Keys | Do |\n| --- | --- |\n| **Ctrl+B** | Sidebar |\n\n## Done?\n',
      ),
    ).toBe(
      'Step one. Open Settings › Timetable and press Save. Then this. Keys — Do. Ctrl+B — Sidebar. Done?',
    );
  });
});

describe('highlight', () => {
  it('marks whole words of the terms in any case, never inside another word', () => {
    expect(marked(highlight('Week A and week B; weekly', ['week', 'a']))).toBe(
      '[Week] [A] and [week] B; weekly',
    );
  });

  it('leaves the text alone without terms, and copes with terms that look like patterns', () => {
    expect(marked(highlight('a (b) c', []))).toBe('a (b) c');
    expect(marked(highlight('Ctrl+B or c.b', ['c.b']))).toBe('Ctrl+B or [c.b]');
  });
});

describe('snippetOf', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The bump moves lessons. ${'More words follow here. '.repeat(20)}`;

  it('cuts about a snippet’s length around the first match, at spaces, with ellipses', () => {
    const text = marked(snippetOf(long, ['bump']))!;
    expect(text).toContain('The [bump] moves lessons.');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_MAX_CHARS + 4);
    expect(text.slice(1, 2)).not.toBe(' ');
  });

  it('starts at the beginning when the match is near it, and is null without a match', () => {
    expect(marked(snippetOf('Bump a lesson forward.', ['bump']))).toBe('[Bump] a lesson forward.');
    expect(snippetOf('Nothing here.', ['bump'])).toBeNull();
  });
});
