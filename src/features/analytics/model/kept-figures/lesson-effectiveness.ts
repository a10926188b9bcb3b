import * as v from 'valibot';
import { LESSON_STATUSES } from '@/domain/lessons';
import { RATINGS } from '../lesson-effectiveness-distribution';
import { count, isoDate, maybeText, percent, text } from './shapes';

const rating = v.picklist(RATINGS);
const maybeRating = v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5)));

/**
 * Lesson effectiveness as kept on the device: every rated lesson of the view, the ratings'
 * spread and the follow-ups. The rated-lessons list is most of it (a term of a busy timetable
 * can pass the store's 256 KB a copy, and is then not kept: the page counts as before).
 */
export const lessonEffectivenessFiguresSchema = v.object({
  lessons: v.array(
    v.object({
      lessonId: text,
      date: isoDate,
      className: text,
      subject: maybeText,
      title: maybeText,
      effectivenessRating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
      teachingMethod: maybeText,
      teacherSatisfactionScore: maybeRating,
      teacherEffectivenessRating: maybeRating,
      followUpRequired: v.boolean(),
      followUpNotes: maybeText,
      syllabusPoints: v.array(v.object({ syllabusPointId: text, code: text, description: text })),
    }),
  ),
  distribution: v.array(v.object({ rating, lessons: count, sharePercentage: percent })),
  followUps: v.array(
    v.object({
      lessonId: text,
      date: isoDate,
      classId: text,
      className: text,
      title: maybeText,
      status: v.picklist(LESSON_STATUSES),
      notes: maybeText,
    }),
  ),
});
