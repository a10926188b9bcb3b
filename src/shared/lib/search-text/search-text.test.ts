import { describe, expect, it } from 'vitest';
import { buildSearchIndex, foldForSearch, queryWords, searchIndex } from './search-text';

const points = [
  { code: 'AC9M7N01', text: 'Describe the relationship between perfect square numbers' },
  { code: 'AC9M7A02', text: 'Formulate algebraic Équations' },
  { code: 'AC9S8U01', text: null },
];
const index = buildSearchIndex(points, (point) => [point.code, point.text]);

describe('search text', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Équation ÉLÈVE')).toBe('equation eleve');
    expect(queryWords('  Prime   NUMBERS ')).toEqual(['prime', 'numbers']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('needs every word, in any order, and finds codes', () => {
    expect(searchIndex(index, 'numbers square').matches.map((p) => p.code)).toEqual(['AC9M7N01']);
    expect(searchIndex(index, 'equations').matches.map((p) => p.code)).toEqual(['AC9M7A02']);
    expect(searchIndex(index, 'ac9s8').matches.map((p) => p.code)).toEqual(['AC9S8U01']);
    expect(searchIndex(index, 'square algebraic').matched).toBe(0);
  });

  it('lists everything for a blank query, at most `limit`, counting all matches', () => {
    expect(searchIndex(index, '')).toEqual({ matches: points, matched: 3 });
    expect(searchIndex(index, 'ac9', 2)).toEqual({ matches: points.slice(0, 2), matched: 3 });
  });
});
