import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  indexPoints,
  NO_STRAND,
  queryWords,
  searchPoints,
  type PickablePoint,
} from './point-search';

const point = (code: string, description: string, strand: string | null, subStrand = null) =>
  ({ id: code, code, description, strand, subStrand, taught: false }) satisfies PickablePoint;

const POINTS = [
  point('AC9M7N01', 'Describe the relationship between perfect square numbers', 'Number'),
  point('AC9M7N02', 'Represent natural numbers as products of powers of prime numbers', 'Number'),
  point('AC9M7A01', 'Recognise and use variables to represent everyday formulas', 'Algebra'),
  point('AC9M7A02', 'Formulate algebraic expressions; solve équations', 'Algebra'),
  point('X1', 'Café maths', null),
];
const index = indexPoints(POINTS);
const codes = (query: string, limit?: number) =>
  searchPoints(index, query, limit).groups.flatMap((group) => group.points.map((p) => p.code));

describe('searchPoints', () => {
  it('finds by code, in any case', () => {
    expect(codes('ac9m7n')).toEqual(['AC9M7N01', 'AC9M7N02']);
    expect(codes('AC9M7A02')).toEqual(['AC9M7A02']);
  });

  it('needs every word, in any order, ignoring case and accents', () => {
    expect(codes('prime numbers')).toEqual(['AC9M7N02']);
    expect(codes('NUMBERS prime')).toEqual(['AC9M7N02']);
    expect(codes('prime square')).toEqual([]);
    expect(codes('equations')).toEqual(['AC9M7A02']);
    expect(codes('cafe')).toEqual(['X1']);
    // Words match strands too.
    expect(codes('algebra formulas')).toEqual(['AC9M7A01']);
  });

  it('groups by strand in syllabus order, points without one under their own heading', () => {
    const result = searchPoints(index, '');
    expect(result.groups.map((group) => group.strand)).toEqual(['Number', 'Algebra', NO_STRAND]);
    expect(result).toMatchObject({ matched: 5, shown: 5 });
  });

  it('lists at most the limit and counts the rest', () => {
    const result = searchPoints(index, 'ac9m7', 3);
    expect(result).toMatchObject({ matched: 4, shown: 3 });
    expect(codes('ac9m7', 3)).toEqual(['AC9M7N01', 'AC9M7N02', 'AC9M7A01']);
  });

  it('folds text and splits words on any blank', () => {
    expect(foldForSearch('Équation ÅNGSTRÖM')).toBe('equation angstrom');
    expect(queryWords('  prime\tnumbers \n')).toEqual(['prime', 'numbers']);
    expect(queryWords('   ')).toEqual([]);
  });
});
