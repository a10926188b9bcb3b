import * as v from 'valibot';
import { PRIORITY_LEVELS, REVIEW_STATUSES } from '@/domain/coverage';
import { count, isoDate, maybeDate, maybeText, maybeYear, percent, text } from './shapes';

const priority = v.picklist(PRIORITY_LEVELS);
const level = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)));

/** Coverage gaps per class as kept on the device. */
export const coverageGapsFiguresSchema = v.array(
  v.object({
    classId: text,
    className: text,
    hasSyllabus: v.boolean(),
    inScope: count,
    gaps: v.array(
      v.object({
        syllabusPointId: text,
        code: text,
        description: text,
        subject: maybeText,
        strand: maybeText,
        stage: maybeText,
        year: maybeYear,
        coveragePercentage: percent,
        teachingCount: count,
        masteryLevel: level,
        teacherConfidenceLevel: level,
        priorityLevel: priority,
        lastTaughtDate: maybeDate,
        calculatedPriority: priority,
        reviewStatus: v.picklist(REVIEW_STATUSES),
        kind: v.picklist(['untaught', 'low-mastery']),
        classId: text,
        className: text,
        score: v.number(),
        plannedFor: v.nullable(v.object({ lessonId: text, date: isoDate })),
      }),
    ),
    otherPriorities: count,
  }),
);
