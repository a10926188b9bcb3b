import { describe, expect, it } from 'vitest';
import type { ImportedCatalogue } from './catalogue';
import { diffCatalogue } from './diff-catalogue';
import { parseSyllabusFile } from './parse-syllabus-file';
import { readAc9MathematicsBytes } from './test-support/curriculum-fixture';
import { toBytes } from './test-support/mrac-builder';
import { storedRowsOf } from './test-support/stored-catalogue';
import { JSON_TEMPLATE } from './template/templates';

function parsed(bytes: Uint8Array): ImportedCatalogue {
  const result = parseSyllabusFile(bytes);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.catalogue;
}

const none = { added: 0, changed: 0, retired: 0, unchanged: 0 };

/** A JSON catalogue: version 1 of a syllabus, and helpers to write version 2. */
const version1 = {
  syllabuses: [
    {
      name: 'Maths 7',
      subject: 'Maths',
      version: '1',
      points: [
        {
          code: 'M1',
          description: 'Add',
          strand: 'Number',
          year: 7,
          objectives: ['carry', 'borrow'],
        },
        { code: 'M2', description: 'Subtract', strand: 'Number', year: 7 },
        {
          code: 'M3',
          description: 'Angles',
          strand: 'Space',
          year: 7,
          criteria: ['measures angles'],
        },
      ],
      criteria: [{ description: 'By the end of Year 7 …', year: 7 }],
    },
  ],
};
const jsonBytes = (value: unknown) => toBytes(JSON.stringify(value));

describe('diffCatalogue', () => {
  it('finds nothing to do when the same file comes twice (the AC9 fixture)', () => {
    const catalogue = parsed(readAc9MathematicsBytes());
    const [diff] = diffCatalogue(catalogue, storedRowsOf(catalogue));
    expect(diff).toMatchObject({
      existingId: expect.any(String),
      detailsChanged: false,
      points: { ...none, unchanged: 240 },
      objectives: { ...none, unchanged: 996 },
      criteria: { ...none, unchanged: 185 },
      pointCodes: { added: [], changed: [], retired: [] },
    });
  });

  it('says a new syllabus adds everything', () => {
    const catalogue = parsed(toBytes(JSON_TEMPLATE));
    expect(
      diffCatalogue(catalogue, { syllabuses: [], points: [], objectives: [], criteria: [] }),
    ).toEqual([
      {
        key: 'template:example science year 7',
        name: 'Example Science Year 7',
        existingId: null,
        detailsChanged: false,
        points: { ...none, added: 2 },
        objectives: { ...none, added: 2 },
        criteria: { ...none, added: 2 },
        pointCodes: { added: ['SCI7-01', 'SCI7-02'], changed: [], retired: [] },
      },
    ]);
  });

  it('counts what a newer version adds, changes and retires', () => {
    const stored = storedRowsOf(parsed(jsonBytes(version1)));
    const [syllabus] = version1.syllabuses;
    const version2 = {
      syllabuses: [
        {
          ...syllabus,
          version: '2',
          points: [
            {
              code: 'M1',
              description: 'Add',
              strand: 'Number',
              year: 7,
              objectives: ['carry', 'regroup'],
            },
            { code: 'M2', description: 'Subtract whole numbers', strand: 'Number', year: 7 },
            { code: 'M4', description: 'Probability', strand: 'Chance', year: 7 },
          ],
        },
      ],
    };
    const [diff] = diffCatalogue(parsed(jsonBytes(version2)), stored);
    expect(diff).toMatchObject({
      detailsChanged: true,
      points: { added: 1, changed: 1, retired: 1, unchanged: 1 },
      // '#2' now reads 'regroup': matched by position when there is no code, so it changed.
      objectives: { added: 0, changed: 1, retired: 0, unchanged: 1 },
      // M3's own criterion goes with M3; the level criterion stays.
      criteria: { added: 0, changed: 0, retired: 1, unchanged: 1 },
      pointCodes: { added: ['M4'], changed: ['M2'], retired: ['M3'] },
    });
  });

  it('counts a retired point that comes back as changed, and never retires it twice', () => {
    const stored = storedRowsOf(parsed(jsonBytes(version1)));
    const retired = {
      ...stored,
      points: stored.points.map((p) =>
        p.code === 'M2' ? { ...p, retired_at: '2026-11-20T00:00:00Z' } : p,
      ),
    };
    const [back] = diffCatalogue(parsed(jsonBytes(version1)), retired);
    expect(back?.points).toEqual({ ...none, changed: 1, unchanged: 2 });
    const withoutM2 = {
      syllabuses: [
        {
          ...version1.syllabuses[0],
          points: version1.syllabuses[0]!.points.filter((p) => p.code !== 'M2'),
        },
      ],
    };
    const [still] = diffCatalogue(parsed(jsonBytes(withoutM2)), retired);
    // M3 moves up one place (its sort_order changes); M2 was retired already and is not counted again.
    expect(still?.points).toEqual({ ...none, changed: 1, unchanged: 1 });
  });

  it('compares only with the scope the import writes to', () => {
    const catalogue = parsed(jsonBytes(version1));
    const schoolRows = storedRowsOf(catalogue, 'school-1');
    expect(diffCatalogue(catalogue, schoolRows, { schoolId: null })[0]?.existingId).toBeNull();
    expect(diffCatalogue(catalogue, schoolRows, { schoolId: 'school-1' })[0]?.points).toEqual({
      ...none,
      unchanged: 3,
    });
  });
});
