import type { LessonStatus } from '@/domain/lessons';

/** A lesson as the week view shows it: the lesson joined with its class, status as seen today. */
export type WeekLesson = {
  readonly id: string;
  readonly classId: string;
  readonly className: string;
  /** '#2563eb'; null when the class has none or is not on this device. */
  readonly classColour: string | null;
  readonly classArchived: boolean;
  readonly date: string;
  readonly periodId: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly title: string | null;
  /** `effectiveStatus` on today. */
  readonly status: LessonStatus;
  /** Marked COMPLETED or MISSED (stored): such lessons stay where they were taught. */
  readonly marked: boolean;
};

/** A class the filters offer. */
export type WeekClass = {
  readonly id: string;
  readonly name: string;
  readonly colour: string | null;
  readonly archived: boolean;
};

/** What one week read gives the page. */
export type WeekData = {
  readonly weekStart: string;
  readonly lessons: readonly WeekLesson[];
  /** Classes to filter by: the week's (scoped fetches) or all the teacher's. */
  readonly classes: readonly WeekClass[];
  /** Every lesson of the week before filters: tells "no lessons" from "none match". */
  readonly unfilteredCount: number;
};

export const STATUS_LABELS: Readonly<Record<LessonStatus, string>> = {
  PLANNED: 'Planned',
  UNPLANNED: 'Unplanned',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  PENDING_REFLECTION: 'Needs reflection',
};

/** A card's headline: the lesson's title, or 'Unplanned' while it has none. */
export const lessonHeadline = (lesson: Pick<WeekLesson, 'title'>) =>
  lesson.title !== null && lesson.title.trim() !== '' ? lesson.title : 'Unplanned';
