import {
  hasPlanContent,
  isMarked,
  PLAN_TEXT_FIELDS,
  type LessonRecord,
  type LessonStatus,
} from './lesson-record';

/*
 * DESIGN §7 status, split in two:
 * - stored: PLANNED or UNPLANNED (from content) or COMPLETED or MISSED (the teacher's mark);
 * - effective: what the planner shows and filters on, adding PENDING_REFLECTION.
 *
 * PENDING_REFLECTION is never written. It depends on the date only, so storing it would take a
 * write for every unmarked lesson every midnight, on every device, each one a change to push and
 * merge. It is derived when read instead; a stored one (imported, or from an older client) reads
 * as UNPLANNED/PLANNED again if the lesson moves to today or later.
 */

type StatusFields = Pick<
  LessonRecord,
  'status' | 'date' | 'program_item_id' | (typeof PLAN_TEXT_FIELDS)[number]
>;

const contentStatus = (lesson: StatusFields, hasLinks: boolean): 'PLANNED' | 'UNPLANNED' =>
  hasPlanContent(lesson, hasLinks) ? 'PLANNED' : 'UNPLANNED';

/**
 * The status the teacher sees on `today` (YYYY-MM-DD): a mark always wins; an unmarked lesson
 * whose day has ended (date before today) is waiting for its reflection; otherwise as stored.
 * On the lesson's own day it is not pending yet: the lesson may not have happened.
 */
export function effectiveStatus(lesson: StatusFields, today: string): LessonStatus {
  if (isMarked(lesson.status)) return lesson.status;
  if (lesson.date < today) return 'PENDING_REFLECTION';
  if (lesson.status === 'PENDING_REFLECTION') return contentStatus(lesson, false);
  return lesson.status;
}

/**
 * The status to store after an edit of `lesson` (its fields as they are after the edit):
 * UNPLANNED ↔ PLANNED as content appears or disappears; a COMPLETED or MISSED mark stays (editing
 * the plan of a taught lesson does not un-teach it). Pass `hasLinks` when the lesson has linked
 * resources or syllabus points, which count as content.
 */
export function statusAfterEdit(lesson: StatusFields, hasLinks = false): LessonStatus {
  return isMarked(lesson.status) ? lesson.status : contentStatus(lesson, hasLinks);
}

/**
 * Which changes of EFFECTIVE status an edit or a mark may make (rows: from, entries: to).
 * Time passing (→ PENDING_REFLECTION) and moving a lesson to another date are not edits and are
 * not in the table; a change to the same status is no change.
 *
 * | from               | to                                                                 |
 * | ------------------ | ------------------------------------------------------------------ |
 * | UNPLANNED          | PLANNED (content added), COMPLETED, MISSED                         |
 * | PLANNED            | UNPLANNED (content cleared), COMPLETED, MISSED                     |
 * | PENDING_REFLECTION | COMPLETED, MISSED (content edits keep it pending)                  |
 * | COMPLETED          | MISSED (correct the mark); undo: PLANNED, UNPLANNED or PENDING_…  |
 * | MISSED             | COMPLETED (correct the mark); undo: PLANNED, UNPLANNED or PENDING_… |
 *
 * Undoing a mark lands on whatever content and date give; it is always allowed, so a mis-tap is
 * never permanent.
 */
export const STATUS_TRANSITIONS: Readonly<Record<LessonStatus, readonly LessonStatus[]>> = {
  UNPLANNED: ['PLANNED', 'COMPLETED', 'MISSED'],
  PLANNED: ['UNPLANNED', 'COMPLETED', 'MISSED'],
  PENDING_REFLECTION: ['COMPLETED', 'MISSED'],
  COMPLETED: ['MISSED', 'PLANNED', 'UNPLANNED', 'PENDING_REFLECTION'],
  MISSED: ['COMPLETED', 'PLANNED', 'UNPLANNED', 'PENDING_REFLECTION'],
};

export function canTransition(from: LessonStatus, to: LessonStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

export type StatusAction = 'complete' | 'miss' | 'unmark';

export type StatusChangeRefusal = 'before-lesson-date' | 'no-change';

/** Columns to write for a mark; reflection fields are left as they are. */
export type StatusChangeFields = {
  status: 'PLANNED' | 'UNPLANNED' | 'COMPLETED' | 'MISSED';
  completed_at: string | null;
};

export type StatusChangeResult =
  | { ok: true; fields: StatusChangeFields; effective: LessonStatus }
  | { ok: false; reason: StatusChangeRefusal; message: string };

/**
 * Marks a lesson completed or missed, or undoes the mark, on `today` at `now` (ISO timestamp for
 * completed_at).
 *
 * - Marking is allowed from the lesson's date on, not before: a lesson cannot have been taught
 *   before its day, and a COMPLETED lesson counts toward coverage (DESIGN §7), so an early tap
 *   would report syllabus points as taught. A lesson that will not happen is bumped instead.
 * - Undoing is allowed at any time. The stored status goes back to what the content gives and
 *   completed_at is cleared; the reflection is kept, so marking again shows it as it was.
 * - COMPLETED ↔ MISSED directly corrects a mark; completed_at is set only while COMPLETED.
 */
export function planStatusChange({
  lesson,
  action,
  today,
  now,
  hasLinks = false,
}: {
  lesson: StatusFields;
  action: StatusAction;
  today: string;
  now: string;
  hasLinks?: boolean;
}): StatusChangeResult {
  const from = effectiveStatus(lesson, today);
  const stored: StatusChangeFields['status'] =
    action === 'complete'
      ? 'COMPLETED'
      : action === 'miss'
        ? 'MISSED'
        : contentStatus(lesson, hasLinks);
  const to = effectiveStatus({ ...lesson, status: stored }, today);

  const noMark = action === 'unmark' && !isMarked(lesson.status);
  if (noMark || !canTransition(from, to)) {
    return { ok: false, reason: 'no-change', message: NO_CHANGE_MESSAGES[action] };
  }
  if (action !== 'unmark' && lesson.date > today) {
    return {
      ok: false,
      reason: 'before-lesson-date',
      message: `This lesson is on ${lesson.date}: it can be marked ${action === 'complete' ? 'completed' : 'missed'} from that day on. To move it, bump it instead.`,
    };
  }
  return {
    ok: true,
    fields: { status: stored, completed_at: stored === 'COMPLETED' ? now : null },
    effective: to,
  };
}

const NO_CHANGE_MESSAGES: Record<StatusAction, string> = {
  complete: 'This lesson is already marked completed.',
  miss: 'This lesson is already marked missed.',
  unmark: 'This lesson is not marked completed or missed, so there is no mark to undo.',
};
