import type { AnalyticsData } from '@/domain/analytics';
import type { ReplicaDb } from './replica-db';

/** Upper bound of every key that starts with a uuid or date string (neither holds '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * The one read of the rows the analytics count, shared by the analytics pages and the dashboard:
 * `userId`'s classes, lessons, point links, class statuses and resources (each by its owner
 * index), the points of the syllabuses those classes follow, and every teaching method on the
 * device (built-in, the school's, the teacher's own; tombstones kept, since an old lesson may name
 * a method deleted since). Tombstones of the rest are left for indexAnalyticsData to drop.
 */
export async function readAnalyticsData(db: ReplicaDb, userId: string): Promise<AnalyticsData> {
  const [classes, lessons, links, statuses, methods, resources] = await Promise.all([
    db.entity('classes').where('owner_id').equals(userId).toArray(),
    db
      .entity('lessons')
      .where('[owner_id+date]')
      .between([userId, ''], [userId, AFTER_ALL], true, true)
      .toArray(),
    db.entity('lesson_syllabus_points').where('owner_id').equals(userId).toArray(),
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
