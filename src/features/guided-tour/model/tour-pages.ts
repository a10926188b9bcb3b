/**
 * The tour's pages in the spec's order (spec §4), apart from its steps: the trigger on every
 * signed-in page needs the dashboard's path, not the 17 steps' words (they load with the tour).
 */
export const TOUR_PAGES = ['dashboard', 'planner', 'analytics', 'resources', 'settings'] as const;
export type TourPage = (typeof TOUR_PAGES)[number];

/** Where each page of the tour is; analytics opens on its overview. */
export const TOUR_PAGE_PATHS: Readonly<Record<TourPage, string>> = {
  dashboard: '/dashboard',
  planner: '/planner',
  analytics: '/analytics/overview',
  resources: '/resources',
  settings: '/settings',
};
