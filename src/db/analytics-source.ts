import { useEffect, useState } from 'react';
import { indexAnalyticsData, type AnalyticsIndex } from '@/domain/analytics';
import { planningCalendarOf, type CalendarOwner, type PlanningCalendar } from '@/domain/calendar';
import { readAnalyticsData } from './analytics-rows';
import { readCalendarRows } from './calendar-rows';
import type { ReplicaDb } from './replica-db';
import { useReplica, type ReplicaHandle } from './replica-hooks';

/** What analytics and the dashboard count from: the indexed rows and the teacher's calendar. */
export type AnalyticsSource = {
  readonly index: AnalyticsIndex;
  readonly calendar: PlanningCalendar;
};

/** Every store the source reads: a write to any of them makes a kept source stale. */
export const ANALYTICS_TABLES = [
  'lessons',
  'lesson_syllabus_points',
  'class_syllabus_status',
  'classes',
  'syllabus_points',
  'teaching_methods',
  'resources',
  'schools',
  'school_closures',
  'teacher_calendars',
] as const;

/** Reads the analytics rows and the calendar in one pass, and indexes the rows once. */
export async function readAnalyticsSource(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
): Promise<AnalyticsSource> {
  const [data, calendarRows] = await Promise.all([
    readAnalyticsData(db, userId),
    readCalendarRows(db, owner, userId),
  ]);
  return { index: indexAnalyticsData(data), calendar: planningCalendarOf(calendarRows) };
}

type Kept = { key: string; source: AnalyticsSource; stale: boolean };

/**
 * The last source read from each open replica, kept while the teacher is elsewhere in the app.
 * Reading every lesson of five years costs far more than counting them (bench:analytics prints
 * both), so coming back to analytics or the dashboard reuses the kept source — but only while no
 * write has touched a store it read since: a watcher registered once per replica marks it stale
 * on any such write (this tab, another tab, or a sync pull), and a stale source is never shown.
 */
const kept = new WeakMap<ReplicaDb, Kept>();
const watched = new WeakSet<ReplicaDb>();

function keep(handle: ReplicaHandle, entry: Kept) {
  kept.set(handle.db, entry);
  if (watched.has(handle.db)) return;
  watched.add(handle.db);
  // Lives as long as the replica: marking stale is all it does, so it costs nothing while idle.
  handle.watch(ANALYTICS_TABLES, () => {
    const current = kept.get(handle.db);
    if (current) current.stale = true;
  });
}

/** The kept source for `key` when it is still exact, else undefined. */
function freshKept(handle: ReplicaHandle | null, key: string | null): AnalyticsSource | undefined {
  if (!handle || key === null) return undefined;
  const entry = kept.get(handle.db);
  return entry && entry.key === key && !entry.stale ? entry.source : undefined;
}

type Shown = { handle: ReplicaHandle; key: string; source: AnalyticsSource };

/**
 * `userId`'s analytics source, live: the kept one at once when it is still exact, else read from
 * the replica; then read again after every write to the stores it counts (a reflection saved in
 * the planner, a pull from another device), so the figures follow without a reload. Undefined
 * while the first read runs or no replica is open.
 */
export function useAnalyticsSource(
  userId: string | null,
  owner: CalendarOwner | null,
): AnalyticsSource | undefined {
  const handle = useReplica();
  const key =
    userId === null || owner === null
      ? null
      : `${userId}|${owner.kind === 'school' ? owner.schoolId : owner.userId}`;
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!handle || key === null || userId === null || owner === null) return;
    let active = true;
    let reading = false;
    let again = false;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          // Fresh before the read: a write landing during it marks it stale and reads again.
          const entry: Kept = {
            key,
            source: await readAnalyticsSource(handle.db, userId, owner),
            stale: false,
          };
          if (again) continue;
          keep(handle, entry);
          if (active) setShown({ handle, key, source: entry.source });
        } while (again && active);
      } catch (error) {
        // The replica closes on sign-out while a read may still be running: nothing to show.
        console.warn('Reading the analytics rows failed', error);
      } finally {
        reading = false;
      }
    };
    const stop = handle.watch(ANALYTICS_TABLES, () => void read());
    if (!freshKept(handle, key)) void read();
    return () => {
      active = false;
      stop();
    };
    // owner is keyed by `key`; a new object with the same ids must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, key]);

  // While mounted, the last read stays on screen until the next one lands (as a live query's).
  if (shown && shown.handle === handle && shown.key === key) return shown.source;
  return freshKept(handle, key);
}
