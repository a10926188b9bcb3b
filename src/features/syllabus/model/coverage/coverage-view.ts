import * as v from 'valibot';
import { PRIORITY_LEVELS, type ClassPointCoverage, type PriorityLevel } from '@/domain/coverage';

/** How the point list is ordered. */
export const COVERAGE_SORTS = ['syllabus', 'code', 'last-taught', 'priority'] as const;
export type CoverageSort = (typeof COVERAGE_SORTS)[number];

export const SORT_LABELS: Record<CoverageSort, string> = {
  syllabus: 'Syllabus order',
  code: 'Code',
  'last-taught': 'Last taught (longest ago first)',
  priority: 'Calculated priority (highest first)',
};

export const TAUGHT_FILTERS = ['all', 'taught', 'untaught'] as const;
export type TaughtFilter = (typeof TAUGHT_FILTERS)[number];

/** The list's sort and filters, kept in the URL so a reload or a shared link shows the same. */
export type CoverageViewState = {
  sort: CoverageSort;
  /** A strand's name; null = every strand. */
  strand: string | null;
  taught: TaughtFilter;
  /** A calculated priority; null = any. */
  priority: PriorityLevel | null;
};

export const DEFAULT_VIEW: CoverageViewState = {
  sort: 'syllabus',
  strand: null,
  taught: 'all',
  priority: null,
};

const sortParam = v.picklist(COVERAGE_SORTS);
const taughtParam = v.picklist(TAUGHT_FILTERS);
const priorityParam = v.picklist(PRIORITY_LEVELS);
const strandParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** The state a URL asks for; anything unknown or malformed falls back to the default. */
export function parseCoverageView(params: URLSearchParams): CoverageViewState {
  const read = <T>(schema: v.GenericSchema<unknown, T>, key: string, fallback: T): T => {
    const parsed = v.safeParse(schema, params.get(key));
    return parsed.success ? parsed.output : fallback;
  };
  return {
    sort: read(sortParam, 'sort', DEFAULT_VIEW.sort),
    strand: read(v.nullable(strandParam), 'strand', null),
    taught: read(taughtParam, 'taught', DEFAULT_VIEW.taught),
    priority: read(v.nullable(priorityParam), 'priority', null),
  };
}

/** The URL parameters for a state: defaults are left out, other parameters kept. */
export function withCoverageView(
  params: URLSearchParams,
  state: CoverageViewState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('sort', state.sort, DEFAULT_VIEW.sort);
  set('strand', state.strand, null);
  set('taught', state.taught, DEFAULT_VIEW.taught);
  set('priority', state.priority, null);
  return next;
}

const compareText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

const COMPARE: Record<CoverageSort, (a: ClassPointCoverage, b: ClassPointCoverage) => number> = {
  syllabus: (a, b) => a.sortOrder - b.sortOrder,
  code: (a, b) => compareText(a.code, b.code),
  // Never taught first ('' sorts before every date), then the longest ago.
  'last-taught': (a, b) => compareText(a.lastTaughtDate ?? '', b.lastTaughtDate ?? ''),
  priority: (a, b) => b.priorityScore - a.priorityScore,
};

/** The points the list shows: filtered, then sorted (ties keep syllabus order). */
export function applyCoverageView(
  points: readonly ClassPointCoverage[],
  state: CoverageViewState,
): ClassPointCoverage[] {
  return points
    .filter(
      (point) =>
        (state.strand === null || point.strand === state.strand) &&
        (state.taught === 'all' || (state.taught === 'taught') === point.teachingCount > 0) &&
        (state.priority === null || point.calculatedPriority === state.priority),
    )
    .sort((a, b) => COMPARE[state.sort](a, b) || a.sortOrder - b.sortOrder);
}
