/** Paths analytics links to (features may not import src/app; route-paths.ts names the same). */
export const ANALYTICS_LINKS = {
  classes: '/settings/classes',
  coverage: '/coverage',
  planner: '/planner',
  timetable: '/settings/timetable',
  analytics: '/analytics',
} as const;

export const classCoverageHref = (classId: string) =>
  `${ANALYTICS_LINKS.coverage}/${encodeURIComponent(classId)}`;

export type AnalyticsSlug =
  | 'overview'
  | 'class-performance'
  | 'lesson-effectiveness'
  | 'syllabus-coverage'
  | 'teaching-methods'
  | 'coverage-trends'
  | 'coverage-gaps';

/**
 * A link to another analytics page that keeps the current filter (`search`, the URL's query), so
 * moving between pages never loses the view the teacher chose.
 */
export const analyticsPageHref = (slug: AnalyticsSlug, search: string, hash = '') => ({
  pathname: `${ANALYTICS_LINKS.analytics}/${slug}`,
  search,
  hash,
});
