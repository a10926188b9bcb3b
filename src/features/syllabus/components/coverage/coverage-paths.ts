/** Paths this screen links to (features may not import src/app; route-paths.ts names the same). */
export const COVERAGE_PATH = '/coverage';
export const CLASSES_SETTINGS_PATH = '/settings/classes';
export const PLANNER_PATH = '/planner';

export const classCoveragePath = (classId: string) =>
  `${COVERAGE_PATH}/${encodeURIComponent(classId)}`;
