import * as v from 'valibot';
import type { SchoolOverview } from '../../api/school-overview-actions';

/**
 * The last overview the server gave, kept per signed-in user and school so the dashboard still
 * shows it offline (the rows behind it are colleagues' and never on this device). localStorage,
 * not sessionStorage: an offline start of the installed app opens a new tab. Sign-out removes
 * every copy of the user (`forgetSchoolOverviewsOf`, called from the app's sign-out), as it
 * deletes the replica; only aggregates are stored, never a colleague's lesson text.
 */
const STORAGE_PREFIX = 'lesson-planner.school-overview.';
/** Bumped when SchoolOverview changes shape: an older copy is ignored and rewritten. */
const STORAGE_VERSION = 1;

export type CachedSchoolOverview = { overview: SchoolOverview; fetchedAtMs: number };

const userPrefix = (userId: string) => `${STORAGE_PREFIX}${userId}.`;
export const schoolOverviewCacheKey = (userId: string, schoolId: string) =>
  `${userPrefix(userId)}${schoolId}`;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoDate = v.pipe(v.string(), v.isoDate());
const classSchema = v.object({
  classId: v.string(),
  className: v.string(),
  subject: v.nullable(v.string()),
  year: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  teacherName: v.string(),
  lessonsThisWeek: count,
  plannedThisWeek: count,
  unplannedThisWeek: count,
  taughtInRange: count,
  awaitingReflection: count,
  hasSyllabus: v.boolean(),
  pointsInScope: count,
  pointsCovered: count,
  coveragePercentage: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  lastPlannedDate: v.nullable(isoDate),
});
const storedSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  fetchedAtMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  overview: v.object({
    schoolId: v.string(),
    weekStart: isoDate,
    weekEnd: isoDate,
    today: isoDate,
    classes: v.array(classSchema),
  }),
});

// The stored shape must stay the type the app uses: a renamed field fails to type-check here.
type Stored = v.InferOutput<typeof storedSchema>['overview'];
const sameShape: [Stored, SchoolOverview] extends [SchoolOverview, Stored] ? true : never = true;
void sameShape;

/** This browser's localStorage; null where there is none or it is blocked (privacy settings). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The user's last overview of the school; null when none, unreadable or of another version. */
export function readCachedSchoolOverview(
  userId: string,
  schoolId: string,
): CachedSchoolOverview | null {
  try {
    const raw = deviceStorage()?.getItem(schoolOverviewCacheKey(userId, schoolId));
    if (!raw) return null;
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    if (!parsed.success || parsed.output.overview.schoolId !== schoolId) return null;
    return { overview: parsed.output.overview, fetchedAtMs: parsed.output.fetchedAtMs };
  } catch {
    return null;
  }
}

export function writeCachedSchoolOverview(userId: string, cached: CachedSchoolOverview): void {
  try {
    deviceStorage()?.setItem(
      schoolOverviewCacheKey(userId, cached.overview.schoolId),
      JSON.stringify({ version: STORAGE_VERSION, ...cached }),
    );
  } catch {
    // Full or blocked storage: the overview still shows; only the offline copy is missing.
  }
}

/** Removes every school's overview kept for the user (sign-out). */
export function forgetSchoolOverviewsOf(userId: string): void {
  const storage = deviceStorage();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(userPrefix(userId))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage held nothing to forget.
  }
}
