import { useCallback, useMemo } from 'react';
import { useAnalyticsSource } from '@/db/analytics-source';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import { shownClassIds, type DashboardDays, type DashboardSource } from '../model/dashboard-source';

/** Upper bound of every key that starts with a date string (none holds '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * Just after `date` in key order: '\u0000' sorts before every other character, so the range from
 * `${date}\u0000` holds every later date and not `date` itself.
 */
const afterDay = (date: string) => `${date}\u0000`;

/**
 * What only the dashboard reads, beside the shared analytics source: the classes with their
 * colour and archived mark, today's lessons, and those of the first later day that has any, with
 * their period ids (the analytics records carry none of these). A few dozen rows: widening the
 * shared analytics read instead would charge every analytics page for them.
 */
export async function readDashboardDays(
  db: ReplicaDb,
  userId: string,
  today: string,
): Promise<DashboardDays> {
  const lessons = db.entity('lessons');
  const [classRows, todayRows] = await Promise.all([
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
    classes,
    todayLessons: todayRows.filter(isShown),
    nextDay:
      nextLesson === undefined
        ? null
        : { date: nextLesson.date, lessons: nextRows.filter(isShown) },
  };
}

/**
 * The signed-in teacher's dashboard rows for `today`, live from the replica: offline too, and a
 * reflection saved in the planner shows here at once. The counted rows are the analytics source
 * the analytics pages share (kept while nothing it read is written, so coming back to the
 * dashboard does not read five years of lessons again); the days are one small live query.
 * Undefined until both are in.
 */
export function useDashboardSource(today: string): DashboardSource | undefined {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const counted = useAnalyticsSource(user);
  const readDays = useCallback(
    async (db: ReplicaDb) => (userId === null ? undefined : readDashboardDays(db, userId, today)),
    [userId, today],
  );
  const days = useReplicaQuery(readDays);
  return useMemo(() => (counted && days ? { ...counted, ...days } : undefined), [counted, days]);
}
