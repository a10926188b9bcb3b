import type { PriorityLevel } from '@/domain/coverage';
import type { LessonStatus } from '@/domain/lessons';

/** The planner's words for each status (features keep their own copy: they never import each other). */
export const STATUS_LABELS: Readonly<Record<LessonStatus, string>> = {
  PLANNED: 'Planned',
  UNPLANNED: 'Unplanned',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  PENDING_REFLECTION: 'Needs reflection',
};

export const PRIORITY_LABELS: Readonly<Record<PriorityLevel, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CRITICAL: 'Critical',
};

/** `list` with `value` added when absent and removed when present. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
