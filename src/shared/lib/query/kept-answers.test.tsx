import { describe, expect, it } from 'vitest';
import {
  forgetKeptAnswersOf,
  keepAnswer,
  keptAnswerKey,
  KEPT_ANSWERS_MAX,
  readKeptAnswer,
} from './kept-answers';

const asNumber = (stored: unknown) => (typeof stored === 'number' ? stored : null);

// jsdom: the kept answers live in localStorage (emptied after each test by setup-dom).
describe('kept answers (offline copies of online-only reads, per user)', () => {
  it('gives back what was kept, with when it was answered', () => {
    keepAnswer('ada', 'health', { data: 42, updatedAtMs: 1000 });
    expect(readKeptAnswer('ada', 'health', asNumber)).toEqual({ data: 42, updatedAtMs: 1000 });
    expect(readKeptAnswer('bob', 'health', asNumber)).toBeNull();
  });

  it('ignores a copy that is not JSON, of another version or not what the read expects', () => {
    localStorage.setItem(keptAnswerKey('ada', 'a'), '{not json');
    localStorage.setItem(
      keptAnswerKey('ada', 'b'),
      JSON.stringify({ version: 0, updatedAtMs: 1, data: 1 }),
    );
    keepAnswer('ada', 'c', { data: 'text', updatedAtMs: 1 });
    for (const key of ['a', 'b', 'c']) expect(readKeptAnswer('ada', key, asNumber)).toBeNull();
  });

  it("forgets every answer of one user at sign-out and no one else's", () => {
    keepAnswer('ada', 'one', { data: 1, updatedAtMs: 1 });
    keepAnswer('ada', 'two', { data: 2, updatedAtMs: 2 });
    keepAnswer('bob', 'one', { data: 3, updatedAtMs: 3 });
    localStorage.setItem('lesson-planner.theme', 'dark');
    forgetKeptAnswersOf('ada');
    expect(readKeptAnswer('ada', 'one', asNumber)).toBeNull();
    expect(readKeptAnswer('ada', 'two', asNumber)).toBeNull();
    expect(readKeptAnswer('bob', 'one', asNumber)?.data).toBe(3);
    expect(localStorage.getItem('lesson-planner.theme')).toBe('dark');
  });

  it(`keeps at most ${KEPT_ANSWERS_MAX} answers per user, dropping the oldest`, () => {
    for (let n = 0; n <= KEPT_ANSWERS_MAX; n += 1) {
      keepAnswer('ada', `page-${n}`, { data: n, updatedAtMs: 1000 + n });
    }
    expect(readKeptAnswer('ada', 'page-0', asNumber)).toBeNull();
    expect(readKeptAnswer('ada', 'page-1', asNumber)?.data).toBe(1);
    expect(readKeptAnswer('ada', `page-${KEPT_ANSWERS_MAX}`, asNumber)?.data).toBe(
      KEPT_ANSWERS_MAX,
    );
  });
});
