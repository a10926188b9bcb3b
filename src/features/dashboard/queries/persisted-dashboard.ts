import * as v from 'valibot';
import type { CountedFigures } from '../model/dashboard-figures';

/**
 * The dashboard's counted figures (what needs reflection, the week's planning, coverage per
 * class, the trend cards and recent activity), kept on the device per user so that an app start
 * paints them at once: counting them needs every lesson of five years read first (about a second
 * at 25,000 lessons, bench:analytics). They are shown as current only while the replica's
 * analytics write mark (src/db/analytics-written.ts) is the one they were counted at, and only
 * for the same day and the same listed classes; otherwise the page waits for the live count.
 * localStorage, not sessionStorage: the installed app starts each time in a new tab. Sign-out
 * removes the copy (`forgetDashboardFiguresOf`, called from the app's sign-out), as it deletes
 * the replica; lesson titles are in it, as in the replica.
 */
const STORAGE_PREFIX = 'lesson-planner.dashboard.';
/** Bumped when CountedFigures changes shape: an older copy is ignored and rewritten. */
const STORAGE_VERSION = 1;

export const persistedDashboardKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

/** Figures as kept: what they were counted for, and from which write mark. */
export type PersistedDashboard = {
  /** YYYY-MM-DD the figures were counted for. */
  readonly today: string;
  /** The listed classes' ids, sorted, joined with '|'. */
  readonly classKey: string;
  readonly writeMark: string;
  readonly counted: CountedFigures;
};

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const isoDate = v.pipe(v.string(), v.isoDate());
const figure = v.nullable(v.number());
const dateRange = v.object({ start: isoDate, end: isoDate });

const countedSchema = v.object({
  reflection: v.object({
    shown: v.array(
      v.object({
        id: v.string(),
        date: isoDate,
        classId: v.string(),
        className: v.string(),
        startTime: v.nullable(v.string()),
        endTime: v.nullable(v.string()),
        title: v.nullable(v.string()),
      }),
    ),
    more: count,
    total: count,
    firstHiddenDate: v.nullable(isoDate),
  }),
  week: v.object({
    weekStart: isoDate,
    weekEnd: isoDate,
    total: count,
    planned: count,
    unplanned: count,
    stillToPlan: count,
    plannedPercent: percent,
  }),
  coverage: v.array(
    v.object({
      classId: v.string(),
      className: v.string(),
      hasSyllabus: v.boolean(),
      inScope: count,
      covered: count,
      percentage: percent,
    }),
  ),
  metrics: v.object({
    window: dateRange,
    previousWindow: dateRange,
    cards: v.array(
      v.object({
        id: v.picklist([
          'lessonsCompleted',
          'averageEffectiveness',
          'teachingHours',
          'pointsTaught',
        ]),
        label: v.string(),
        value: figure,
        previous: figure,
        trend: v.picklist(['up', 'down', 'stable']),
      }),
    ),
    recentActivity: v.array(
      v.object({
        type: v.picklist(['coverage_gap', 'performance_improvement', 'resource_added']),
        priority: v.picklist(['high', 'medium', 'low']),
        title: v.string(),
        detail: v.string(),
        date: isoDate,
        classId: v.nullable(v.string()),
        syllabusPointId: v.nullable(v.string()),
        resourceId: v.nullable(v.string()),
      }),
    ),
  }),
});

const storedSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  today: isoDate,
  classKey: v.string(),
  writeMark: v.pipe(v.string(), v.minLength(1)),
  counted: countedSchema,
});

// What is read back must be what the page shows: a field added to or renamed in CountedFigures
// fails to type-check here until the schema says it too.
type Stored = v.InferOutput<typeof countedSchema>;
const sameShape: Stored extends CountedFigures ? true : never = true;
void sameShape;

/** This browser's localStorage; null where there is none or it is blocked (privacy settings). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The user's kept figures; null when none, unreadable or of another version. */
export function readPersistedDashboard(userId: string): PersistedDashboard | null {
  try {
    const raw = deviceStorage()?.getItem(persistedDashboardKey(userId));
    if (!raw) return null;
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    if (!parsed.success) return null;
    const { today, classKey, writeMark, counted } = parsed.output;
    return { today, classKey, writeMark, counted };
  } catch {
    return null;
  }
}

export function writePersistedDashboard(userId: string, kept: PersistedDashboard): void {
  try {
    deviceStorage()?.setItem(
      persistedDashboardKey(userId),
      JSON.stringify({ version: STORAGE_VERSION, ...kept }),
    );
  } catch {
    // Full or blocked storage: the dashboard still counts; only the next start is slower.
  }
}

/** Sign-out. */
export function forgetDashboardFiguresOf(userId: string): void {
  try {
    deviceStorage()?.removeItem(persistedDashboardKey(userId));
  } catch {
    // Blocked storage held nothing to forget.
  }
}
