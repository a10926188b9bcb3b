import * as v from 'valibot';
import { count, percent, text } from './shapes';

const totals = v.object({ inScope: count, covered: count, coveragePercentage: percent });

/** Syllabus coverage's heat maps and table as kept on the device. */
export const syllabusCoverageFiguresSchema = v.object({
  grids: v.array(
    v.object({
      syllabusId: text,
      title: text,
      strands: v.array(text),
      rows: v.array(
        v.object({
          classId: text,
          className: text,
          cells: v.array(v.object({ strand: text, totals: v.nullable(totals) })),
          overall: totals,
        }),
      ),
    }),
  ),
  tableRows: v.array(
    v.object({
      classId: text,
      className: text,
      strand: text,
      inScope: count,
      covered: count,
      coveragePercentage: percent,
    }),
  ),
  withoutSyllabus: v.array(v.object({ classId: text, className: text })),
  taughtLessons: count,
});
