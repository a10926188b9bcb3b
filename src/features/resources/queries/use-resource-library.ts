import { useCallback } from 'react';
import type { Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type { Resource };

/**
 * The resources the teacher sees, live from the replica (so offline too): their own, and those
 * colleagues share with their school (the pull brings only those the server lets them read; a
 * colleague's unshared row a pull left behind is not listed). Tombstones left out.
 */
export async function readVisibleResources(
  db: ReplicaDb,
  userId: string,
  schoolId: string | null,
): Promise<Resource[]> {
  const [own, shared] = await Promise.all([
    db.entity('resources').where('owner_id').equals(userId).toArray(),
    schoolId === null
      ? Promise.resolve([])
      : db.entity('resources').where('school_id').equals(schoolId).toArray(),
  ]);
  return [...own, ...shared.filter((row) => row.owner_id !== userId && row.is_shared)].filter(
    (row) => row.deleted_at === null,
  );
}

/** The library page's read: the rows, how many of the teacher's lessons use each, owners' names. */
export type ResourceLibrary = {
  resources: Resource[];
  /** Live lessons linking each resource (only those on this device: the teacher's own). */
  lessonCounts: ReadonlyMap<string, number>;
  /** Colleagues' names, for "Shared by …", where their profile is on this device. */
  ownerNames: ReadonlyMap<string, string>;
};

export async function readResourceLibrary(
  db: ReplicaDb,
  userId: string,
  schoolId: string | null,
): Promise<ResourceLibrary> {
  const resources = await readVisibleResources(db, userId, schoolId);
  const ids = resources.map((row) => row.id);
  const links = (
    ids.length === 0
      ? []
      : await db.entity('lesson_resources').where('resource_id').anyOf(ids).toArray()
  ).filter((link) => link.deleted_at === null);
  const lessons = await db.entity('lessons').bulkGet([...new Set(links.map((l) => l.lesson_id))]);
  const liveLessons = new Set(
    lessons.flatMap((lesson) => (lesson && lesson.deleted_at === null ? [lesson.id] : [])),
  );
  const perResource = new Map<string, Set<string>>();
  for (const link of links) {
    if (!liveLessons.has(link.lesson_id)) continue;
    const set = perResource.get(link.resource_id) ?? new Set();
    set.add(link.lesson_id);
    perResource.set(link.resource_id, set);
  }
  const ownerIds = [...new Set(resources.map((r) => r.owner_id).filter((id) => id !== userId))];
  const profiles = await db.entity('profiles').bulkGet(ownerIds);
  const ownerNames = new Map<string, string>();
  for (const profile of profiles)
    if (profile?.full_name) ownerNames.set(profile.user_id, profile.full_name);
  return {
    resources,
    lessonCounts: new Map([...perResource].map(([id, set]) => [id, set.size])),
    ownerNames,
  };
}

/** The library, live; undefined while the replica opens. */
export function useResourceLibrary(
  userId: string | null,
  schoolId: string | null,
): ResourceLibrary | undefined {
  const query = useCallback(
    (db: ReplicaDb): Promise<ResourceLibrary> =>
      userId === null
        ? Promise.resolve({ resources: [], lessonCounts: new Map(), ownerNames: new Map() })
        : readResourceLibrary(db, userId, schoolId),
    [userId, schoolId],
  );
  return useReplicaQuery(query);
}
