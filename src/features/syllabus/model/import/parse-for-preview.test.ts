import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseForPreview } from './parse-for-preview';
import type { ParseProgress } from './parse-worker-protocol';
import { parseSyllabusFile } from './parse-syllabus-file';

const FIXTURE = new URL(
  '../../../../../supabase/seed/curriculum/ac9-mathematics.rdf',
  import.meta.url,
);

describe('parseForPreview', () => {
  it('reads, parses and previews the AC9 fixture, reporting progress in stage order up to 1', async () => {
    const progress: ParseProgress[] = [];

    const parsed = await parseForPreview(new Blob([readFileSync(FIXTURE)]), (p) =>
      progress.push(p),
    );

    expect(parsed.problems).toEqual([]);
    expect(parsed.format).toBe('mrac');
    expect(parsed.counts).toMatchObject({ syllabuses: 1, points: 240, objectives: 996 });
    expect(parsed.tree?.[0]?.levels).toHaveLength(11);
    const fractions = progress.map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect([...new Set(progress.map((p) => p.stage))]).toEqual([
      'reading',
      'parsing',
      'validating',
    ]);
  });

  it('refuses a file over the limit before reading it, in the words the parser uses', async () => {
    const limits = { maxBytes: 10 };
    const bytes = new TextEncoder().encode('syllabus,subject');
    const progress: ParseProgress[] = [];

    const parsed = await parseForPreview(new Blob([bytes]), (p) => progress.push(p), { limits });

    const fromParser = parseSyllabusFile(bytes, { limits });
    expect(fromParser.ok).toBe(false);
    expect(parsed.problems).toEqual(fromParser.ok ? [] : fromParser.problems);
    expect(parsed.catalogue).toBeNull();
    expect(progress).toEqual([]);
  });

  it('passes on every problem and no catalogue when the file has one', async () => {
    const csv = 'syllabus,subject,code,description,year\nMaths,Mathematics,M1,Add,13\n';

    const parsed = await parseForPreview(new Blob([csv]), () => undefined);

    expect(parsed.catalogue).toBeNull();
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'Line 2: year must be an integer from 1 to 12',
    ]);
  });
});
