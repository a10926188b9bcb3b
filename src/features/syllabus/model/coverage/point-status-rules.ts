import {
  PRIORITY_LEVELS,
  REVIEW_STATUSES,
  type PriorityLevel,
  type ReviewStatus,
} from '@/domain/coverage';

/** The teacher's own judgement of a point for a class (a `class_syllabus_status` row's fields). */
export type PointStatusFields = {
  mastery_level: number | null;
  teacher_confidence_level: number | null;
  priority_level: PriorityLevel;
  review_status: ReviewStatus;
};
export type PointStatusField = keyof PointStatusFields;
export type PointStatusPatch = Partial<PointStatusFields>;

/** How the screen names each field (and so each message). */
export const POINT_STATUS_LABELS: Record<PointStatusField, string> = {
  mastery_level: 'Mastery',
  teacher_confidence_level: 'Confidence',
  priority_level: 'Priority',
  review_status: 'Review',
};

export const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Critical',
};

export const REVIEW_LABELS: Record<ReviewStatus, string> = {
  not_reviewed: 'Not reviewed',
  needs_review: 'Needs review',
  reviewed: 'Reviewed',
};

export type PatchCheck =
  | { ok: true; patch: PointStatusPatch }
  | { ok: false; reason: 'invalid'; field: string; message: string };

const isLevel = (value: unknown) =>
  value === null ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5);

/**
 * Checks a status edit before anything is written, with a message naming the field and what it
 * may be (the entity schema would refuse too, but in words for developers).
 */
export function checkPointStatusPatch(patch: Record<string, unknown>): PatchCheck {
  for (const [field, value] of Object.entries(patch)) {
    switch (field) {
      case 'mastery_level':
      case 'teacher_confidence_level':
        if (!isLevel(value))
          return refuse(
            field,
            `${POINT_STATUS_LABELS[field]} must be a whole number from 1 to 5, or not set.`,
          );
        break;
      case 'priority_level':
        if (!(PRIORITY_LEVELS as readonly unknown[]).includes(value))
          return refuse(field, 'Priority must be Low, Medium, High or Critical.');
        break;
      case 'review_status':
        if (!(REVIEW_STATUSES as readonly unknown[]).includes(value))
          return refuse(field, 'Review must be Not reviewed, Needs review or Reviewed.');
        break;
      default:
        return refuse(field, `${field} is not part of a point's status.`);
    }
  }
  return { ok: true, patch: patch as PointStatusPatch };
}

function refuse(field: string, message: string): PatchCheck {
  return { ok: false, reason: 'invalid', field, message };
}
