import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import {
  hasCurrentKeptAnalyticsRows,
  hasKeptAnalyticsSource,
  useAnalyticsSource,
} from '@/db/analytics-source';
import { useAnalyticsWriteMark } from '@/db/analytics-written';
import { readCalendarRows } from '@/db/calendar-rows';
import { readKeptFigures, useKeptFigures } from '@/db/kept-figures';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplica, useReplicaQuery } from '@/db/replica-hooks';
import { calendarOwnerOf, planningCalendarOf } from '@/domain/calendar';
import type { SessionUser } from '@/shared/lib/session/session-source';
import type { CountedFigures } from '../model/dashboard-figures';
import {
  classKeyOf,
  shownClassIds,
  type DashboardDays,
  type DashboardSource,
} from '../model/dashboard-source';
import { PERSISTED_DASHBOARD_KEY, persistedDashboardSchema } from './persisted-dashboard';

/** Upper bound of every key that starts with a date string (none holds '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * Just after `date` in key order: '\u0000' sorts before every other character, so the range from
 * `${date}\u0000` holds every later date and not `date` itself.
 */
const afterDay = (date: string) => `${date}\u0000`;

/**
 * What only the dashboard reads, beside the shared analytics source: the teacher's calendar, the
 * classes with their colour and archived mark, today's lessons, and those of the first later day
 * that has any, with their period ids (the analytics records carry none of these). A few dozen
 * rows: widening the shared analytics read instead would charge every analytics page for them,
 * and these paint on an app start before the counted figures are in.
 */
export async function readDashboardDays(
  db: ReplicaDb,
  user: Pick<SessionUser, 'id' | 'schoolId'>,
  today: string,
): Promise<DashboardDays> {
  const userId = user.id;
  const lessons = db.entity('lessons');
  const [calendarRows, classRows, todayRows] = await Promise.all([
    readCalendarRows(
      db,
      calendarOwnerOf({ id: userId, schoolId: user.schoolId, role: null }),
      userId,
    ),
    db.entity('classes').where('owner_id').equals(userId).toArray(),
    lessons.where('[owner_id+date]').equals([userId, today]).toArray(),
  ]);
  const classes = classRows
    .filter((row) => row.deleted_at === null)
    .map((row) => ({
      id: row.id,
      name: row.name,
      colour: row.colour,
      archived: row.archived_at !== null,
    }));
  const shown = shownClassIds(classes);
  const isShown = (lesson: Lesson) => lesson.deleted_at === null && shown.has(lesson.class_id);
  const nextLesson = await lessons
    .where('[owner_id+date]')
    .between([userId, afterDay(today)], [userId, AFTER_ALL], true, true)
    .filter(isShown)
    .first();
  const nextRows =
    nextLesson === undefined
      ? []
      : await lessons.where('[owner_id+date]').equals([userId, nextLesson.date]).toArray();
  return {
    calendar: planningCalendarOf(calendarRows),
    classes,
    todayLessons: todayRows.filter(isShown),
    nextDay:
      nextLesson === undefined
        ? null
        : { date: nextLesson.date, lessons: nextRows.filter(isShown) },
  };
}

/** The dashboard's reads: the days at once, the counted source once the analytics rows are in. */
export type DashboardRead = {
  readonly days: DashboardDays | undefined;
  readonly source: DashboardSource | undefined;
};

/**
 * The signed-in teacher's dashboard rows for `today`, live from the replica: offline too, and a
 * reflection saved in the planner shows here at once. The counted rows are the analytics source
 * the analytics pages share (kept while nothing it read is written, so coming back to the
 * dashboard does not read five years of lessons again); the days are one small live query,
 * read first.
 */
export function useDashboardSource(user: SessionUser | null, today: string): DashboardRead {
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const readDays = useCallback(
    async (db: ReplicaDb) =>
      userId === null ? undefined : readDashboardDays(db, { id: userId, schoolId }, today),
    [userId, schoolId, today],
  );
  const days = useReplicaQuery(readDays);
  // On an app start the analytics rows are read once the days are in, not beside them: IndexedDB
  // answers a connection's reads in turn, so the few rows the start paints with (beside the
  // figures kept from the last start) would wait behind five years of lessons. A source kept in
  // memory only patches a few rows: it need not wait. Nor, when the figures kept from the last
  // start are not current (a write since), need rows kept on the device that are: the count is
  // then what the page waits for, and it reads a few records (while kept figures are current,
  // counting beside the days would only delay their paint).
  const handle = useReplica();
  const keptMark = useMemo(
    () =>
      userId === null
        ? null
        : (readKeptFigures('dashboard', userId, PERSISTED_DASHBOARD_KEY, v.unknown())?.writeMark ??
          null),
    [userId],
  );
  const mark = useAnalyticsWriteMark(userId);
  const warm =
    handle !== null &&
    user !== null &&
    (hasKeptAnalyticsSource(handle, user) ||
      (keptMark !== mark && hasCurrentKeptAnalyticsRows(handle)));
  const counted = useAnalyticsSource(days || warm ? user : null);
  const source = useMemo(
    () =>
      counted && days ? { ...days, index: counted.index, writeMark: counted.writeMark } : undefined,
    [counted, days],
  );
  return { days, source };
}

/** Figures kept from an earlier start, and whether nothing they count was written since. */
export type KeptDashboard = { readonly counted: CountedFigures; readonly current: boolean };

/**
 * The figures kept on the device (persisted-dashboard.ts) when they were counted for `today` and
 * the classes `days` lists; `current` while the replica's write mark has not moved since (it
 * follows the mark live). Read from storage once per user, and again when the days come back.
 */
export function useKeptDashboard(
  userId: string | null,
  today: string,
  days: DashboardDays | undefined,
): KeptDashboard | null {
  const classKey = days ? classKeyOf(days.classes) : null;
  const kept = useKeptFigures(
    'dashboard',
    userId,
    classKey === null ? null : PERSISTED_DASHBOARD_KEY,
    persistedDashboardSchema,
  );
  if (!kept || kept.figures.today !== today || kept.figures.classKey !== classKey) return null;
  return { counted: kept.figures.counted, current: kept.current };
}
