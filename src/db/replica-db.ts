import { Dexie, type DexieOptions, type EntityTable, type Table, type Transaction } from 'dexie';
import { z } from 'zod';
import type { EntityRow, SyncConflict, SyncedTable } from './entities';
import {
  FILE_STORES_V6,
  type FileDeletion,
  type KeptFile,
  type PendingUpload,
} from './files/file-stores';
import type { AnalyticsKeptRecord } from './analytics-kept-rows';
import type {
  OutboxChange,
  PendingFeedback,
  RejectedChange,
  RowRepair,
  SyncStateEntry,
} from './outbox-schema';

const DB_NAME_PREFIX = 'lesson-planner.';

/**
 * Indexes per store. Every store leads with `id`, then the scope keys a purge or a query needs
 * (owner_id, school_id, parent ids) and `txid`. IndexedDB skips null keys, so a nullable scope key
 * indexes only the rows that have one. txid is a decimal string: it is indexed for equality
 * (LOCAL_TXID finds rows never pulled back), not for ordering ('9' > '10' as strings).
 * These are v1's stores; later versions add to them (see the constructor).
 */
const ENTITY_STORES_V1: Record<Exclude<SyncedTable, 'teacher_calendars'>, string> = {
  schools: 'id, txid',
  departments: 'id, school_id, txid',
  profiles: 'id, school_id, txid',
  user_preferences: 'id, txid',
  school_memberships: 'id, school_id, user_id, txid',
  school_closures: 'id, school_id, [school_id+date], txid',
  syllabuses: 'id, txid',
  syllabus_points: 'id, [syllabus_id+sort_order], txid',
  syllabus_objectives: 'id, syllabus_point_id, txid',
  syllabus_criteria: 'id, syllabus_point_id, txid',
  teaching_methods: 'id, school_id, txid',
  classes: 'id, owner_id, school_id, txid',
  timetable_entries: 'id, owner_id, class_id, txid',
  lessons: 'id, [owner_id+date], [class_id+date], class_id, program_item_id, txid',
  lesson_syllabus_points: 'id, owner_id, lesson_id, syllabus_point_id, txid',
  lesson_resources: 'id, owner_id, lesson_id, resource_id, txid',
  class_syllabus_status: 'id, owner_id, [class_id+syllabus_point_id], txid',
  resources: 'id, owner_id, school_id, txid',
  programs: 'id, owner_id, school_id, txid',
  program_items: 'id, [program_id+sort_order], txid',
};

const BOOKKEEPING_STORES_V1 = {
  outbox: '++seq, table, [table+id]',
  rejected: 'seq, table, [table+id]',
  conflicts: 'id, [table_name+row_id], txid',
  sync_state: 'key',
};

type EntityTables = { [T in SyncedTable]: EntityTable<EntityRow<T>, 'id'> };

/** The local replica of one signed-in user's data (DESIGN §4, §6). Only src/db touches it. */
export class ReplicaDb extends Dexie {
  declare outbox: EntityTable<OutboxChange, 'seq'>;
  declare rejected: Table<RejectedChange, number>;
  declare conflicts: EntityTable<SyncConflict, 'id'>;
  declare sync_state: Table<SyncStateEntry, SyncStateEntry['key']>;
  declare row_repairs: EntityTable<RowRepair, 'key'>;
  declare pending_feedback: EntityTable<PendingFeedback, 'id'>;
  declare pending_uploads: EntityTable<PendingUpload, 'resource_id'>;
  declare pinned_files: EntityTable<KeptFile, 'resource_id'>;
  declare file_deletions: EntityTable<FileDeletion, 'path'>;
  declare analytics_kept: Table<AnalyticsKeptRecord, string>;

  /** `options.indexedDB` lets tests give each simulated device its own storage. */
  constructor(
    readonly userId: string,
    options?: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>,
  ) {
    super(replicaName(userId), options);
    // v1: one store per synced entity, plus outbox, rejected, conflicts and sync_state.
    this.version(1).stores({ ...ENTITY_STORES_V1, ...BOOKKEEPING_STORES_V1 });
    // v2: rows awaiting the server's version after a rejection; offline feedback reports.
    this.version(2).stores({ row_repairs: 'key', pending_feedback: '++id' });
    // v3: solo calendars (issue 6): a teacher's own calendar (id = user id); closures by owner too.
    this.version(3).stores({
      teacher_calendars: 'id, txid',
      school_closures: 'id, school_id, owner_id, [school_id+date], [owner_id+date], txid',
    });
    // v4: the syllabus catalogue (issue 13): level-wide criteria by syllabus, a solo teacher's
    // own teaching methods by owner; rows pulled before it get the columns' defaults.
    this.version(4)
      .stores({
        syllabus_criteria: 'id, syllabus_point_id, syllabus_id, txid',
        teaching_methods: 'id, school_id, owner_id, txid',
      })
      .upgrade(fillCatalogueDefaults);
    // v5: the library fields (issue 15): a resource's description and years (its one year moves
    // into the list), a program's stage. No index changes: the stores are the same.
    this.version(5).stores({}).upgrade(fillLibraryFields);
    // v6: resource files (issue 15), local only: blobs waiting to upload (they hold the outbox
    // back), copies kept for offline use, storage objects already removed (src/db/files).
    this.version(6).stores(FILE_STORES_V6);
    // v7: the analytics rows kept between app starts (analytics-kept-rows.ts), local only: one
    // record per month of lesson dates, one for the rest, one for the mark they were kept at.
    this.version(7).stores({ analytics_kept: 'key' });
  }

  /** The typed store of a synced table. */
  entity<T extends SyncedTable>(table: T): EntityTables[T] {
    return this.table(table) as EntityTables[T];
  }
}

/**
 * The values the catalogue migration gives rows that existed before it (published, not retired,
 * no sub-strand, no levels). Rows pulled before v4 lack those keys and would never be pulled again
 * (adding a column does not touch a row), so queries that test `retired_at === null` would miss
 * them: the upgrade writes the defaults in place. Rows pulled since carry every column.
 */
export const CATALOGUE_DEFAULTS_V4 = {
  syllabuses: {
    school_id: null,
    source_key: '',
    source: null,
    levels: [],
    years: [],
    retired_at: null,
  },
  syllabus_points: { school_id: null, sub_strand: null, retired_at: null },
  syllabus_objectives: { school_id: null, code: null, retired_at: null },
  syllabus_criteria: {
    school_id: null,
    syllabus_id: null,
    code: null,
    stage: null,
    year: null,
    retired_at: null,
  },
  teaching_methods: { owner_id: null },
} as const satisfies Partial<Record<SyncedTable, Record<string, unknown>>>;

async function fillCatalogueDefaults(tx: Transaction): Promise<void> {
  for (const [name, defaults] of Object.entries(CATALOGUE_DEFAULTS_V4)) {
    await tx
      .table<Record<string, unknown>>(name)
      .toCollection()
      .modify((row) => {
        for (const [key, value] of Object.entries(defaults))
          if (!(key in row)) row[key] = Array.isArray(value) ? [...value] : value;
      });
  }
}

/**
 * Rows pulled before v5 keep their shape until the server next changes them, which for most never
 * happens: the server's migration rewrote only the resources that had a year.
 */
async function fillLibraryFields(tx: Transaction): Promise<void> {
  await tx
    .table<Record<string, unknown>>('resources')
    .toCollection()
    .modify((row) => {
      if (!('description' in row)) row.description = null;
      if (!('years' in row)) row.years = typeof row.year === 'number' ? [row.year] : [];
      delete row.year;
    });
  await tx
    .table<Record<string, unknown>>('programs')
    .toCollection()
    .modify((row) => {
      if (!('stage' in row)) row.stage = null;
    });
}

/**
 * One database per user: a different user signing in on the same device opens another database,
 * so they never see the previous user's rows nor replay their outbox.
 */
export function replicaName(userId: string): string {
  // A user id is a uuid (auth.users.id); anything else is a bug, not an expected failure.
  return DB_NAME_PREFIX + z.uuid().parse(userId);
}

export async function openReplica(
  userId: string,
  options?: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>,
): Promise<ReplicaDb> {
  const db = new ReplicaDb(userId, options);
  await db.open();
  return db;
}

/** Removes a user's replica and outbox (sign-out with "remove my data from this device"). */
export async function deleteReplica(userId: string): Promise<void> {
  await Dexie.delete(replicaName(userId));
}
