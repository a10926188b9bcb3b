import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCatalogue, ImportedSyllabus } from '../catalogue';
import { parseSyllabusFile } from '../parse-syllabus-file';
import { readAc9MathematicsBytes } from '../test-support/curriculum-fixture';
import { ACARA_ATTRIBUTION } from './mrac-naming';

/** The real file: counts as its README states them, and spot checks of one point. */
describe('ACARA AC9 Mathematics (MRAC fixture)', () => {
  let catalogue: ImportedCatalogue;
  let maths: ImportedSyllabus;

  beforeAll(() => {
    const result = parseSyllabusFile(readAc9MathematicsBytes());
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    catalogue = result.catalogue;
    maths = catalogue.syllabuses[0]!;
    expect(result.counts).toEqual({
      syllabuses: 1,
      points: 240,
      objectives: 996,
      criteria: 185,
      strands: 63,
      levels: 11,
    });
  });

  it('is one syllabus named from the file, with ACARA as source and attribution', () => {
    expect(catalogue.format).toBe('mrac');
    expect(catalogue.syllabuses).toHaveLength(1);
    expect(maths).toMatchObject({
      name: 'Australian Curriculum v9.0 Mathematics',
      subject: 'Mathematics',
      version: '9.0 (MRAC 2023/07)',
      source: 'ACARA Machine Readable Australian Curriculum (MRAC)',
      attribution: ACARA_ATTRIBUTION,
      description: 'Australian Curriculum v9.0: Mathematics, Foundation to Year 10.',
    });
    expect(maths.attribution).toContain('CC BY 4.0');
    // The key survives the next release: the '/2023/07/' of the URI is not part of it.
    expect(maths.key).toBe(
      'mrac:http://vocabulary.curriculum.edu.au/MRAC/LA/MAT/757e8fa0-7bcb-4400-b13b-e26162d10975',
    );
  });

  it('spans Foundation to Year 10 in teaching order', () => {
    expect(maths.levels).toEqual([
      'Foundation',
      ...Array.from({ length: 10 }, (_, i) => `Year ${i + 1}`),
    ]);
    expect(maths.years).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads AC9M7N01 with its text, strand, level and five elaborations in order', () => {
    const point = maths.points.find((p) => p.code === 'AC9M7N01');
    expect(point).toMatchObject({
      description:
        'describe the relationship between perfect square numbers and square roots, and use squares of numbers and square roots of perfect square numbers to solve problems',
      subject: 'Mathematics',
      strand: 'Number',
      sub_strand: null,
      stage: 'Year 7',
      year: 7,
      criteria: [],
    });
    expect(point?.objectives.map((o) => o.code)).toEqual([
      'AC9M7N01_E1',
      'AC9M7N01_E2',
      'AC9M7N01_E3',
      'AC9M7N01_E4',
      'AC9M7N01_E5',
    ]);
    expect(point?.objectives.map((o) => o.sort_order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives Foundation points the stage Foundation and no year', () => {
    const foundation = maths.points.filter((p) => p.code.startsWith('AC9MF'));
    expect(foundation.length).toBeGreaterThan(0);
    for (const point of foundation)
      expect(point).toMatchObject({ stage: 'Foundation', year: null });
  });

  it('orders points by level, then strand, then code', () => {
    expect(maths.points.map((p) => p.sort_order)).toEqual(maths.points.map((_, i) => i + 1));
    expect(maths.points[0]?.code).toBe('AC9MFN01');
    const year7 = maths.points.filter((p) => p.year === 7).map((p) => p.code);
    expect(year7.slice(0, 3)).toEqual(['AC9M7N01', 'AC9M7N02', 'AC9M7N03']);
    const strands = [...new Set(maths.points.filter((p) => p.year === 7).map((p) => p.strand))];
    expect(strands).toEqual([
      'Number',
      'Algebra',
      'Measurement',
      'Space',
      'Statistics',
      'Probability',
    ]);
    expect(maths.points.at(-1)?.year).toBe(10);
  });

  it('keeps only plain text: no tags or entities survive from the HTML titles', () => {
    const texts = maths.points.flatMap((p) => [
      p.description,
      ...p.objectives.map((o) => o.description),
    ]);
    for (const text of [...texts, ...maths.criteria.map((c) => c.description)]) {
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;|&#|\s{2}/i);
      expect(text).toBe(text.trim());
    }
    // Mathematics is text, not markup: a lone '<' in a formula stays, and the LaTeX reads as text.
    expect(texts.some((text) => text.includes('2y<x²'))).toBe(true);
    expect(texts.filter((text) => text.includes('\\'))).toEqual([]);
  });

  it('makes the achievement standard components the level criteria, with their level', () => {
    expect(maths.criteria).toHaveLength(185);
    expect(maths.criteria[0]).toMatchObject({ stage: 'Foundation', year: null, sort_order: 1 });
    const f02 = maths.criteria.find((c) => c.code === 'ASMATF02');
    expect(f02).toMatchObject({
      description: 'They use subitising and counting strategies to quantify collections.',
      stage: 'Foundation',
      year: null,
    });
    expect(maths.criteria.filter((c) => c.year === 7).length).toBeGreaterThan(0);
  });
});
