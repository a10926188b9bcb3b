/**
 * The one table of feature flags. Each flag is read at build time from `VITE_FLAG_<NAME>`;
 * an unset flag takes its production default (spec §9), so a bare checkout behaves like production.
 * Adding a flag means adding one row here; parsing, typing and error messages follow from it.
 */

export const FLAG_ENV_PREFIX = 'VITE_FLAG_';

/** 'number' means a non-negative decimal number (spec §5); fractions are allowed. */
export type FlagKind = 'boolean' | 'number';

type FlagEnvName = `${typeof FLAG_ENV_PREFIX}${string}`;

type BooleanFlagDefinition = {
  readonly env: FlagEnvName;
  readonly kind: 'boolean';
  readonly defaultValue: boolean;
  readonly doc: string;
};

type NumberFlagDefinition = {
  readonly env: FlagEnvName;
  readonly kind: 'number';
  readonly defaultValue: number;
  readonly doc: string;
};

export type FlagDefinition = BooleanFlagDefinition | NumberFlagDefinition;

export const FLAG_DEFINITIONS = {
  guidedTour: {
    env: 'VITE_FLAG_GUIDED_TOUR',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Offer the 17-step guided tour to new users.',
  },
  moveLessons: {
    env: 'VITE_FLAG_MOVE_LESSONS',
    kind: 'boolean',
    defaultValue: false,
    doc: 'Let teachers move lessons to another slot from the planner.',
  },
  feedback: {
    env: 'VITE_FLAG_FEEDBACK',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Show the in-app feedback form.',
  },
  batchedLessons: {
    env: 'VITE_FLAG_BATCHED_LESSONS',
    kind: 'boolean',
    defaultValue: true,
    doc: "Load a week's lessons in one batched read instead of one read per slot.",
  },
  gridMemoization: {
    env: 'VITE_FLAG_GRID_MEMOIZATION',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Memoize planner grid cells so unchanged cells skip re-rendering.',
  },
  virtualization: {
    env: 'VITE_FLAG_VIRTUALIZATION',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Render only the planner grid rows and columns in view.',
  },
  virtualizationOverscanRows: {
    env: 'VITE_FLAG_VIRTUALIZATION_OVERSCAN_ROWS',
    kind: 'number',
    defaultValue: 2,
    doc: 'Rows rendered beyond the viewport when virtualization is on.',
  },
  virtualizationOverscanColumns: {
    env: 'VITE_FLAG_VIRTUALIZATION_OVERSCAN_COLUMNS',
    kind: 'number',
    defaultValue: 1,
    doc: 'Columns rendered beyond the viewport when virtualization is on.',
  },
  scopedFetches: {
    env: 'VITE_FLAG_SCOPED_FETCHES',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Read only the data the visible week needs rather than the whole range.',
  },
  shallowWeekUrl: {
    env: 'VITE_FLAG_SHALLOW_WEEK_URL',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Change the week in the URL without a full route navigation.',
  },
  weekCache: {
    env: 'VITE_FLAG_WEEK_CACHE',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Keep recently viewed weeks in memory so switching back is instant.',
  },
  weekCacheTtlMs: {
    env: 'VITE_FLAG_WEEK_CACHE_TTL_MS',
    kind: 'number',
    defaultValue: 300_000,
    doc: 'How long a cached week stays fresh, in milliseconds.',
  },
  persistWeekCache: {
    env: 'VITE_FLAG_PERSIST_WEEK_CACHE',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Keep the week cache across reloads; requires the week cache.',
  },
  prefetchAdjacentWeeks: {
    env: 'VITE_FLAG_PREFETCH_ADJACENT_WEEKS',
    kind: 'boolean',
    defaultValue: true,
    doc: 'Load the previous and next weeks in the background.',
  },
  weekFetchDebounceMs: {
    env: 'VITE_FLAG_WEEK_FETCH_DEBOUNCE_MS',
    kind: 'number',
    defaultValue: 100,
    doc: 'Wait this long, in milliseconds, after the last week switch before loading.',
  },
  syncWeekUrl: {
    env: 'VITE_FLAG_SYNC_WEEK_URL',
    kind: 'boolean',
    defaultValue: false,
    doc: 'Keep the selected week and the URL in two-way sync.',
  },
  raceLatest: {
    env: 'VITE_FLAG_RACE_LATEST',
    kind: 'boolean',
    defaultValue: false,
    doc: 'When week loads overlap, apply only the latest one and drop stale results.',
  },
  hideSkeleton: {
    env: 'VITE_FLAG_HIDE_SKELETON',
    kind: 'boolean',
    defaultValue: false,
    doc: 'Skip the loading skeleton when a cached week can be shown; requires the week cache.',
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof FLAG_DEFINITIONS;

type Definitions = typeof FLAG_DEFINITIONS;

export type BooleanFlagName = {
  [K in FlagName]: Definitions[K]['kind'] extends 'boolean' ? K : never;
}[FlagName];

export type FeatureFlags = {
  readonly [K in FlagName]: Definitions[K]['kind'] extends 'boolean' ? boolean : number;
};

// Object.keys loses the key type; the table is `as const`, so these are exactly its keys.
export const FLAG_NAMES = Object.keys(FLAG_DEFINITIONS) as readonly FlagName[];
