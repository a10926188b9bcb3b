import { describe, expect, it } from 'vitest';
import { parseSyllabusFile } from './parse-syllabus-file';
import { previewCatalogue } from './preview-catalogue';
import { toBytes } from './test-support/mrac-builder';
import { TWO_SUBJECT_MRAC } from './test-support/mrac-two-subjects';

describe('previewCatalogue', () => {
  const result = parseSyllabusFile(toBytes(TWO_SUBJECT_MRAC));
  if (!result.ok) throw new Error('the sample must parse');
  const preview = previewCatalogue(result.catalogue);

  it('counts each kind', () => {
    expect(preview.counts).toEqual({
      syllabuses: 2,
      points: 5,
      objectives: 3,
      criteria: 2,
      strands: 4,
      levels: 3,
    });
    expect(result.counts).toEqual(preview.counts);
  });

  it('builds the tree subject → level → strand → sub-strand → points in catalogue order', () => {
    expect(preview.tree[0]).toEqual({
      key: 'mrac:http://vocabulary.curriculum.edu.au/MRAC/LA/HAS/his',
      name: 'Australian Curriculum v9.0 History',
      subject: 'History',
      levels: [
        {
          stage: 'Foundation',
          year: null,
          strands: [
            {
              name: 'Knowledge and understanding',
              subStrands: [
                {
                  name: 'Personal histories',
                  points: [
                    {
                      code: 'AC9HSFK01',
                      description:
                        'who the people in their family are, where they were born & raised',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          stage: 'Year 10',
          year: 10,
          strands: [
            {
              name: 'Knowledge and understanding',
              subStrands: [
                {
                  name: 'The modern world',
                  points: [
                    { code: 'AC9HH10K01', description: 'the causes of World War II' },
                    { code: 'AC9HH10K03', description: 'the Cold War & its end' },
                  ],
                },
              ],
            },
            {
              name: 'Skills',
              subStrands: [
                {
                  name: null,
                  points: [
                    { code: 'AC9HH10S01', description: 'sequence events in chronological order' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('gives an empty catalogue zero counts and no tree', () => {
    expect(previewCatalogue({ format: 'csv', syllabuses: [] })).toEqual({
      counts: { syllabuses: 0, points: 0, objectives: 0, criteria: 0, strands: 0, levels: 0 },
      tree: [],
    });
  });
});
