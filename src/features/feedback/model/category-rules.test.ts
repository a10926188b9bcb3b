import { describe, expect, it } from 'vitest';
import { detectCategory } from './category-rules';

describe('detectCategory (spec §4)', () => {
  it.each(['bug', 'issue', 'error', 'problem'])(
    '"%s" is a bug, in any case and as a plural',
    (word) => {
      expect(detectCategory(word)).toBe('bug');
      expect(detectCategory(`I found an ${word.toUpperCase()} in the planner`)).toBe('bug');
      expect(detectCategory(`Two ${word}s today`)).toBe('bug');
    },
  );

  it.each(['improvement', 'enhancement', 'idea', 'feature'])('"%s" is an improvement', (word) => {
    expect(detectCategory(word)).toBe('improvement');
    expect(detectCategory(`A small ${word} for the week view.`)).toBe('improvement');
    expect(detectCategory(`${word}s`)).toBe('improvement');
  });

  it('matches whole words only', () => {
    expect(detectCategory('debugging the errorless ideal features-list')).toBe('improvement');
    expect(detectCategory('debugging the errorless ideal')).toBeNull();
    expect(detectCategory('bugbear, issued, terror')).toBeNull();
  });

  it('names nothing without one of the words: the chat asks', () => {
    expect(detectCategory('The week view looks odd')).toBeNull();
    expect(detectCategory('It crashed and is broken')).toBeNull();
    expect(detectCategory('')).toBeNull();
  });

  it('goes by the category named more often, and asks on a tie', () => {
    expect(detectCategory('The export feature has a bug')).toBeNull();
    expect(detectCategory('The export feature has a bug, an error in fact')).toBe('bug');
    expect(detectCategory('An idea to fix a problem: a new feature')).toBe('improvement');
  });
});
