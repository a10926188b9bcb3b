import { parseDayNumber } from '../calendar';
import { PRIORITY_LEVELS, type PriorityLevel } from './coverage-records';

/** Taught this recently (days): the point was just done, so it is less pressing now. */
export const RECENTLY_TAUGHT_DAYS = 28;
/** Not taught for longer than this (days): due for revisiting. */
export const REVISIT_AFTER_DAYS = 180;

/** The teacher's level as points: three apart, so adjustments of up to ±2 stay near it. */
const LEVEL_POINTS: Record<PriorityLevel, number> = { LOW: 0, MEDIUM: 3, HIGH: 6, CRITICAL: 9 };

export type PriorityInput = {
  priorityLevel: PriorityLevel;
  /** 1–5, or null when the teacher has not judged it. */
  masteryLevel: number | null;
  teacherConfidenceLevel: number | null;
  /** YYYY-MM-DD of the last COMPLETED lesson that linked the point; null = never taught. */
  lastTaughtDate: string | null;
  /** YYYY-MM-DD. */
  today: string;
};

/**
 * The score behind calculatedPriority: the teacher's priority level plus adjustments.
 *
 * | input                                   | points |
 * |-----------------------------------------|--------|
 * | priority LOW / MEDIUM / HIGH / CRITICAL | 0 / 3 / 6 / 9 |
 * | never taught (by a COMPLETED lesson)    | +2     |
 * | last taught ≤ 28 days ago               | −2     |
 * | last taught > 180 days ago              | +1     |
 * | mastery 1 / 2 / 3 / 4 / 5 (none: 0)     | +2 / +1 / 0 / −1 / −2 |
 * | teacher confidence 1 or 2               | +1     |
 *
 * So with nothing else known a level maps to itself, an untaught MEDIUM point stays MEDIUM (5)
 * while an untaught HIGH one becomes CRITICAL (8), and a well-mastered, just-taught point drops
 * (HIGH, mastery 5, taught last week: 6 − 2 − 2 = 2, LOW). A lesson dated after today counts as
 * taught today.
 */
export function priorityScore(input: PriorityInput): number {
  let score = LEVEL_POINTS[input.priorityLevel];
  if (input.lastTaughtDate === null) score += 2;
  else {
    const days = daysBetween(input.lastTaughtDate, input.today);
    if (days <= RECENTLY_TAUGHT_DAYS) score -= 2;
    else if (days > REVISIT_AFTER_DAYS) score += 1;
  }
  if (input.masteryLevel !== null) score += 3 - clampLevel(input.masteryLevel);
  if (input.teacherConfidenceLevel !== null && input.teacherConfidenceLevel <= 2) score += 1;
  return score;
}

/** Score → level: ≤ 2 LOW, 3–5 MEDIUM, 6–7 HIGH, ≥ 8 CRITICAL. */
export function priorityLevelOfScore(score: number): PriorityLevel {
  if (score >= 8) return 'CRITICAL';
  if (score >= 6) return 'HIGH';
  if (score >= 3) return 'MEDIUM';
  return 'LOW';
}

/**
 * calculatedPriority (spec §3, DESIGN §7): one pure function of the teacher's priority level,
 * mastery, confidence and the time since the point was last taught (table at priorityScore).
 */
export function calculatedPriority(input: PriorityInput): PriorityLevel {
  return priorityLevelOfScore(priorityScore(input));
}

/** Lowest first, for sorting. */
export const priorityRank = (level: PriorityLevel) => PRIORITY_LEVELS.indexOf(level);

function clampLevel(level: number): number {
  return Math.min(5, Math.max(1, Math.round(level)));
}

/** Whole days from `from` to `to` (0 when `from` is after `to` or either is not a date). */
function daysBetween(from: string, to: string): number {
  const start = parseDayNumber(from);
  const end = parseDayNumber(to);
  if (start === null || end === null) return 0;
  return Math.max(0, end - start);
}
