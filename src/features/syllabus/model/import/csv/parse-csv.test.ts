import { describe, expect, it } from 'vitest';
import { parseSyllabusFile } from '../parse-syllabus-file';
import { toBytes } from '../test-support/mrac-builder';
import { CSV_TEMPLATE } from '../template/templates';

const HEADER = 'syllabus,subject,strand,stage,year,code,description,objectives';

function parse(text: string) {
  return parseSyllabusFile(toBytes(text));
}

function messages(text: string): string[] {
  const result = parse(text);
  if (result.ok) throw new Error('expected problems');
  return result.problems.map((p) => p.message);
}

function catalogueOf(text: string) {
  const result = parse(text);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.catalogue;
}

describe('CSV template', () => {
  it('reads the downloadable template itself', () => {
    const catalogue = catalogueOf(CSV_TEMPLATE);
    expect(catalogue.format).toBe('csv');
    const [science] = catalogue.syllabuses;
    expect(science).toMatchObject({
      key: 'template:example science year 7',
      name: 'Example Science Year 7',
      subject: 'Science',
      version: '2026',
      source: 'Lesson Planner CSV template',
      attribution: 'Written by our science department',
      levels: ['Year 7', 'Stage 4'],
      years: [7],
    });
    expect(science?.points.map((p) => p.code)).toEqual(['SCI7-01', 'SCI7-02', 'SCI7-03']);
    expect(science?.points[0]?.description).toBe(
      'Classify living things using keys, and explain why scientists group them',
    );
    expect(science?.points[0]?.objectives.map((o) => o.description)).toEqual([
      'Build a dichotomous key',
      'Compare two classification systems',
    ]);
    expect(science?.points[1]?.objectives.map((o) => o.description)).toEqual([
      'Choose a method for a mixture',
      'Explain why each method works',
    ]);
    expect(science?.points[0]?.criteria).toEqual([
      { code: null, description: 'Uses a key to identify five organisms', sort_order: 1 },
    ]);
    expect(science?.points[2]).toMatchObject({
      stage: 'Stage 4',
      year: null,
      objectives: [],
      criteria: [],
    });
  });

  it('takes columns in any order and any case, a BOM and CRLF line ends', () => {
    const text =
      '\uFEFFCode,DESCRIPTION, Subject ,Syllabus,Year\r\nM1,"Add, subtract",Maths,Maths 7,7\r\nM2,Multiply,Maths,Maths 7,\r\n';
    const [maths] = catalogueOf(text).syllabuses;
    expect(maths?.points.map((p) => [p.code, p.description, p.year, p.stage])).toEqual([
      ['M1', 'Add, subtract', 7, 'Year 7'],
      ['M2', 'Multiply', null, null],
    ]);
  });

  it('reads a semicolon-separated file (spreadsheets in some locales save so)', () => {
    const [maths] = catalogueOf(
      'syllabus;subject;code;description\nMaths 7;Maths;M1;"Add; subtract"\n',
    ).syllabuses;
    expect(maths?.points[0]?.code).toBe('M1');
  });

  it('groups rows into syllabuses by name, whatever the case', () => {
    const catalogue = catalogueOf(
      `${HEADER}\nMaths 7,Maths,Number,,7,M1,Add,\nScience 7,Science,,,7,S1,Cells,\nmaths 7,Maths,Number,,7,M2,Subtract,\n`,
    );
    expect(catalogue.syllabuses.map((s) => [s.name, s.points.map((p) => p.code)])).toEqual([
      ['Maths 7', ['M1', 'M2']],
      ['Science 7', ['S1']],
    ]);
  });

  it('numbers lines as a spreadsheet does when quoted cells hold new lines', () => {
    const text = [
      HEADER,
      'Maths 7,Maths,Number,,7,M1,Add,"first',
      'second',
      'third"',
      'Maths 7,Maths,Number,,7,M2,"Subtract',
      'numbers",',
      'Maths 7,Maths,Number,,13,M3,Divide,',
    ].join('\n');
    expect(messages(text)).toEqual(['Line 7: year must be an integer from 1 to 12']);
  });

  it('names the exact line of a bad year, and reports every bad row', () => {
    const rows = Array.from(
      { length: 12 },
      (_, i) => `Maths 7,Maths,Number,,7,M${i + 1},Point ${i + 1},`,
    );
    rows[12] = 'Maths 7,Maths,Number,,year seven,M13,Point 13,';
    rows[13] = 'Maths 7,Maths,Number,,0,M14,Point 14,';
    rows[14] = 'Maths 7,Maths,Number,,7,,Point 15,';
    expect(messages([HEADER, ...rows].join('\n'))).toEqual([
      'Line 14: year must be an integer from 1 to 12',
      'Line 15: year must be an integer from 1 to 12',
      'Line 16: code is required',
    ]);
  });

  it('names the missing required columns in one problem', () => {
    expect(messages('Syllabus,Strand,Code\nMaths,Number,M1\n')).toEqual([
      'Line 1: the header row has no subject and description columns (the template needs syllabus, subject, code and description)',
    ]);
    expect(messages('syllabus,subject,code,description,objective\nMaths,Maths,M1,Add,x\n')).toEqual(
      [
        'Line 1: the header row names "objective", which the template does not have (its columns are syllabus, subject, version, attribution, strand, sub_strand, stage, year, code, description, objectives, criteria); rename or remove it',
      ],
    );
  });

  it('names both lines of a duplicate code', () => {
    const text = `${HEADER}\nMaths 7,Maths,Number,,7,M1,Add,\nMaths 7,Maths,Number,,7,M2,Subtract,\nMaths 7,Maths,Number,,7,M1,Again,\n`;
    expect(messages(text)).toEqual([
      'Line 4: code "M1" is used twice in syllabus "Maths 7" (also on line 2); each point needs its own code',
    ]);
  });

  it('refuses two versions for one syllabus, and extra cells', () => {
    const text =
      'syllabus,subject,version,code,description\nMaths,Maths,1,M1,Add\nMaths,Maths,2,M2,Subtract\nMaths,Maths,1,M3,Divide,extra\n';
    expect(messages(text)).toEqual([
      'Line 3: version differs from the version on line 2 for syllabus "Maths"; give one version per syllabus',
      'Line 4: has 6 cells but the header row names 5 columns',
    ]);
  });

  it('names an unclosed quote', () => {
    expect(messages(`${HEADER}\nMaths 7,Maths,Number,,7,M1,"Add,\n`)).toEqual([
      'Line 2: a quoted cell is never closed: a " is missing',
    ]);
  });

  it('says so when there are no rows under the header', () => {
    expect(messages(`${HEADER}\n\n`)).toEqual([
      'Line 2: there are no rows under the header: add one row per syllabus point',
    ]);
  });

  it('lists the first 200 problems and counts the rest', () => {
    const rows = Array.from({ length: 250 }, (_, i) => `Maths 7,Maths,Number,,99,M${i},Point,`);
    const result = parse([HEADER, ...rows].join('\n'));
    if (result.ok) throw new Error('expected problems');
    expect(result.problems).toHaveLength(200);
    expect(result.moreProblems).toBe(50);
    expect(result.problems[199]?.message).toBe('Line 201: year must be an integer from 1 to 12');
  });

  it('refuses more points than one import may hold, before the server would', () => {
    const rows = Array.from(
      { length: 5_001 },
      (_, i) => `Maths 7,Maths,Number,,7,M${i},Point ${i},`,
    );
    expect(messages([HEADER, ...rows].join('\n'))).toEqual([
      'Syllabus "Maths 7": has 5001 points; one syllabus takes at most 5000',
    ]);
  });
});
