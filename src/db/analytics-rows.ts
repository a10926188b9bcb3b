import type { AnalyticsData } from '@/domain/analytics';
import type { AnalyticsDateRange } from '@/domain/analytics/filter';
import type { ReplicaDb } from './replica-db';

/** Upper bound of every key that starts with a uuid or date string (neither holds '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * The one read of the rows the analytics count, shared by the analytics pages and the dashboard:
 * `userId`'s classes, lessons, point links, class statuses and resources (each by its owner
 * index), the points of the syllabuses those classes follow, and every teaching method on the
 * device (built-in, the school's, the teacher's own; tombstones kept, since an old lesson may name
 * a method deleted since). Tombstones of the rest are left for indexAnalyticsData to drop.
 *
 * With `dates`, only the lessons dated within them (tombstones too) and those lessons' links: an
 * app start's first read for a page that counts no other lesson (analytics-source.ts). Everything
 * else is read whole either way.
 */
export async function readAnalyticsData(
  db: ReplicaDb,
  userId: string,
  dates: AnalyticsDateRange | null = null,
): Promise<AnalyticsData> {
  const lessonsRead = db
    .entity('lessons')
    .where('[owner_id+date]')
    .between([userId, dates?.start ?? ''], [userId, dates?.end ?? AFTER_ALL], true, true)
    .toArray();
  const linksRead =
    dates === null
      ? db.entity('lesson_syllabus_points').where('owner_id').equals(userId).toArray()
      : lessonsRead.then((lessons) => linksOf(db, userId, lessons));
  const [classes, lessons, links, statuses, methods, resources] = await Promise.all([
    db.entity('classes').where('owner_id').equals(userId).toArray(),
    lessonsRead,
    linksRead,
    db.entity('class_syllabus_status').where('owner_id').equals(userId).toArray(),
    db.entity('teaching_methods').toArray(),
    db.entity('resources').where('owner_id').equals(userId).toArray(),
  ]);
  const syllabusIds = [
    ...new Set(classes.flatMap((c) => (c.syllabus_id === null ? [] : [c.syllabus_id]))),
  ];
  const points = (
    await Promise.all(
      syllabusIds.map((syllabusId) =>
        db
          .entity('syllabus_points')
          .where('[syllabus_id+sort_order]')
          .between([syllabusId, -Infinity], [syllabusId, Infinity], true, true)
          .toArray(),
      ),
    )
  ).flat();
  return { lessons, classes, points, links, statuses, methods, resources };
}

/**
 * The teacher's links of `lessons`, by the lesson_id index: one request per lesson in one
 * transaction. Not `anyOf`, whose cursor jumps from key to key with a round trip each (a
 * term's 3,600 rows took 2.2 s in Chromium, against 0.5 s for every row by owner); requests in
 * one transaction are answered in turn without waiting for each other.
 */
function linksOf(db: ReplicaDb, userId: string, lessons: readonly { id: string }[]) {
  const links = db.entity('lesson_syllabus_points');
  return db.transaction('r', links, async () => {
    const found = await Promise.all(
      lessons.map((lesson) => links.where('lesson_id').equals(lesson.id).toArray()),
    );
    // The same links the read by owner finds: the teacher's own.
    return found.flat().filter((link) => link.owner_id === userId);
  });
}
