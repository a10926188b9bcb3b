import { readCalendarRows } from '@/db/calendar-rows';
import type { Lesson } from '@/db/entities/lesson';
import type { SchoolClass } from '@/db/entities/planning';
import type { ReplicaDb } from '@/db/replica-db';
import { calendarOwnerOf, planningCalendarOf } from '@/domain/calendar';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { shownClassIds, type DashboardClass, type DashboardDays } from '../model/dashboard-source';

// Apart from use-dashboard-source.ts (React): the app-start count reads them in a worker too.

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
  const classes = dashboardClassesOf(classRows);
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

/** The teacher's live classes as the dashboard names them. */
export function dashboardClassesOf(rows: readonly SchoolClass[]): DashboardClass[] {
  return rows
    .filter((row) => row.deleted_at === null)
    .map((row) => ({
      id: row.id,
      name: row.name,
      colour: row.colour,
      archived: row.archived_at !== null,
    }));
}
