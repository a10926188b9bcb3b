import type { SchoolClosure } from '@/db/entities/school';
import type { ReplicaDb } from '@/db/replica-db';
import type { CalendarOwner } from '@/domain/calendar';

/**
 * The live closures of a calendar: a school's (`school_id`), or a solo teacher's own (`owner_id`,
 * no school). A school member's personal off days are owner closures too, but they are not part
 * of the school's calendar, so the school's set-up screen neither shows nor removes them.
 */
export async function readOwnerClosures(
  db: ReplicaDb,
  owner: CalendarOwner,
): Promise<SchoolClosure[]> {
  const store = db.entity('school_closures');
  const rows =
    owner.kind === 'school'
      ? await store.where('school_id').equals(owner.schoolId).toArray()
      : await store.where('owner_id').equals(owner.userId).toArray();
  return rows
    .filter((row) => row.deleted_at === null && (owner.kind === 'school' || row.school_id === null))
    .sort((a, b) => a.date.localeCompare(b.date));
}
