import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import type { GridEntry } from '../model';

/** A class the grid can place: read from the classes store directly (features never import each other). */
export type TimetableClass = { readonly id: string; readonly name: string };

export type TimetableEntries = {
  /** The teacher's live entries. */
  entries: GridEntry[];
  /** Their active classes (not archived, not deleted), by name; what a cell can hold. */
  classes: TimetableClass[];
  /** Names of every class of theirs, archived too, so an old entry still says whose it is. */
  classNames: ReadonlyMap<string, string>;
};

const BY_NAME = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export async function readTimetableEntries(
  db: ReplicaDb,
  userId: string,
): Promise<TimetableEntries> {
  const [entries, classes] = await Promise.all([
    db.entity('timetable_entries').where('owner_id').equals(userId).toArray(),
    db.entity('classes').where('owner_id').equals(userId).toArray(),
  ]);
  const live = classes.filter((row) => row.deleted_at === null);
  return {
    entries: entries.filter((row) => row.deleted_at === null),
    classes: live
      .filter((row) => row.archived_at === null)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => BY_NAME.compare(a.name, b.name)),
    classNames: new Map(live.map((row) => [row.id, row.name])),
  };
}

/** The teacher's timetable entries and classes, live. Undefined while the replica opens. */
export function useTimetableEntries(userId: string | null): TimetableEntries | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<TimetableEntries> =>
      userId === null
        ? { entries: [], classes: [], classNames: new Map() }
        : readTimetableEntries(db, userId),
    [userId],
  );
  return useReplicaQuery(query);
}
