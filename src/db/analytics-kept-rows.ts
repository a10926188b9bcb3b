import type { AnalyticsData, KeptClassCoverages } from '@/domain/analytics';
import type { AnalyticsDateRange } from '@/domain/analytics/filter';
import { restartAnalyticsJournal } from './analytics-journal';
import { analyticsJournal, analyticsWriteMark, type CurrentJournal } from './analytics-written';
import { benchMeasure, benchNow } from './bench-timing';
import type { ReplicaDb } from './replica-db';

/**
 * The analytics rows kept on the device between app starts (local store `analytics_kept`, replica
 * v7), so a start after a write does not read five years of lessons before its figures: the
 * rows the last full read found (and the writes patched into it since), projected to the fields
 * the analytics records declare, column by column, one record per month of lesson dates (the
 * month's lessons and their links) and one for everything else. A start reads them back and
 * reads again, by id, only the rows written since (the journal of analytics-written.ts), which is
 * a few rows where reading every lesson and link is ~0.5–0.8 s in Chromium. With `dates`, only
 * the months holding those dates are read, as readAnalyticsData's window does.
 *
 * They are current while the journal started when they were saved has noted every write since
 * (its `since` is their mark and its `last` the replica's current mark); otherwise nothing is
 * read from them. The source made from them is read again in full soon after (analytics-source.ts)
 * and only a source that came from a full read is saved, so a write the journal missed (another
 * tab's note lost in a race) lasts seconds, never into the next copy.
 */

/** Each record type's fields, as the analytics records declare them (plus the row id). */
const FIELDS = {
  lessons: [
    'id',
    'class_id',
    'date',
    'status',
    'start_time',
    'end_time',
    'deleted_at',
    'title',
    'objectives',
    'success_criteria',
    'activities',
    'notes',
    'program_item_id',
    'effectiveness_rating',
    'teaching_method_id',
    'teacher_satisfaction_score',
    'teacher_effectiveness_rating',
    'follow_up_required',
    'follow_up_notes',
  ],
  classes: ['id', 'syllabus_id', 'syllabus_stage', 'year', 'name', 'subject', 'deleted_at'],
  points: [
    'id',
    'syllabus_id',
    'code',
    'description',
    'subject',
    'strand',
    'stage',
    'year',
    'sort_order',
    'deleted_at',
    'retired_at',
  ],
  links: ['id', 'lesson_id', 'syllabus_point_id', 'deleted_at'],
  statuses: [
    'id',
    'class_id',
    'syllabus_point_id',
    'mastery_level',
    'teacher_confidence_level',
    'priority_level',
    'review_status',
    'updated_at',
    'deleted_at',
  ],
  methods: ['id', 'name', 'description', 'deleted_at'],
  resources: ['id', 'title', 'created_at', 'deleted_at'],
} as const satisfies {
  [K in keyof AnalyticsData]: readonly (keyof AnalyticsData[K][number] | 'id')[];
};

type Fields = typeof FIELDS;
/** What is kept of each record (tests compare reads by these). */
export const KEPT_FIELDS: Fields = FIELDS;
// Every field a record declares is kept: a field added to a record must be added above.
type Missing = {
  [K in keyof AnalyticsData]: Exclude<keyof AnalyticsData[K][number], Fields[K][number]>;
}[keyof AnalyticsData];
const everyFieldKept: [Missing] extends [never] ? true : never = true;
void everyFieldKept;

/**
 * A field's values: as they are, or, where they repeat (class, date, status, method, point
 * ids), each distinct value once and a code per row: reading back a string per distinct value,
 * not per row, is most of what keeps the read short (25,000 lessons' worth of ids and dates).
 */
type Column = unknown[] | { values: unknown[]; codes: Uint32Array } | LessonPositions;
/**
 * A month's links name their lesson by its position among the month's lessons (every link of a
 * month record is of one of its lessons), not by a copy of its id: each id is then read back once,
 * and every link holds the very string its lesson's id is, which the maps that join links to
 * lessons (the index, coverage) compare by identity at once instead of character by character.
 * Records kept by older builds hold the ids themselves, and read back the same.
 */
type LessonPositions = { lessonAt: Uint32Array };

const isLessonPositions = (column: Column | number | undefined): column is LessonPositions =>
  typeof column === 'object' && !Array.isArray(column) && 'lessonAt' in column;
/** One column per field; `n` rows. */
type Columns = { n: number; [field: string]: Column | number };

/** Coded when at most this share of a field's values are distinct. */
const CODED_SHARE = 0.5;

function columnOf(values: unknown[]): Column {
  if (values.length < 16) return values;
  const codeOf = new Map<unknown, number>();
  const codes = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    let code = codeOf.get(values[i]);
    if (code === undefined) {
      code = codeOf.size;
      codeOf.set(values[i], code);
      if (code > values.length * CODED_SHARE) return values;
    }
    codes[i] = code;
  }
  return { values: [...codeOf.keys()], codes };
}

type KeptRecord =
  | { key: 'meta'; userId: string; mark: string }
  | {
      key: 'rest';
      classes: Columns;
      points: Columns;
      statuses: Columns;
      methods: Columns;
      resources: Columns;
      /** Links whose lesson is not among the rows (read with every row, never in a window). */
      links: Columns;
    }
  | { key: 'coverage'; version: number; coverages: KeptClassCoverages }
  | { key: string; lessons: Columns; links: Columns };

export type AnalyticsKeptRecord = KeptRecord;

const META = 'meta';
/** The record of everything but lessons and their links. */
const REST = 'rest';
/**
 * The record of the class coverages worked out on the kept rows (restoreCoverages in
 * src/domain/analytics), rewritten with every save. Its version names the shape of a coverage:
 * one kept by a build with another is not read.
 */
const COVERAGE = 'coverage';
const COVERAGE_VERSION = 1;
/** Month records' keys start with this. */
const MONTH_PREFIX = 'm:';
/** The record key of `date`'s month: its lessons and their links. */
const monthKey = (date: string) => `${MONTH_PREFIX}${date.slice(0, 7)}`;

type Row = Record<string, unknown> & { id: string };

function columnsOf(rows: readonly object[], fields: readonly string[]): Columns {
  const columns: Columns = { n: rows.length };
  for (const field of fields)
    columns[field] = columnOf(rows.map((row) => (row as Row)[field] ?? null));
  return columns;
}

/**
 * A column read in place: its values, and with a coded column the code of each row. Rows are
 * made straight from these, with no list of every row's value made first (25,000 lessons' worth
 * of such lists, thrown away at once, was a good part of an app start's garbage collection).
 */
type ColumnReader = { values: unknown[]; codes: Uint32Array | null };

function readerOf(column: Column | number | undefined): ColumnReader {
  if (column === undefined || typeof column === 'number') return { values: [], codes: null };
  if (Array.isArray(column)) return { values: column, codes: null };
  if (isLessonPositions(column)) throw new Error('lesson positions are read by linksInto');
  return { values: column.values, codes: column.codes };
}

const valueAt = (column: ColumnReader, i: number): unknown =>
  column.codes === null ? column.values[i] : column.values[column.codes[i]!];

/**
 * The lessons of a month into `out` from `at`, one object literal each: rows of one shape (the
 * generic rowsOf below adds fields one by one), which reading 25,000 lessons back and counting
 * them is measurably faster on. The fields are FIELDS' (a test reads every one back). Answers
 * where the next row goes.
 */
function lessonsInto(c: Columns, out: Row[], at: number): number {
  const col = (field: (typeof FIELDS.lessons)[number]) => readerOf(c[field]);
  const [id, classId, date, status, start, end, deleted, title, objectives, criteria] = [
    col('id'),
    col('class_id'),
    col('date'),
    col('status'),
    col('start_time'),
    col('end_time'),
    col('deleted_at'),
    col('title'),
    col('objectives'),
    col('success_criteria'),
  ];
  const [activities, notes, item, rating, method, satisfaction, own, followUp, followUpNotes] = [
    col('activities'),
    col('notes'),
    col('program_item_id'),
    col('effectiveness_rating'),
    col('teaching_method_id'),
    col('teacher_satisfaction_score'),
    col('teacher_effectiveness_rating'),
    col('follow_up_required'),
    col('follow_up_notes'),
  ];
  for (let i = 0; i < c.n; i += 1)
    out[at + i] = {
      id: valueAt(id, i) as string,
      class_id: valueAt(classId, i),
      date: valueAt(date, i),
      status: valueAt(status, i),
      start_time: valueAt(start, i),
      end_time: valueAt(end, i),
      deleted_at: valueAt(deleted, i),
      title: valueAt(title, i),
      objectives: valueAt(objectives, i),
      success_criteria: valueAt(criteria, i),
      activities: valueAt(activities, i),
      notes: valueAt(notes, i),
      program_item_id: valueAt(item, i),
      effectiveness_rating: valueAt(rating, i),
      teaching_method_id: valueAt(method, i),
      teacher_satisfaction_score: valueAt(satisfaction, i),
      teacher_effectiveness_rating: valueAt(own, i),
      follow_up_required: valueAt(followUp, i),
      follow_up_notes: valueAt(followUpNotes, i),
    };
  return at + c.n;
}

/**
 * A month's links (or the rest's) into `out` from `at`; answers where the next row goes. The
 * month's lessons are `lessonRows` from `lessonsAt`, in their kept order: a month's links name
 * theirs by position (LessonPositions).
 */
function linksInto(
  c: Columns,
  out: Row[],
  at: number,
  lessonRows: readonly Row[] = [],
  lessonsAt = 0,
): number {
  const [id, point, deleted] = (['id', 'syllabus_point_id', 'deleted_at'] as const).map((field) =>
    readerOf(c[field]),
  );
  const lessonColumn = c.lesson_id;
  const positions = isLessonPositions(lessonColumn) ? lessonColumn.lessonAt : null;
  const lesson = positions === null ? readerOf(lessonColumn) : null;
  for (let i = 0; i < c.n; i += 1)
    out[at + i] = {
      id: valueAt(id!, i) as string,
      lesson_id:
        positions === null ? valueAt(lesson!, i) : lessonRows[lessonsAt + positions[i]!]!.id,
      syllabus_point_id: valueAt(point!, i),
      deleted_at: valueAt(deleted!, i),
    };
  return at + c.n;
}

function rowsOf(columns: Columns, fields: readonly string[]): Row[] {
  const rows: Row[] = new Array<Row>(columns.n);
  const readers = fields.map((field) => readerOf(columns[field]));
  for (let i = 0; i < columns.n; i += 1) {
    const row: Record<string, unknown> = {};
    for (let f = 0; f < fields.length; f += 1) row[fields[f]!] = valueAt(readers[f]!, i);
    rows[i] = row as Row;
  }
  return rows;
}

/** A month's links, each naming its lesson by position among `lessons` (LessonPositions). */
function monthLinkColumns(lessons: readonly object[], links: readonly object[]): Columns {
  const position = new Map<unknown, number>();
  lessons.forEach((lesson, at) => position.set((lesson as Row).id, at));
  const columns = columnsOf(links, ['id', 'syllabus_point_id', 'deleted_at']);
  const lessonAt = new Uint32Array(links.length);
  links.forEach((link, i) => {
    lessonAt[i] = position.get((link as Row).lesson_id)!;
  });
  columns.lesson_id = { lessonAt };
  return columns;
}

/**
 * The lessons of the month records (those dated `within`, or all) and every link of theirs, with
 * `rest`'s links (those of no kept lesson) first: each list made once, at its final length.
 */
function monthRows(
  records: readonly KeptRecord[],
  within: ((date: string) => boolean) | null,
  rest: Columns | null = null,
): { lessons: Row[]; links: Row[] } {
  const months = records.filter((record) => record.key.startsWith(MONTH_PREFIX)) as Extract<
    KeptRecord,
    { lessons: Columns }
  >[];
  let lessonCount = 0;
  let linkCount = rest?.n ?? 0;
  for (const month of months) {
    lessonCount += month.lessons.n;
    linkCount += month.links.n;
  }
  const lessons = new Array<Row>(lessonCount);
  const links = new Array<Row>(linkCount);
  let lessonsAt = 0;
  let linksAt = rest === null ? 0 : linksInto(rest, links, 0);
  for (const month of months) {
    const monthAt = lessonsAt;
    lessonsAt = lessonsInto(month.lessons, lessons, lessonsAt);
    linksAt = linksInto(month.links, links, linksAt, lessons, monthAt);
  }
  return {
    lessons: within === null ? lessons : lessons.filter((lesson) => within(lesson.date as string)),
    links,
  };
}

/** Up to this many ids are looked for one by one, not through a set (see notAmong). */
const FEW_IDS = 16;

/**
 * A filter keeping the rows whose id is not in `ids`. A start after a write replaces a few rows
 * of tens of thousands: comparing each row's id with those few leaves the row ids unhashed (a
 * set lookup hashes every one, and nothing else on the way to the figures hashes a link's id).
 */
function notAmong(ids: ReadonlySet<string>): (row: Row) => boolean {
  if (ids.size > FEW_IDS) return (row) => !ids.has(row.id);
  const few = [...ids];
  return (row) => !few.includes(row.id);
}

/** Which kept records a write touched: months of lesson dates, and 'rest'. */
export type KeptRowsChanged = ReadonlySet<string> | 'all';

/**
 * Saves `data` (every row of `userId`, current at `mark`): the records `changed` names, when the
 * copy on the device is the one saved at `base` (the rest of it is then the same), else all; and
 * `coverages`, the class coverages worked out on those rows (everyLessonCoverages).
 * Then starts the journal at `mark`, unless a write moved the mark meanwhile (the copy is then
 * not current and is never read). False when nothing was kept.
 */
export async function saveKeptRows(
  db: ReplicaDb,
  userId: string,
  data: AnalyticsData,
  mark: string,
  changed: KeptRowsChanged,
  base: string | null = null,
  coverages: KeptClassCoverages = [],
): Promise<boolean> {
  if (analyticsWriteMark(db) !== mark) return false;
  const byMonth = new Map<string, { lessons: object[]; links: object[] }>();
  const monthOfLesson = new Map<string, string>();
  for (const lesson of data.lessons) {
    const key = monthKey(lesson.date);
    monthOfLesson.set(lesson.id, key);
    const month = byMonth.get(key) ?? { lessons: [], links: [] };
    month.lessons.push(lesson);
    byMonth.set(key, month);
  }
  const orphans: object[] = [];
  for (const link of data.links) {
    const key = monthOfLesson.get(link.lesson_id);
    if (key === undefined) orphans.push(link);
    else byMonth.get(key)!.links.push(link);
  }
  const meta = (await db.analytics_kept.get(META)) as
    { userId?: string; mark?: string } | undefined;
  const whole = changed === 'all' || base === null || meta?.mark !== base || meta.userId !== userId;
  const records: KeptRecord[] = [
    { key: META, userId, mark },
    // Whatever else is saved: the coverages are those of the rows as they are now.
    { key: COVERAGE, version: COVERAGE_VERSION, coverages },
  ];
  const wanted = (key: string) => whole || changed.has(key);
  if (wanted(REST))
    records.push({
      key: REST,
      classes: columnsOf(data.classes, FIELDS.classes),
      points: columnsOf(data.points, FIELDS.points),
      statuses: columnsOf(data.statuses, FIELDS.statuses),
      methods: columnsOf(data.methods, FIELDS.methods),
      resources: columnsOf(data.resources, FIELDS.resources),
      links: columnsOf(orphans, FIELDS.links),
    });
  const months = whole ? [...byMonth.keys()] : [...changed].filter((k) => k !== REST);
  for (const key of months) {
    const month = byMonth.get(key);
    records.push({
      key,
      lessons: columnsOf(month?.lessons ?? [], FIELDS.lessons),
      links: monthLinkColumns(month?.lessons ?? [], month?.links ?? []),
    });
  }
  await db.transaction('rw', db.analytics_kept, async () => {
    // The base copy is checked again inside: another tab may have saved since.
    const now = (await db.analytics_kept.get(META)) as { mark?: string } | undefined;
    if (!whole && now?.mark !== base) throw new Error('the kept analytics rows changed meanwhile');
    if (whole) await db.analytics_kept.clear();
    // One transaction: every record lands, or none.
    await db.analytics_kept.bulkPut(records);
  });
  return restartAnalyticsJournal(db, mark);
}

/** The records a patch of the kept analytics source wrote to: lesson months, the rest. */
export function keptRecordsTouched(
  written: readonly {
    field: keyof AnalyticsData;
    before: { lesson_id?: string } | undefined;
    after: { lesson_id?: string } | undefined;
  }[],
  before: { lessons: ReadonlyMap<string, unknown> },
  after: { lessons: ReadonlyMap<string, unknown> },
): Set<string> {
  const records = new Set<string>();
  const dateOf = (lessonId: string | undefined) =>
    lessonId === undefined
      ? undefined
      : (
          (after.lessons.get(lessonId) ?? before.lessons.get(lessonId)) as
            { date?: string } | undefined
        )?.date;
  for (const { field, before: old, after: now } of written) {
    // A lesson added or dropped adopts or leaves links kept with the rest (lessonless ones).
    if (field === 'lessons' && (!old || !now)) records.add(REST);
    for (const row of [old, now]) {
      if (!row) continue;
      if (field === 'lessons') records.add(monthKey((row as unknown as { date: string }).date));
      else if (field === 'links') {
        // A link kept with its lesson's month, before and after (or with the rest, lessonless).
        const dates = [
          (before.lessons.get(row.lesson_id!) as { date?: string } | undefined)?.date,
          dateOf(row.lesson_id),
        ];
        for (const date of dates) records.add(date === undefined ? REST : monthKey(date));
      } else records.add(REST);
    }
  }
  return records;
}

/** What a kept source records about keeping its rows (analytics-source.ts's store). */
export type KeepingState = {
  /** A save under way. */
  saving: Promise<void> | null;
  /** A refresh under way: the rows it brings are kept when it is done. */
  refreshing: Promise<void> | null;
  /** The records changed since the last save (at `savedMark`), or 'all'. */
  unsaved: Set<string> | 'all';
  savedMark: string | null;
};

/** Rows are kept when the page is next idle, or after this long at most. */
const KEEP_ROWS_WITHIN_MS = 1000;

/**
 * Keeps `data` (current at `mark`) once the page is idle: encoding every lesson must not hold up
 * the paint of the figures just counted. The records changed since the last save, over the copy
 * saved then, or all, with the class coverages worked out on `data` by then (`coverages`).
 */
export function keepRows(
  db: ReplicaDb,
  userId: string,
  state: KeepingState,
  data: AnalyticsData,
  mark: string | null,
  coverages: () => KeptClassCoverages = () => [],
): void {
  const keep = () => {
    // Pending writes: the refresh they set off keeps the rows once it is done.
    if (mark === null || state.saving || state.refreshing || !db.isOpen()) return;
    if (state.savedMark === mark || (state.unsaved !== 'all' && state.unsaved.size === 0)) return;
    const changed: KeptRowsChanged = state.unsaved;
    const base = state.savedMark;
    state.unsaved = new Set();
    state.saving = saveKeptRows(db, userId, data, mark, changed, base, coverages())
      .then((saved) => {
        if (saved) state.savedMark = mark;
        else state.unsaved = 'all';
      })
      .catch((error: unknown) => {
        state.unsaved = 'all';
        // Closed at sign-out mid-save: nothing to keep.
        if (db.isOpen()) console.warn('Keeping the analytics rows failed', error);
      })
      .finally(() => {
        state.saving = null;
      });
  };
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(keep, { timeout: KEEP_ROWS_WITHIN_MS });
  else setTimeout(keep, 0);
}

/** The stores a row written since the copy is read back from, by the data field it fills. */
const PATCHED = {
  lessons: 'lessons',
  lesson_syllabus_points: 'links',
  class_syllabus_status: 'statuses',
  resources: 'resources',
  teaching_methods: 'methods',
} as const satisfies Record<string, keyof AnalyticsData>;
/** Written stores that do not change the kept rows (the calendar is read afresh each time). */
const NOT_KEPT = new Set(['schools', 'school_closures', 'teacher_calendars']);

/**
 * The kept rows of `userId` with every row written since read again by id: every row, or with
 * `dates` the lessons dated within them and their links (everything else whole), as
 * readAnalyticsData answers. Null when there are none or they are not current: a write the
 * journal could not name by id, a store it cannot patch (classes, syllabus points), another
 * user's copy, or a write during the read. (The analytics source reads readKeptSource, which
 * adds the kept class coverages.)
 */
export async function readKeptRows(
  db: ReplicaDb,
  userId: string,
  dates: AnalyticsDateRange | null = null,
): Promise<AnalyticsData | null> {
  return (await readKeptSource(db, userId, dates))?.data ?? null;
}

/**
 * readKeptRows' rows, and with every row (no `dates`) the class coverages kept with them, to be
 * restored on their index except for `changedClasses`: the classes of the lessons, links and
 * statuses written since, as kept and as they are now (restoreCoverages in src/domain/analytics).
 */
export type KeptSource = {
  data: AnalyticsData;
  coverages: KeptClassCoverages;
  changedClasses: ReadonlySet<string>;
};

/**
 * The journal the kept rows are read by, and whether its `last` mark is still the replica's: by
 * default the device's (localStorage). A worker, which has no localStorage, is handed the journal
 * and leaves the check to the page, which makes it when the answer arrives (dashboard-start).
 */
export type KeptRowsJournal = {
  journal: CurrentJournal | null;
  stillCurrent: (last: string) => boolean;
};

const deviceJournal = (db: ReplicaDb): KeptRowsJournal => ({
  journal: analyticsJournal(db),
  stillCurrent: (last) => analyticsWriteMark(db) === last,
});

export async function readKeptSource(
  db: ReplicaDb,
  userId: string,
  dates: AnalyticsDateRange | null = null,
  { journal, stillCurrent }: KeptRowsJournal = deviceJournal(db),
): Promise<KeptSource | null> {
  const started = benchNow();
  const written = journal && writtenSince(journal);
  if (!journal || !written) return null;
  const tables = [
    db.analytics_kept,
    ...written.map(([table]) => db.table(table)),
    ...(dates === null ? [] : [db.entity('lesson_syllabus_points')]),
  ];
  const read = await db.transaction('r', tables, async () => {
    const meta = (await db.analytics_kept.get(META)) as KeptRecord | undefined;
    if (!keptFor(meta, userId, journal)) return null;
    const records = (
      dates === null
        ? await db.analytics_kept.toArray()
        : [
            await db.analytics_kept.get(REST),
            ...(await db.analytics_kept
              .where(':id')
              .between(monthKey(dates.start), monthKey(dates.end), true, true)
              .toArray()),
          ]
    ).filter((record) => record !== undefined);
    const fresh = new Map<string, (Row | undefined)[]>();
    for (const [table, ids] of written)
      fresh.set(table, (await db.table(table).bulkGet(ids)) as (Row | undefined)[]);
    return { records, fresh };
  });
  // A write since the journal was read: its rows may be missing.
  if (read === null || !stillCurrent(journal.last)) return null;
  benchMeasure(dates === null ? 'kept rows records' : 'window kept rows records', started);
  let movedLinks: Row[] = [];
  if (dates !== null) {
    // A lesson written since may have moved into the dates: its links were kept under its old
    // month. Read them by lesson (a few), in place of any kept copy of the same link.
    const links = db.entity('lesson_syllabus_points');
    const moved = (read.fresh.get('lessons') ?? []).filter(
      (row): row is Row =>
        row !== undefined && row.owner_id === userId && within(dates)(row.date as string),
    );
    movedLinks = (
      await Promise.all(moved.map((lesson) => links.where('lesson_id').equals(lesson.id).toArray()))
    ).flat() as unknown as Row[];
    if (!stillCurrent(journal.last)) return null;
  }
  return keptSourceOf({ userId, dates, written, ...read, movedLinks });
}

/** The stores the journal names, each with the ids written since; null: a store not patched. */
export function writtenSince(journal: CurrentJournal): [string, string[]][] | null {
  const written = Object.entries(journal.ids).filter(([table]) => !NOT_KEPT.has(table));
  return written.some(([table]) => !(table in PATCHED)) ? null : written;
}

/** The kept rows are `userId`'s, kept at the mark the journal started from. */
export function keptFor(meta: KeptRecord | undefined, userId: string, journal: CurrentJournal) {
  const kept = meta?.key === META ? (meta as Extract<KeptRecord, { key: 'meta' }>) : undefined;
  return kept?.userId === userId && kept.mark === journal.since;
}

const within = (dates: AnalyticsDateRange | null) => (date: string) =>
  dates === null || (dates.start <= date && date <= dates.end);

/**
 * readKeptSource's answer from what it read: the kept `records` (every one, or with `dates` the
 * rest and the months of those dates), the `written` rows as they are now (`fresh`, per store in
 * the order of their ids, undefined where gone) and, with `dates`, the links of written lessons
 * now within them (`movedLinks`). No I/O: a worker that reads the same records without Dexie
 * makes the same rows from them.
 */
export function keptSourceOf({
  userId,
  dates,
  written,
  records,
  fresh: read,
  movedLinks = [],
}: {
  userId: string;
  dates: AnalyticsDateRange | null;
  written: readonly [string, string[]][];
  records: readonly KeptRecord[];
  fresh: ReadonlyMap<string, readonly (Row | undefined)[]>;
  movedLinks?: readonly Row[];
}): KeptSource | null {
  const rest = records.find((record) => record.key === REST) as
    Extract<KeptRecord, { key: 'rest' }> | undefined;
  if (!rest) return null;

  // The rows written since, as they are now: the teacher's own (methods: any on the device).
  // Their kept versions are left out; lists are built once, with no map by id (the kept
  // source builds those when a write is patched in).
  const replaced = new Map<keyof AnalyticsData, Set<string>>();
  const fresh = new Map<keyof AnalyticsData, Row[]>();
  const isWithin = within(dates);
  for (const [table, ids] of written) {
    const field = PATCHED[table as keyof typeof PATCHED];
    const found = read.get(table)!;
    const known = replaced.get(field) ?? new Set<string>();
    const now = fresh.get(field) ?? [];
    ids.forEach((id, i) => {
      known.add(id);
      const row = found[i];
      if (!row || (field !== 'methods' && row.owner_id !== userId)) return;
      if (field === 'lessons' && !isWithin(row.date as string)) return;
      now.push(row);
    });
    replaced.set(field, known);
    fresh.set(field, now);
  }
  if (dates !== null && fresh.has('lessons')) {
    const now = fresh.get('links') ?? [];
    const known = replaced.get('links') ?? new Set<string>();
    for (const link of movedLinks) {
      if (link.owner_id !== userId || known.has(link.id)) continue;
      known.add(link.id);
      now.push(link);
    }
    fresh.set('links', now);
    replaced.set('links', known);
  }
  // Every version of a written row, the kept one and the one now (read for the classes written).
  const versions: { field: keyof AnalyticsData; row: Row }[] = [];
  for (const [table] of written)
    for (const row of read.get(table)!)
      if (row) versions.push({ field: PATCHED[table as keyof typeof PATCHED], row });
  const kept = (field: keyof AnalyticsData, rows: Row[]) => {
    const left = replaced.get(field);
    let out = rows;
    if (left && left.size > 0) {
      const stays = notAmong(left);
      out = [];
      for (const row of rows) {
        if (stays(row)) out.push(row);
        else versions.push({ field, row });
      }
    }
    for (const row of fresh.get(field) ?? []) out.push(row);
    return out;
  };

  const { lessons, links } = monthRows(
    records,
    dates === null ? null : isWithin,
    dates === null ? rest.links : null,
  );
  const data = {
    lessons: kept('lessons', lessons),
    classes: rowsOf(rest.classes, FIELDS.classes),
    points: rowsOf(rest.points, FIELDS.points),
    links: kept('links', links),
    statuses: kept('statuses', rowsOf(rest.statuses, FIELDS.statuses)),
    methods: kept('methods', rowsOf(rest.methods, FIELDS.methods)),
    resources: kept('resources', rowsOf(rest.resources, FIELDS.resources)),
  };
  // Each row has every field its record declares (FIELDS, checked above).
  if (dates !== null) {
    // The links of the lessons within the dates, as readAnalyticsData's window holds.
    const lessonIds = new Set(data.lessons.map((lesson) => lesson.id));
    data.links = data.links.filter((link) => lessonIds.has(link.lesson_id as string));
    return { data: data as unknown as AnalyticsData, coverages: [], changedClasses: new Set() };
  }
  const coverage = records.find((record) => record.key === COVERAGE) as
    Extract<KeptRecord, { key: 'coverage' }> | undefined;
  return {
    data: data as unknown as AnalyticsData,
    coverages: coverage?.version === COVERAGE_VERSION ? coverage.coverages : [],
    changedClasses: classesWritten(versions, data.lessons),
  };
}

/**
 * The classes a coverage counts the written rows in: a lesson's or status's own, a link's lesson's
 * (any version of it). Teaching methods and resources are in none.
 */
function classesWritten(
  versions: readonly { field: keyof AnalyticsData; row: Row }[],
  lessons: readonly Row[],
): Set<string> {
  const classes = new Set<string>();
  const linkLessons = new Set<string>();
  for (const { field, row } of versions) {
    if (field === 'lessons' || field === 'statuses') classes.add(row.class_id as string);
    else if (field === 'links') linkLessons.add(row.lesson_id as string);
  }
  if (linkLessons.size > 0) {
    const notLinked = notAmong(linkLessons);
    for (const lesson of lessons) if (!notLinked(lesson)) classes.add(lesson.class_id as string);
    // A lesson written since, as it was kept (another class then), is among the versions.
  }
  return classes;
}
