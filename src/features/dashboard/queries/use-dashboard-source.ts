import { useCallback } from 'react';
import { readAnalyticsData } from '@/db/analytics-rows';
import { readCalendarRows } from '@/db/calendar-rows';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { indexAnalyticsData } from '@/domain/analytics';
import { planningCalendarOf, type CalendarOwner } from '@/domain/calendar';
import { useSession } from '@/shared/lib/session/session-context';
import {
  shownClassIds,
  type DashboardClass,
  type DashboardSource,
} from '../model/dashboard-source';

/** Upper bound of every key that starts with a date string (none holds '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * The day after `date` as YYYY-MM-DD: '\u0000' sorts before every other character, so the range
 * starting at `${date}\u0000` holds every later date and not `date` itself.
 */
const afterDay = (date: string) => `${date}\u0000`;

/**
 * The dashboard's rows in one live read: the analytics rows (the shared read, indexed once), the
 * calendar the teacher plans against, the classes with their colour and archived mark (which the
 * analytics records leave out), today's lessons and those of the next day that has any (with
 * their period ids, which the analytics records leave out too). Two small lesson reads instead of
 * widening the shared analytics read, which every analytics page pays for.
 */
export async function readDashboardSource(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
  today: string,
): Promise<DashboardSource> {
  const lessons = db.entity('lessons');
  const [data, calendarRows, classRows, todayRows] = await Promise.all([
    readAnalyticsData(db, userId),
    readCalendarRows(db, owner, userId),
    db.entity('classes').where('owner_id').equals(userId).toArray(),
    lessons.where('[owner_id+date]').equals([userId, today]).toArray(),
  ]);
  const classes: DashboardClass[] = classRows
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
    index: indexAnalyticsData(data),
    calendar: planningCalendarOf(calendarRows),
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
 * reflection saved in the planner shows here at once. Undefined while the replica opens.
 */
export function useDashboardSource(today: string): DashboardSource | undefined {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const query = useCallback(
    async (db: ReplicaDb): Promise<DashboardSource | undefined> => {
      if (userId === null) return undefined;
      const owner: CalendarOwner =
        schoolId === null ? { kind: 'teacher', userId } : { kind: 'school', schoolId };
      return readDashboardSource(db, userId, owner, today);
    },
    [userId, schoolId, today],
  );
  return useReplicaQuery(query);
}
