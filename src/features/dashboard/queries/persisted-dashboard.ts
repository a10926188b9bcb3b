import * as v from 'valibot';
import { keepFigures, readKeptFigures } from '@/db/kept-figures';
import type { CountedFigures } from '../model/dashboard-figures';

/**
 * The dashboard's counted figures (what needs reflection, the week's planning, coverage per
 * class, the trend cards and recent activity), kept on the device per user so that an app start
 * paints them at once: counting them needs every lesson of five years read first (about a second
 * at 25,000 lessons, bench:analytics). Kept in the dashboard's store of src/db/kept-figures.ts
 * with the replica's analytics write mark they were counted at: shown as current only while the
 * mark has not moved, and only for the same day and the same listed classes; otherwise the page
 * waits for the live count. Sign-out forgets them with every kept figure (`forgetKeptFiguresOf`).
 */
export const PERSISTED_DASHBOARD_KEY = 'dashboard';

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

/** The dashboard's kept figures as read back (their write mark is kept-figures.ts's). */
export const persistedDashboardSchema = v.object({
  today: isoDate,
  classKey: v.string(),
  counted: countedSchema,
});

// What is read back must be what the page shows: a field added to or renamed in CountedFigures
// fails to type-check here until the schema says it too.
type Stored = v.InferOutput<typeof countedSchema>;
const sameShape: Stored extends CountedFigures ? true : never = true;
void sameShape;

/** The user's kept figures; null when none, unreadable or of another shape. */
export function readPersistedDashboard(userId: string): PersistedDashboard | null {
  const kept = readKeptFigures(
    'dashboard',
    userId,
    PERSISTED_DASHBOARD_KEY,
    persistedDashboardSchema,
  );
  return kept && { ...kept.figures, writeMark: kept.writeMark };
}

export function writePersistedDashboard(
  userId: string,
  { writeMark, ...figures }: PersistedDashboard,
): void {
  // Full or blocked storage: the dashboard still counts; only the next start is slower.
  keepFigures('dashboard', userId, PERSISTED_DASHBOARD_KEY, figures, writeMark);
}
