import type { AnalyticsScope } from '@/domain/analytics';
import { effectiveStatus, type LessonStatus } from '@/domain/lessons';

/** A counted lesson the teacher marked as needing follow-up, with what they noted. */
export type FollowUpLesson = {
  readonly lessonId: string;
  readonly date: string;
  readonly classId: string;
  readonly className: string;
  readonly title: string | null;
  /** As the planner shows it (PENDING_REFLECTION derived on the scope's day). */
  readonly status: LessonStatus;
  readonly notes: string | null;
};

/**
 * Every counted lesson with follow_up_required, newest first (then by id). Any status, as the
 * engine's `followUpRequired` counts them, so this list has as many rows as the overview's
 * "Follow-ups required" card, including a follow-up on a lesson not rated yet.
 */
export function followUpLessons(scope: AnalyticsScope): FollowUpLesson[] {
  const rows: FollowUpLesson[] = [];
  for (const schoolClass of scope.classes) {
    for (const lesson of scope.lessonsByClass.get(schoolClass.id) ?? []) {
      if (!lesson.follow_up_required) continue;
      rows.push({
        lessonId: lesson.id,
        date: lesson.date,
        classId: schoolClass.id,
        className: schoolClass.name,
        title: lesson.title,
        status: effectiveStatus(lesson, scope.today),
        notes: lesson.follow_up_notes,
      });
    }
  }
  return rows.sort((a, b) => compare(b.date, a.date) || compare(a.lessonId, b.lessonId));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
