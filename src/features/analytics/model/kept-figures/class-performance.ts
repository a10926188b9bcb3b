import * as v from 'valibot';
import { amount, count, maybeDate, maybeText, maybeYear, percent, text } from './shapes';

const average = v.nullable(amount);

/** Class performance's rows as kept on the device. */
export const classPerformanceFiguresSchema = v.array(
  v.object({
    classId: text,
    className: text,
    subject: maybeText,
    year: maybeYear,
    syllabusStage: maybeText,
    totalLessons: count,
    lessonsWithRatings: count,
    averageEffectiveness: average,
    averageTeacherSatisfaction: average,
    averageTeacherEffectiveness: average,
    totalSyllabusPoints: count,
    coveredSyllabusPoints: count,
    coveragePercentage: percent,
    lastLessonDate: maybeDate,
    followUpRequired: count,
  }),
);
