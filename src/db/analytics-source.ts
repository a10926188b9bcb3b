import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  carryCoverage,
  datesHold,
  everyLessonCoverages,
  indexAnalyticsData,
  restoreCoverages,
  type AnalyticsData,
  type AnalyticsIndex,
} from '@/domain/analytics';
import type { AnalyticsDateRange } from '@/domain/analytics/filter';
import {
  calendarOwnerOf,
  planningCalendarOf,
  type CalendarOwner,
  type PlanningCalendar,
} from '@/domain/calendar';
import { readAnalyticsData } from './analytics-rows';
import { benchMeasure, benchNow } from './bench-timing';
import { ANALYTICS_TABLES, analyticsJournal, analyticsWriteMark } from './analytics-written';
import { readCalendarRows } from './calendar-rows';
import type { ReplicaDb } from './replica-db';
import { useReplica, type ReplicaHandle, type TableChanges } from './replica-hooks';

/** What analytics and the dashboard count from: the indexed rows and the teacher's calendar. */
export type AnalyticsSource = {
  readonly index: AnalyticsIndex;
  readonly calendar: PlanningCalendar;
  /**
   * The replica's analytics write mark (analytics-written.ts) these rows are current for: figures
   * kept across a reload with this mark are current while it has not moved. Null: not knowable.
   */
  readonly writeMark: string | null;
  /**
   * The lesson dates the rows hold: 'all', or on an app start the dates a page asked for first
   * (their lessons and those lessons' links; every other row whole), handed only to a page whose
   * figures count no lesson outside them until the full read replaces it.
   */
  readonly dates: AnalyticsDateRange | 'all';
};

/**
 * The lesson dates a page's figures count, given the teacher's calendar (analytics open on the
 * term holding today); null when they may count any lesson. See LessonDatesCounted in
 * src/domain/analytics, which the analytics pages declare.
 */
export type AnalyticsDatesNeeded = (calendar: PlanningCalendar) => AnalyticsDateRange | null;

/**
 * The stores a write to which is patched into a kept source row by row: each row is the
 * teacher's own (owner_id) or, for teaching methods, any on the device. A write to any other
 * store the source reads (classes, points, the calendar) reads everything again.
 */
const PATCHED_TABLES = {
  lessons: 'lessons',
  lesson_syllabus_points: 'links',
  class_syllabus_status: 'statuses',
  resources: 'resources',
  teaching_methods: 'methods',
} as const satisfies Record<string, keyof AnalyticsData>;
type PatchedTable = keyof typeof PATCHED_TABLES;

// Every patched store is one the write mark watches (analytics-written.ts lists what the source reads).
const patchedAreWatched: PatchedTable extends (typeof ANALYTICS_TABLES)[number] ? true : never =
  true;
void patchedAreWatched;

/** More written rows than this and reading everything again is simpler than patching. */
const MAX_PATCHED_ROWS = 2000;

/**
 * Reads of an app start's window of dates while writes keep landing during them (a first sync
 * pulling); after that the page waits for the full read, which patches writes in as they come.
 */
const MAX_WINDOW_READS = 3;

/**
 * After a start painted from the rows kept on the device (analytics-kept-rows.ts), every row is
 * read again this long after, replacing them: what the journal may have missed lasts no longer,
 * and only rows from such a read are kept again. Long enough to be past the start's own work
 * (the read costs what a start used to: ~0.5 s of IndexedDB at 25,000 lessons).
 */
export const VERIFY_KEPT_ROWS_AFTER_MS = 5000;

/**
 * The kept rows' module, a chunk of its own (every analytics route is within a few KB of the
 * route budget): asked for as soon as this module loads (with the page's route, before the page
 * paints or the replica opens), so it is in by the time a start reads the kept rows; asked for
 * when a page counts, it arrived ~40 ms after the start's first read could have begun.
 */
let keptRows: Promise<typeof import('./analytics-kept-rows')> | null = null;
const keptRowsModule = () =>
  (keptRows ??= import('./analytics-kept-rows').catch((error: unknown) => {
    // Offline with the chunk not cached: every row is read instead, and the next count asks again.
    keptRows = null;
    throw error;
  }));

void keptRowsModule().catch(() => undefined);

/**
 * The rows kept on the device (every row, or `dates`' window) with the rows written since, and
 * the class coverages kept with them; null when they are not current or cannot be read (the
 * replica's rows are read instead).
 */
const keptSourceOf = (db: ReplicaDb, userId: string, dates: AnalyticsDateRange | null) =>
  keptRowsModule()
    .then(({ readKeptSource }) => readKeptSource(db, userId, dates))
    .catch(() => null);

/** Reads the analytics rows and the calendar in one pass, and indexes the rows once. */
export async function readAnalyticsSource(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
): Promise<AnalyticsSource> {
  return (await readKept(db, userId, owner)).source;
}

type Rows = { -readonly [K in keyof AnalyticsData]: Map<string, AnalyticsData[K][number]> };
/**
 * The rows as lists (`data`) and by id (`rows`, built when a write is first patched in: an app
 * start paints without them). `read`: the rows came from a full read of the replica, patched
 * since by this tab's watcher (false: from the rows kept on the device, until a full read
 * replaces them).
 */
type Kept = {
  data: AnalyticsData;
  rows: Rows | null;
  calendar: PlanningCalendar;
  source: AnalyticsSource;
  read: boolean;
};

/** Rows by id: every replica row has one, though the analytics records do not all declare it. */
const byId = <T>(list: readonly T[]) =>
  new Map(list.map((row) => [(row as unknown as { id: string }).id, row] as const));

function rowsOfKept(kept: Kept): Rows {
  kept.rows ??= {
    lessons: byId(kept.data.lessons),
    classes: byId(kept.data.classes),
    points: byId(kept.data.points),
    links: byId(kept.data.links),
    statuses: byId(kept.data.statuses),
    methods: byId(kept.data.methods),
    resources: byId(kept.data.resources),
  };
  return kept.rows;
}

const dataOf = (rows: Rows): AnalyticsData => ({
  lessons: [...rows.lessons.values()],
  classes: [...rows.classes.values()],
  points: [...rows.points.values()],
  links: [...rows.links.values()],
  statuses: [...rows.statuses.values()],
  methods: [...rows.methods.values()],
  resources: [...rows.resources.values()],
});

function sourceOf(data: AnalyticsData, calendar: PlanningCalendar): AnalyticsSource {
  const started = benchNow();
  const index = indexAnalyticsData(data);
  benchMeasure('index', started);
  return { index, calendar, writeMark: null, dates: 'all' };
}

async function readKept(db: ReplicaDb, userId: string, owner: CalendarOwner): Promise<Kept> {
  const started = benchNow();
  const [data, calendarRows] = await Promise.all([
    readAnalyticsData(db, userId),
    readCalendarRows(db, owner, userId),
  ]);
  benchMeasure('full read', started);
  return keptOf(data, planningCalendarOf(calendarRows), true);
}

/**
 * Every row from the rows kept on the device and the rows written since, with the class
 * coverages kept with them for every class none of those rows is in; null: not current.
 */
async function restoreKept(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
): Promise<Kept | null> {
  const started = benchNow();
  const [read, calendarRows] = await Promise.all([
    keptSourceOf(db, userId, null),
    readCalendarRows(db, owner, userId),
  ]);
  benchMeasure('kept rows', started);
  if (read === null) return null;
  const kept = keptOf(read.data, planningCalendarOf(calendarRows), false);
  restoreCoverages(kept.source.index, read.coverages, read.changedClasses);
  return kept;
}

function keptOf(data: AnalyticsData, calendar: PlanningCalendar, read: boolean): Kept {
  return { data, rows: null, calendar, source: sourceOf(data, calendar), read };
}

/**
 * An app start's first read for a page that counts only some dates: the calendar first (the
 * dates may be the term holding today), then the lessons of those dates and their links, with
 * every other row whole. Null when the page needs every lesson after all.
 */
async function readWindow(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
  needed: AnalyticsDatesNeeded,
): Promise<AnalyticsSource | null> {
  const calendar = planningCalendarOf(await readCalendarRows(db, owner, userId));
  const dates = needed(calendar);
  if (dates === null) return null;
  const started = benchNow();
  // The kept rows' months of those dates when they are current, else the replica's rows.
  const data =
    (await keptSourceOf(db, userId, dates))?.data ?? (await readAnalyticsData(db, userId, dates));
  benchMeasure('window rows', started);
  return { index: indexAnalyticsData(data), calendar, writeMark: null, dates };
}

/** Writes since the kept source was made: ids per table, or 'all' (read everything again). */
type Pending = Map<string, Set<string>> | 'all';

function addChanges(pending: Pending, changes: TableChanges): Pending {
  if (pending === 'all') return pending;
  let count = 0;
  for (const [table, ids] of changes) {
    if (ids === 'all' || !(table in PATCHED_TABLES)) return 'all';
    const known = pending.get(table) ?? new Set<string>();
    for (const id of ids) known.add(id);
    pending.set(table, known);
  }
  for (const ids of pending.values()) count += ids.size;
  return count > MAX_PATCHED_ROWS ? 'all' : pending;
}

type Row = { id: string; owner_id?: string | null; class_id?: string; lesson_id?: string };

/**
 * The kept source with the pending rows read again by id and the index rebuilt. Class coverage
 * (the costly part of every page) is carried over for the classes the written rows do not touch.
 */
async function patchKept(
  db: ReplicaDb,
  userId: string,
  kept: Kept,
  pending: Map<string, Set<string>>,
): Promise<{ kept: Kept; changed: Set<string> | 'all' }> {
  const before = rowsOfKept(kept);
  const rows: Rows = { ...before };
  const written: { field: keyof AnalyticsData; before: Row | undefined; after: Row | undefined }[] =
    [];
  await Promise.all(
    [...pending].map(async ([table, ids]) => {
      const field = PATCHED_TABLES[table as PatchedTable];
      const keys = [...ids];
      const found = (await db.entity(table as PatchedTable).bulkGet(keys)) as (Row | undefined)[];
      const map = new Map(rows[field] as Map<string, Row>);
      keys.forEach((id, i) => {
        const row = found[i];
        // The same rows readAnalyticsData reads: the teacher's own (methods: any on the device).
        const counted = row && (field === 'methods' || row.owner_id === userId) ? row : undefined;
        written.push({ field, before: map.get(id), after: counted });
        if (counted) map.set(id, counted);
        else map.delete(id);
      });
      (rows as Record<string, unknown>)[field] = map;
    }),
  );
  const data = dataOf(rows);
  const source = sourceOf(data, kept.calendar);
  carryCoverage(kept.source.index, source.index, touchedClasses(written, before, rows));
  return {
    kept: { data, rows, calendar: kept.calendar, source, read: kept.read },
    // The kept rows' module is in by now (asked for when the store was made); without it (offline,
    // not cached) the patch still lands and the next save is whole.
    changed: await keptRowsModule()
      .then(({ keptRecordsTouched }) => keptRecordsTouched(written, before, rows))
      .catch((): 'all' => 'all'),
  };
}

/** The classes whose lessons, links or statuses a patch wrote, before or after the write. */
function touchedClasses(
  written: readonly {
    field: keyof AnalyticsData;
    before: Row | undefined;
    after: Row | undefined;
  }[],
  before: Rows,
  after: Rows,
): Set<string> {
  const classes = new Set<string>();
  const classOfLesson = (lessonId: string | undefined) =>
    lessonId === undefined
      ? undefined
      : ((after.lessons.get(lessonId) ?? before.lessons.get(lessonId)) as Row | undefined)
          ?.class_id;
  for (const { field, before: old, after: now } of written) {
    for (const row of [old, now]) {
      if (!row) continue;
      const classId =
        field === 'links'
          ? classOfLesson(row.lesson_id)
          : field === 'methods'
            ? undefined
            : row.class_id;
      if (classId !== undefined) classes.add(classId);
    }
  }
  return classes;
}

/**
 * One replica's kept source, shared by every page that counts (analytics, the dashboard) and kept
 * while the teacher is elsewhere in the app. Reading every lesson of five years costs far more
 * than counting them (bench:analytics prints both), so a write does not throw the source away: a
 * watcher registered once per replica notes which rows were written (this tab, another tab, a
 * sync pull), and the next refresh reads only those rows again and re-indexes. A kept source with
 * writes not yet applied is never handed to a page that mounts.
 *
 * On an app start (nothing kept), a page that counts only some dates has those read first: the
 * window, shown until the full read that follows replaces it. A write during the window's read
 * reads it again; a write after it keeps it from any page that mounts (a mounted one keeps what
 * it shows until the next source lands, as with the kept source).
 */
type Store = {
  key: string | null;
  kept: Kept | null;
  pending: Pending;
  refreshing: Promise<void> | null;
  listeners: Set<Listener>;
  window: Window | null;
  /** Writes the watcher has seen: a window read during which this moved is read again. */
  writes: number;
  /** Read every row again in the next refresh (the kept source came from the kept rows). */
  verify: boolean;
  /**
   * The kept rows' records (analytics-kept-rows.ts) the kept source changed since they were last
   * saved from it (at `savedMark`), or 'all'.
   */
  unsaved: Set<string> | 'all';
  savedMark: string | null;
  saving: Promise<void> | null;
};
/** 'written': a store the source reads was written; 'window': an app start's window is in. */
type Listener = (event: 'written' | 'window') => void;
/** An app start's first read of a window of dates, for `key`, until the full read lands. */
type Window = {
  key: string;
  source: AnalyticsSource;
  /** False once anything was written after it was read. */
  current: boolean;
};
const stores = new WeakMap<ReplicaDb, Store>();

function storeOf(handle: ReplicaHandle): Store {
  const known = stores.get(handle.db);
  if (known) return known;
  const store: Store = {
    key: null,
    kept: null,
    pending: 'all',
    refreshing: null,
    listeners: new Set(),
    window: null,
    writes: 0,
    verify: false,
    unsaved: 'all',
    savedMark: null,
    saving: null,
  };
  stores.set(handle.db, store);
  // Lives as long as the replica: noting ids is all it does while no page counts.
  handle.watch(ANALYTICS_TABLES, (changes) => {
    store.writes += 1;
    if (store.window) store.window.current = false;
    store.pending = addChanges(store.pending, changes);
    notify(store, 'written');
  });
  return store;
}

function notify(store: Store, event: 'written' | 'window') {
  for (const listener of store.listeners) listener(event);
}

const isFresh = (store: Store, key: string) =>
  store.key === key && store.kept !== null && store.pending !== 'all' && store.pending.size === 0;

/** The window of dates for `key` while nothing was written since it was read. */
const currentWindow = (store: Store, key: string) =>
  store.window?.key === key && store.window.current ? store.window.source : null;

/**
 * An app start's window: read, and read again while a write landed during the read (its rows
 * may miss it), at most MAX_WINDOW_READS times; then shown to the pages mounted.
 */
async function readWindowFirst(
  handle: ReplicaHandle,
  store: Store,
  key: string,
  userId: string,
  owner: CalendarOwner,
  needed: AnalyticsDatesNeeded,
) {
  for (let read = 0; read < MAX_WINDOW_READS; read += 1) {
    const writes = store.writes;
    let source: AnalyticsSource | null;
    try {
      source = await readWindow(handle.db, userId, owner, needed);
    } catch {
      // The replica closed (sign-out): the full read that follows says so.
      return;
    }
    if (source === null) return;
    if (store.writes !== writes) continue;
    const writeMark = analyticsWriteMark(handle.db);
    store.window = { key, source: { ...source, writeMark }, current: true };
    notify(store, 'window');
    return;
  }
}

/**
 * Brings the store up to date for `key`: patches what was written, or reads everything (after a
 * window of `needed` dates when nothing is kept for `key` yet).
 */
function refresh(
  handle: ReplicaHandle,
  store: Store,
  key: string,
  userId: string,
  owner: CalendarOwner,
  needed: AnalyticsDatesNeeded | undefined,
) {
  if (store.refreshing) return store.refreshing;
  const run = async () => {
    const cold = !(store.key === key && store.kept) && store.window?.key !== key;
    if (needed && cold) await readWindowFirst(handle, store, key, userId, owner, needed);
    // Only an app start's first round reads the kept rows: later rounds have the replica's.
    let restore = cold;
    while (store.verify || !isFresh(store, key)) {
      const pending = store.pending;
      const kept = store.key === key ? store.kept : null;
      const verify = store.verify;
      // Writes from here on are new pending changes for the next round.
      store.pending = new Map();
      store.verify = false;
      try {
        let next: Kept | null = null;
        if (kept && pending !== 'all' && !verify) {
          const patched = await patchKept(handle.db, userId, kept, pending);
          next = patched.kept;
          if (patched.changed === 'all') store.unsaved = 'all';
          else if (store.unsaved !== 'all')
            for (const record of patched.changed) store.unsaved.add(record);
        } else {
          if (restore) next = await restoreKept(handle.db, userId, owner);
          if (next) verifyLater(handle, store, key, userId, owner);
          else {
            next = await readKept(handle.db, userId, owner);
            store.unsaved = 'all';
          }
        }
        restore = false;
        // Taken when the read is done: a write during it left a pending change, so this round is
        // not the last and its mark never reaches a page as current.
        const writeMark = analyticsWriteMark(handle.db);
        store.kept = { ...next, source: { ...next.source, writeMark } };
        store.key = key;
        // The full read replaces a window. Nothing written since the window's read began: the
        // rows within its dates are the same, and so is each class coverage worked out on it.
        const window = currentWindow(store, key);
        if (window) carryCoverage(window.index, store.kept.source.index, new Set());
        store.window = null;
      } catch (error) {
        // The replica closes on sign-out while a read may still be running: nothing to show.
        store.pending = 'all';
        store.window = null;
        console.warn('Reading the analytics rows failed', error);
        return;
      }
      notify(store, 'written');
    }
    if (isFresh(store, key)) saveLater(handle, store, userId);
  };
  store.refreshing = run().finally(() => {
    store.refreshing = null;
  });
  return store.refreshing;
}

/** Reads every row again a little after a start painted from the kept rows. */
function verifyLater(
  handle: ReplicaHandle,
  store: Store,
  key: string,
  userId: string,
  owner: CalendarOwner,
) {
  setTimeout(() => {
    if (store.key !== key || !store.kept || store.kept.read || !handle.db.isOpen()) return;
    store.verify = true;
    void (store.refreshing ?? Promise.resolve()).then(() =>
      refresh(handle, store, key, userId, owner, undefined),
    );
  }, VERIFY_KEPT_ROWS_AFTER_MS);
}

/**
 * Keeps the current source's rows on the device once the page is idle (keepRows in
 * analytics-kept-rows.ts), with the class coverages its pages worked out on them by then; only
 * rows that came from a full read of the replica are kept.
 */
function saveLater(handle: ReplicaHandle, store: Store, userId: string) {
  const kept = store.kept;
  if (kept?.read)
    void keptRowsModule()
      .then(({ keepRows }) =>
        keepRows(handle.db, userId, store, kept.data, kept.source.writeMark, () =>
          everyLessonCoverages(kept.source.index),
        ),
      )
      .catch(() => undefined);
}

/**
 * Whether the replica keeps a source for `reader` already (perhaps with writes to patch in): a
 * refresh then reads a few rows by id, not every row, so it need not wait for anything else.
 */
export function hasKeptAnalyticsSource(handle: ReplicaHandle, reader: AnalyticsReader): boolean {
  const store = stores.get(handle.db);
  return store?.kept != null && store.key === `${reader.id}|${reader.schoolId ?? ''}`;
}

/**
 * Whether an app start (nothing kept in memory) will read the rows kept on the device
 * (analytics-kept-rows.ts), a few records and the rows written since, rather than every row:
 * the journal says they are current. A page that would otherwise wait for its own small reads
 * before starting the count need not.
 */
export function hasCurrentKeptAnalyticsRows(handle: ReplicaHandle): boolean {
  return !stores.get(handle.db)?.kept && analyticsJournal(handle.db) !== null;
}

/** Whose rows: the signed-in teacher; their school (or they alone) owns the calendar. */
export type AnalyticsReader = { readonly id: string; readonly schoolId: string | null };

/**
 * The teacher's analytics source, live: the kept one at once when nothing was written since, else
 * brought up to date (the written rows read again, or everything on a first visit); then again
 * after every write to the stores it counts (a reflection saved in the planner, a pull from
 * another device), so the figures follow without a reload. Undefined until the first source for
 * this teacher is ready.
 *
 * `needed`: the lesson dates the caller's figures count (null: any). On a first visit the rows of
 * those dates are read first and handed over with `dates` saying so, then every row; a source
 * holding fewer dates than `needed` asks for (or any, without `needed`) is never handed over.
 */
export function useAnalyticsSource(
  reader: AnalyticsReader | null,
  needed?: AnalyticsDatesNeeded,
): AnalyticsSource | undefined {
  const handle = useReplica();
  const userId = reader?.id ?? null;
  const schoolId = reader?.schoolId ?? null;
  const key = userId === null ? null : `${userId}|${schoolId ?? ''}`;
  const [shown, setShown] = useState<{ store: Store; key: string; source: AnalyticsSource } | null>(
    null,
  );
  // Read when a refresh starts, not a reason to start one: the latest page's dates.
  const neededNow = useRef(needed);
  useEffect(() => {
    neededNow.current = needed;
  });

  // A layout effect: the read starts before the page's first frame is painted, not after it
  // (a passive effect waits for that paint, ~10 ms of an app start's count), and a source kept
  // in memory is shown in that first frame.
  useLayoutEffect(() => {
    if (!handle || key === null || userId === null) return;
    const owner = calendarOwnerOf({ id: userId, schoolId, role: null });
    const store = storeOf(handle);
    const show = () => {
      const source =
        store.key === key && store.kept ? store.kept.source : currentWindow(store, key);
      if (source)
        setShown((last) =>
          last?.store === store && last.key === key && last.source === source
            ? last
            : { store, key, source },
        );
    };
    const onChange: Listener = (event) => {
      if (event === 'window') show();
      else void refresh(handle, store, key, userId, owner, neededNow.current).then(show);
    };
    store.listeners.add(onChange);
    if (isFresh(store, key)) show();
    else onChange('written');
    return () => {
      store.listeners.delete(onChange);
    };
    // `key` is userId and schoolId: a new session object with the same ids must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, key]);

  if (!handle || key === null) return undefined;
  const store = stores.get(handle.db);
  // A window of dates only for a caller whose figures count no other lesson.
  const fits = (source: AnalyticsSource) =>
    source.dates === 'all' ||
    (needed !== undefined && datesHold(source.dates, needed(source.calendar)));
  // While mounted, the last source stays on screen until the next one lands (as a live query's).
  if (shown && shown.store === store && shown.key === key && fits(shown.source))
    return shown.source;
  if (!store) return undefined;
  // Mounting: the kept source only when no write is pending, else a window nothing was written
  // to since it was read.
  if (isFresh(store, key)) return store.kept!.source;
  const window = currentWindow(store, key);
  return window && fits(window) ? window : undefined;
}
