import type { CalendarOwner } from '@/domain/calendar';
import { keptFor, keptSourceOf, writtenSince, type KeptSource } from './analytics-kept-rows';
import { replicaOf, type CurrentJournal } from './analytics-written';
import type { CalendarRows } from './calendar-rows';
import type { SchoolClass } from './entities/planning';

/**
 * The rows the dashboard's app-start count needs, read with IndexedDB itself, not Dexie: it runs
 * in a Web Worker (features/dashboard, dashboard-start.worker.ts) whose script must load fast, and
 * Dexie with the replica's schema (and zod's entity schemas) made that script ~180 KB and its
 * load ~70 ms of an app start. One read-only transaction over the stores Dexie made (replica-db.ts:
 * a store per table, an index per indexed field, named as the field).
 */
export type StartRows = {
  /** The kept rows and the rows written since (readKeptSource's every-row answer), or null. */
  kept: KeptSource | null;
  /** The teacher's classes, tombstones included, as the replica holds them. */
  classes: SchoolClass[];
  calendar: CalendarRows;
};

const answer = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The replica as it is, or null when there is none (never creates one: Dexie does that). */
function openExisting(idb: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const open = idb.open(name);
    let missing = false;
    open.onupgradeneeded = () => {
      // No such database: aborting its creation leaves none behind.
      missing = true;
      open.transaction?.abort();
    };
    open.onsuccess = () => {
      // A newer build upgrading the replica in the page: let it, this read is only a head start.
      open.result.onversionchange = () => open.result.close();
      resolve(open.result);
    };
    open.onerror = () => (missing ? resolve(null) : reject(open.error ?? new Error('open failed')));
  });
}

/** Null when the replica or the kept rows are missing, or a store the journal names is not kept. */
export async function readStartRows(
  idb: IDBFactory,
  userId: string,
  journal: CurrentJournal,
  owner: CalendarOwner,
): Promise<StartRows | null> {
  const written = writtenSince(journal);
  if (written === null) return null;
  const db = await openExisting(idb, replicaOf(userId));
  if (db === null) return null;
  try {
    const calendarStores =
      owner.kind === 'school'
        ? ['schools', 'school_closures']
        : ['teacher_calendars', 'school_closures'];
    const stores = [
      ...new Set(['analytics_kept', 'classes', ...calendarStores, ...written.map(([t]) => t)]),
    ];
    if (stores.some((store) => !db.objectStoreNames.contains(store))) return null;
    const tx = db.transaction(stores, 'readonly');
    const closures = tx.objectStore('school_closures');
    const [records, classes, calendar, fresh] = await Promise.all([
      answer(tx.objectStore('analytics_kept').getAll()),
      answer(tx.objectStore('classes').index('owner_id').getAll(userId)),
      owner.kind === 'school'
        ? Promise.all([
            answer(tx.objectStore('schools').get(owner.schoolId)),
            answer(closures.index('school_id').getAll(owner.schoolId)),
            answer(closures.index('owner_id').getAll(userId)),
          ])
        : Promise.all([
            answer(tx.objectStore('teacher_calendars').get(owner.userId)),
            answer(closures.index('owner_id').getAll(owner.userId)),
            Promise.resolve([]),
          ]),
      Promise.all(
        written.map(
          async ([table, ids]) =>
            [
              table,
              await Promise.all(ids.map((id) => answer(tx.objectStore(table).get(id)))),
            ] as const,
        ),
      ),
    ]);
    const meta = records.find((record) => record.key === 'meta');
    return {
      kept: keptFor(meta, userId, journal)
        ? keptSourceOf({ userId, dates: null, written, records, fresh: new Map(fresh) })
        : null,
      classes: classes as SchoolClass[],
      calendar: {
        owner,
        row: calendar[0],
        ownerClosures: calendar[1],
        personalClosures: calendar[2],
      } as CalendarRows,
    };
  } finally {
    db.close();
  }
}
