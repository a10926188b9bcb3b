import type { PriorityLevel } from '@/domain/coverage';
import type { LessonStatus } from '@/domain/lessons';

/** An inclusive range of 'YYYY-MM-DD' dates, start on or before end. */
export type AnalyticsDateRange = { readonly start: string; readonly end: string };

/** An inclusive range of effectiveness ratings, 0 ≤ min ≤ max ≤ 5. */
export type EffectivenessRange = { readonly min: number; readonly max: number };

/**
 * What every analytics page and the dashboard count (spec §3 "Analytics filter"). An empty list
 * restricts nothing, and a null range is "all dates" / "any effectiveness": a filter narrows only
 * where the teacher asked it to.
 */
export type AnalyticsFilter = {
  readonly dateRange: AnalyticsDateRange | null;
  readonly classIds: readonly string[];
  readonly subjects: readonly string[];
  /** School years 1–12. */
  readonly years: readonly number[];
  readonly syllabusStages: readonly string[];
  readonly status: readonly LessonStatus[];
  /** Average effectiveness of a lesson's ratings, 0–5. */
  readonly effectivenessRange: EffectivenessRange | null;
  /** Whole effectiveness ratings 1–5 a lesson must have. */
  readonly effectivenessRating: readonly number[];
  readonly priorityLevels: readonly PriorityLevel[];
};

/** The filter that restricts nothing: every date, class, rating and priority. */
export const EMPTY_ANALYTICS_FILTER: AnalyticsFilter = {
  dateRange: null,
  classIds: [],
  subjects: [],
  years: [],
  syllabusStages: [],
  status: [],
  effectivenessRange: null,
  effectivenessRating: [],
  priorityLevels: [],
};
