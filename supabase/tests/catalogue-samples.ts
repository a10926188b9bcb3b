import type {
  ImportedCatalogue,
  ImportedPoint,
  ImportedSyllabus,
} from '../../src/features/syllabus/model/import/catalogue';

/**
 * Catalogues for the import_syllabus tests, shaped exactly as the parsers produce them
 * (catalogue.ts). `sampleSyllabus` is small and readable; `largeSyllabus` has the AC9 Mathematics
 * file's size (240 points, 996 elaborations, 185 achievement-standard components).
 */
export const SAMPLE_KEY = 'template:sample mathematics';

const point = (code: string, strand: string, year: number, sortOrder: number): ImportedPoint => ({
  code,
  description: `Content of ${code}`,
  subject: 'Mathematics',
  strand,
  sub_strand: null,
  stage: `Year ${year}`,
  year,
  sort_order: sortOrder,
  objectives: [1, 2].map((n) => ({
    code: `${code}_E${n}`,
    description: `Elaboration ${n} of ${code}`,
    sort_order: n,
  })),
  criteria: [{ code: null, description: `Shows ${code}`, sort_order: 1 }],
});

/** Version 1: four Year 7 points and one Year 8 point, two level criteria. */
export function sampleSyllabus(overrides: Partial<ImportedSyllabus> = {}): ImportedSyllabus {
  return {
    key: SAMPLE_KEY,
    name: 'Sample Mathematics',
    subject: 'Mathematics',
    version: '1',
    source: 'Test template',
    attribution: 'Written for the tests.',
    description: null,
    levels: ['Year 7', 'Year 8'],
    years: [7, 8],
    points: [
      point('S7N01', 'Number', 7, 1),
      point('S7N02', 'Number', 7, 2),
      point('S7A01', 'Algebra', 7, 3),
      point('S7A02', 'Algebra', 7, 4),
      point('S8N01', 'Number', 8, 5),
    ],
    criteria: [
      {
        code: 'SAS701',
        description: 'By the end of Year 7 …',
        sort_order: 1,
        stage: 'Year 7',
        year: 7,
      },
      {
        code: 'SAS801',
        description: 'By the end of Year 8 …',
        sort_order: 1,
        stage: 'Year 8',
        year: 8,
      },
    ],
    ...overrides,
  };
}

export const catalogueOf = (...syllabuses: ImportedSyllabus[]): ImportedCatalogue => ({
  format: 'json',
  syllabuses,
});

/**
 * Version 2 of the sample: S7N02's description changed, S7A02 gone, S7M01 new; S7N01 lost its
 * second elaboration and its first one's text changed; SAS801 changed, SAS701 gone.
 */
export function sampleSyllabusV2(): ImportedSyllabus {
  const v1 = sampleSyllabus();
  const points = v1.points
    .filter((p) => p.code !== 'S7A02')
    .map((p) => {
      if (p.code === 'S7N02') return { ...p, description: 'Content of S7N02, reworded' };
      if (p.code === 'S7N01')
        return {
          ...p,
          objectives: [{ ...p.objectives[0]!, description: 'Elaboration 1, reworded' }],
        };
      return p;
    });
  return {
    ...v1,
    version: '2',
    points: [...points, point('S7M01', 'Measurement', 7, 6)],
    criteria: [{ ...v1.criteria[1]!, description: 'By the end of Year 8, reworded' }],
  };
}

/** A syllabus the size of AC9 Mathematics F–10, for timing the import. */
export function largeSyllabus(key = 'template:large'): ImportedSyllabus {
  const levels = ['Foundation', ...Array.from({ length: 10 }, (_, i) => `Year ${i + 1}`)];
  const points: ImportedPoint[] = Array.from({ length: 240 }, (_, i) => {
    const level = Math.floor(i / 22);
    const code = `L${level}P${String(i).padStart(3, '0')}`;
    return {
      code,
      description: `Content description ${i}: students learn something worth a sentence or two of text.`,
      subject: 'Mathematics',
      strand: ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'][i % 6]!,
      sub_strand: null,
      stage: levels[level]!,
      year: level === 0 ? null : level,
      sort_order: i + 1,
      // 996 elaborations over 240 points: four each, and one more for the first 36.
      objectives: Array.from({ length: i < 36 ? 5 : 4 }, (_, n) => ({
        code: `${code}_E${n + 1}`,
        description: `Elaboration ${n + 1} of ${code}, describing one way to teach it in class.`,
        sort_order: n + 1,
      })),
      criteria: [],
    };
  });
  return {
    key,
    name: 'Large Mathematics',
    subject: 'Mathematics',
    version: '9.0',
    source: 'Test template',
    attribution: null,
    description: null,
    levels,
    years: Array.from({ length: 10 }, (_, i) => i + 1),
    points,
    criteria: Array.from({ length: 185 }, (_, i) => {
      const level = i % 11;
      return {
        code: `AS${level}C${i}`,
        description: `Achievement standard component ${i}.`,
        sort_order: i + 1,
        stage: levels[level]!,
        year: level === 0 ? null : level,
      };
    }),
  };
}
