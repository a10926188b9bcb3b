import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseSyllabusFile } from '../parse-syllabus-file';
import { toBytes } from '../test-support/mrac-builder';

/** Text as a cleaned cell reads back: no control characters, no '|', single spaces, trimmed. */
const cellText = fc
  .array(fc.constantFrom('a', 'B', 'é', '7', ',', '"', ';', "'", '<', '&', ' ', '—', '中'), {
    minLength: 1,
    maxLength: 24,
  })
  .map((chars) => chars.join('').replace(/\s+/g, ' ').trim())
  .filter((text) => text !== '');

const point = fc.record({
  code: fc.stringMatching(/^[A-Z][A-Z0-9_-]{0,15}$/),
  description: cellText,
  strand: fc.option(cellText, { nil: null }),
  year: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  objectives: fc.array(cellText, { maxLength: 4 }),
  separator: fc.constantFrom(' | ', '\n'),
});

const syllabus = fc.record({
  name: fc.stringMatching(/^[A-Z][a-z]{2,10}( [0-9]{1,2})?$/),
  points: fc.uniqueArray(point, { minLength: 1, maxLength: 12, selector: (p) => p.code }),
});

describe('CSV template round trip (property)', () => {
  it('any valid file reads back to the same points, on the line numbers we wrote', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(syllabus, {
          minLength: 1,
          maxLength: 3,
          selector: (s) => s.name.toLowerCase(),
        }),
        fc.constantFrom('\n', '\r\n'),
        (syllabuses, newline) => {
          const rows = syllabuses.flatMap((s) =>
            s.points.map((p) => [
              s.name,
              'Subject',
              p.strand ?? '',
              p.year === null ? '' : String(p.year),
              p.code,
              p.description,
              p.objectives.join(p.separator),
            ]),
          );
          const text = Papa.unparse(
            {
              fields: [
                'syllabus',
                'subject',
                'strand',
                'year',
                'code',
                'description',
                'objectives',
              ],
              data: rows,
            },
            { newline, quotes: false },
          );
          const result = parseSyllabusFile(toBytes(text));
          if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
          expect(result.catalogue.syllabuses.map((s) => s.name)).toEqual(
            syllabuses.map((s) => s.name),
          );
          result.catalogue.syllabuses.forEach((read, index) => {
            const written = syllabuses[index]!;
            expect(
              read.points.map((p) => ({
                code: p.code,
                description: p.description,
                strand: p.strand,
                year: p.year,
                objectives: p.objectives.map((o) => o.description),
              })),
            ).toEqual(
              written.points.map((p) => ({
                code: p.code,
                description: p.description,
                strand: p.strand,
                year: p.year,
                objectives: p.objectives,
              })),
            );
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names the line a spreadsheet shows for a bad row after rows with multi-line cells', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        (extraLines) => {
          const rows = extraLines.map((extra, index) => [
            'Maths',
            'Maths',
            `M${index}`,
            'Add',
            Array.from({ length: extra + 1 }, (_, i) => `objective ${i}`).join('\n'),
            '7',
          ]);
          rows.push(['Maths', 'Maths', 'BAD', 'Bad year', '', '99']);
          const text = Papa.unparse({
            fields: ['syllabus', 'subject', 'code', 'description', 'objectives', 'year'],
            data: rows,
          });
          const expectedLine = 2 + extraLines.reduce((sum, extra) => sum + extra + 1, 0);
          const result = parseSyllabusFile(toBytes(text));
          expect(!result.ok && result.problems.map((p) => p.message)).toEqual([
            `Line ${expectedLine}: year must be an integer from 1 to 12`,
          ]);
        },
      ),
    );
  });
});
