import { describe, expect, it } from 'vitest';
import { parseSyllabusFile } from '../parse-syllabus-file';
import { toBytes } from '../test-support/mrac-builder';
import { JSON_TEMPLATE } from '../template/templates';

const parse = (value: unknown) =>
  parseSyllabusFile(toBytes(typeof value === 'string' ? value : JSON.stringify(value, null, 2)));

function messages(value: unknown): string[] {
  const result = parse(value);
  if (result.ok) throw new Error('expected problems');
  return result.problems.map((p) => p.message);
}

const point = (code: string, extra: object = {}) => ({
  code,
  description: `Point ${code}`,
  ...extra,
});
const syllabus = (points: object[], extra: object = {}) => ({
  name: 'Maths 7',
  subject: 'Maths',
  points,
  ...extra,
});

describe('JSON template', () => {
  it('reads the downloadable template itself', () => {
    const result = parse(JSON_TEMPLATE);
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    const [science] = result.catalogue.syllabuses;
    expect(result.format).toBe('json');
    expect(science).toMatchObject({
      key: 'template:example science year 7',
      source: 'Lesson Planner JSON template',
      description: 'What our Year 7 classes study in science',
      levels: ['Year 7'],
      years: [7],
    });
    expect(science?.points[0]).toMatchObject({
      code: 'SCI7-01',
      subject: 'Science',
      sub_strand: 'Classification',
      objectives: [
        { code: null, description: 'Build a dichotomous key', sort_order: 1 },
        { code: null, description: 'Compare two classification systems', sort_order: 2 },
      ],
    });
    expect(science?.points[1]).toMatchObject({ stage: 'Year 7', year: 7, sub_strand: null });
    expect(science?.criteria).toEqual([
      {
        code: null,
        description: 'By the end of Year 7, students classify organisms and separate mixtures',
        stage: 'Year 7',
        year: 7,
        sort_order: 1,
      },
    ]);
  });

  it('names every bad field by its JSON path', () => {
    const points = Array.from({ length: 13 }, (_, i) => point(`M${i}`));
    points[3] = point('M3', { description: '   ' });
    points[12] = point('M12', { year: 13 });
    const bad = {
      syllabuses: [
        syllabus(points),
        { name: 'Science', points: [point('S1', { objectives: ['ok', 4] })] },
      ],
    };
    expect(messages(bad)).toEqual([
      'syllabuses[0].points[3].description: must not be blank',
      'syllabuses[0].points[12].year: must be an integer from 1 to 12',
      'syllabuses[1].subject: is required',
      'syllabuses[1].points[0].objectives[1]: must be text',
    ]);
  });

  it('names a misspelt property instead of dropping its data', () => {
    const result = parse({ syllabuses: [syllabus([point('M1', { descripton: 'typo' })])] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      {
        where: 'syllabuses[0].points[0]',
        field: 'descripton',
        reason: 'is not a property of the template; check its spelling or remove it',
        message:
          'syllabuses[0].points[0].descripton: is not a property of the template; check its spelling or remove it',
      },
    ]);
  });

  it('names both places of a duplicate code, and a syllabus named twice', () => {
    expect(
      messages({
        syllabuses: [
          syllabus([point('M1'), point('M1')]),
          syllabus([point('M2')], { name: 'maths 7' }),
        ],
      }),
    ).toEqual([
      'syllabuses[0].points[1].code: "M1" is used twice in syllabus "Maths 7" (also on syllabuses[0].points[0]); each point needs its own code',
      'syllabuses[1].name: "maths 7" is also the name of syllabuses[0]; give each syllabus its own name',
    ]);
  });

  it('gives the line and column of a syntax error', () => {
    const text = '{\n  "syllabuses": [\n    { "name": "Maths" "subject": "Maths" }\n  ]\n}';
    const [message, ...rest] = messages(text);
    expect(rest).toEqual([]);
    expect(message).toMatch(/^Line 3, column \d+: the file is not valid JSON/);
  });

  it('refuses a top level that is not the template object', () => {
    expect(messages('[1, 2]')).toEqual(['The file must be an object with a "syllabuses" list']);
    expect(messages({ syllabuses: [] })).toEqual(['syllabuses: must hold at least one syllabus']);
  });
});
