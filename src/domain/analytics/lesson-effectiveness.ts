import { isRatedLesson, compareText, type AnalyticsScope } from './metric-definitions';

/** Spec §3 "Lesson effectiveness": one lesson with ratings. */
export type LessonEffectiveness = {
  lessonId: string;
  date: string;
  className: string;
  subject: string | null;
  title: string | null;
  /** 1–5: only lessons with ratings are listed. */
  effectivenessRating: number;
  /** The method's name, or null when none was recorded. */
  teachingMethod: string | null;
  teacherSatisfactionScore: number | null;
  teacherEffectivenessRating: number | null;
  followUpRequired: boolean;
  followUpNotes: string | null;
  /** The linked points (live links, known points), by code. */
  syllabusPoints: { syllabusPointId: string; code: string; description: string }[];
};

/** A lesson names a method that is not on this device (never synced, or purged). */
export const UNKNOWN_METHOD_NAME = 'Removed method';

/** Every counted lesson with ratings, newest first (then by id, so every device agrees). */
export function lessonEffectiveness(scope: AnalyticsScope): LessonEffectiveness[] {
  const { index } = scope;
  const rows: LessonEffectiveness[] = [];
  for (const schoolClass of scope.classes) {
    for (const lesson of scope.lessonsByClass.get(schoolClass.id) ?? []) {
      if (!isRatedLesson(lesson) || lesson.effectiveness_rating === null) continue;
      const methodId = lesson.teaching_method_id;
      const points = (index.linksByLesson.get(lesson.id) ?? [])
        .map((link) => index.pointsById.get(link.syllabus_point_id))
        .filter((point) => point !== undefined)
        .map((point) => ({
          syllabusPointId: point.id,
          code: point.code,
          description: point.description,
        }))
        .sort(
          (a, b) =>
            compareText(a.code, b.code) || compareText(a.syllabusPointId, b.syllabusPointId),
        );
      rows.push({
        lessonId: lesson.id,
        date: lesson.date,
        className: schoolClass.name,
        subject: schoolClass.subject,
        title: lesson.title,
        effectivenessRating: lesson.effectiveness_rating,
        teachingMethod:
          methodId === null ? null : (index.methods.get(methodId)?.name ?? UNKNOWN_METHOD_NAME),
        teacherSatisfactionScore: lesson.teacher_satisfaction_score,
        teacherEffectivenessRating: lesson.teacher_effectiveness_rating,
        followUpRequired: lesson.follow_up_required,
        followUpNotes: lesson.follow_up_notes,
        syllabusPoints: points,
      });
    }
  }
  return rows.sort((a, b) => compareText(b.date, a.date) || compareText(a.lessonId, b.lessonId));
}
