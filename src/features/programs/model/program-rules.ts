/**
 * The rules of a program and its items (DESIGN §5 `programs`, `program_items`). The server checks
 * the name (1–200 characters after trimming spaces), the item title (1–300), the year (1–12), the
 * stage (1–60) and duration_periods >= 1; every rule here is that or stricter, so the server never
 * refuses what the form accepted. Lengths count code points, as Postgres' char_length does (the
 * stage counts UTF-16 units, as the replica's schema does: stricter still).
 */

/** `char_length(btrim(name)) between 1 and 200`. */
export const PROGRAM_NAME_MAX_CHARS = 200;
/** `char_length(btrim(title)) between 1 and 300`. */
export const ITEM_TITLE_MAX_CHARS = 300;
/** Ours (the columns are unbounded text): long enough for any real value, short enough for a list. */
export const PROGRAM_SUBJECT_MAX_CHARS = 100;
export const PROGRAM_TEXT_MAX_CHARS = 4000;
/** `check (year between 1 and 12)`. */
export const PROGRAM_YEAR_MIN = 1;
export const PROGRAM_YEAR_MAX = 12;
/** `char_length(btrim(stage)) between 1 and 60` (blank is stored as null). */
export const PROGRAM_STAGE_MAX_CHARS = 60;
/** Ours: an item is a lesson or a few, which never needs more links than a screenful. */
export const ITEM_LINKS_MAX = 50;
/** `duration_periods >= 1`; ours above: a unit longer than a term of periods is two items. */
export const ITEM_PERIODS_MIN = 1;
export const ITEM_PERIODS_MAX = 40;

export const PROGRAM_MESSAGES = {
  nameRequired: 'Enter a name for the program, e.g. Year 8 Science — Forces',
  nameTooLong: `Program names are at most ${PROGRAM_NAME_MAX_CHARS} characters`,
  subjectTooLong: `Subjects are at most ${PROGRAM_SUBJECT_MAX_CHARS} characters`,
  yearRange: `Year must be a whole number from ${PROGRAM_YEAR_MIN} to ${PROGRAM_YEAR_MAX}, or blank`,
  stageTooLong: `Stages are at most ${PROGRAM_STAGE_MAX_CHARS} characters, e.g. Stage 4`,
  descriptionTooLong: `Descriptions are at most ${PROGRAM_TEXT_MAX_CHARS} characters`,
  titleRequired: 'Enter a title for this item, e.g. Balanced and unbalanced forces',
  titleTooLong: `Item titles are at most ${ITEM_TITLE_MAX_CHARS} characters`,
  textTooLong: `At most ${PROGRAM_TEXT_MAX_CHARS} characters`,
  periodsRange: `Duration must be a whole number of periods from ${ITEM_PERIODS_MIN} to ${ITEM_PERIODS_MAX}`,
  tooManyPoints: `An item links at most ${ITEM_LINKS_MAX} syllabus points`,
  tooManyResources: `An item links at most ${ITEM_LINKS_MAX} resources`,
} as const;

export type ProgramVisibility = 'mine' | 'school';

/** The program form as typed: every field a string, as inputs hold them. */
export type ProgramFieldsInput = {
  name: string;
  subject: string;
  year: string;
  stage: string;
  /** The syllabus its items' points come from ('' = none: any syllabus on the device). */
  syllabus_id: string;
  description: string;
  visibility: ProgramVisibility;
};

/** What a program row stores of the form (blank optional text is null, not ''). */
export type ProgramFields = {
  name: string;
  subject: string | null;
  year: number | null;
  stage: string | null;
  syllabus_id: string | null;
  description: string | null;
  is_shared: boolean;
};

export type ItemFieldsInput = {
  title: string;
  objectives: string;
  success_criteria: string;
  activities: string;
  duration_periods: string;
  /** Chosen in pickers, in the order the teacher added them. */
  syllabus_point_ids: readonly string[];
  resource_ids: readonly string[];
};

export type ItemFields = {
  title: string;
  objectives: string | null;
  success_criteria: string | null;
  activities: string | null;
  duration_periods: number;
  syllabus_point_ids: string[];
  resource_ids: string[];
};

/** One message per field that is wrong; empty when the input is good. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Parsed<T, K extends string> =
  { ok: true; fields: T } | { ok: false; errors: FieldErrors<K> };

const charCount = (value: string) => [...value].length;
/** Postgres' btrim strips spaces only; forms also drop tabs and newlines at the ends. */
const trimmed = (value: string) => value.trim();
const optional = (value: string) => (trimmed(value) === '' ? null : trimmed(value));
const WHOLE_NUMBER = /^\d+$/;

function wholeNumberIn(value: string, min: number, max: number): number | null {
  const text = trimmed(value);
  if (!WHOLE_NUMBER.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** Checks the program form; each wrong field gets its own message. */
export function parseProgramFields(
  input: ProgramFieldsInput,
): Parsed<ProgramFields, keyof ProgramFieldsInput> {
  const errors: FieldErrors<keyof ProgramFieldsInput> = {};
  const name = trimmed(input.name);
  if (name === '') errors.name = PROGRAM_MESSAGES.nameRequired;
  else if (charCount(name) > PROGRAM_NAME_MAX_CHARS) errors.name = PROGRAM_MESSAGES.nameTooLong;
  const subject = optional(input.subject);
  if (subject !== null && charCount(subject) > PROGRAM_SUBJECT_MAX_CHARS)
    errors.subject = PROGRAM_MESSAGES.subjectTooLong;
  let year: number | null = null;
  if (trimmed(input.year) !== '') {
    year = wholeNumberIn(input.year, PROGRAM_YEAR_MIN, PROGRAM_YEAR_MAX);
    if (year === null) errors.year = PROGRAM_MESSAGES.yearRange;
  }
  const stage = optional(input.stage);
  if (stage !== null && stage.length > PROGRAM_STAGE_MAX_CHARS)
    errors.stage = PROGRAM_MESSAGES.stageTooLong;
  const description = optional(input.description);
  if (description !== null && charCount(description) > PROGRAM_TEXT_MAX_CHARS)
    errors.description = PROGRAM_MESSAGES.descriptionTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      subject,
      year,
      stage,
      syllabus_id: input.syllabus_id === '' ? null : input.syllabus_id,
      description,
      is_shared: input.visibility === 'school',
    },
  };
}

/** The ids once each, in first-seen order. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Checks the item form; each wrong field gets its own message. */
export function parseItemFields(input: ItemFieldsInput): Parsed<ItemFields, keyof ItemFieldsInput> {
  const errors: FieldErrors<keyof ItemFieldsInput> = {};
  const title = trimmed(input.title);
  if (title === '') errors.title = PROGRAM_MESSAGES.titleRequired;
  else if (charCount(title) > ITEM_TITLE_MAX_CHARS) errors.title = PROGRAM_MESSAGES.titleTooLong;
  const texts = {
    objectives: optional(input.objectives),
    success_criteria: optional(input.success_criteria),
    activities: optional(input.activities),
  };
  for (const [field, value] of Object.entries(texts) as [keyof typeof texts, string | null][]) {
    if (value !== null && charCount(value) > PROGRAM_TEXT_MAX_CHARS)
      errors[field] = PROGRAM_MESSAGES.textTooLong;
  }
  const periods = wholeNumberIn(input.duration_periods, ITEM_PERIODS_MIN, ITEM_PERIODS_MAX);
  if (periods === null) errors.duration_periods = PROGRAM_MESSAGES.periodsRange;
  const syllabus_point_ids = distinct(input.syllabus_point_ids);
  if (syllabus_point_ids.length > ITEM_LINKS_MAX)
    errors.syllabus_point_ids = PROGRAM_MESSAGES.tooManyPoints;
  const resource_ids = distinct(input.resource_ids);
  if (resource_ids.length > ITEM_LINKS_MAX) errors.resource_ids = PROGRAM_MESSAGES.tooManyResources;
  if (Object.keys(errors).length > 0 || periods === null) return { ok: false, errors };
  return {
    ok: true,
    fields: { title, ...texts, duration_periods: periods, syllabus_point_ids, resource_ids },
  };
}

/** The program form for a new program, or filled from a row to edit. */
export function programFormInput(
  row?: Pick<
    ProgramFields,
    'name' | 'subject' | 'year' | 'stage' | 'syllabus_id' | 'description' | 'is_shared'
  >,
): ProgramFieldsInput {
  return {
    name: row?.name ?? '',
    subject: row?.subject ?? '',
    year: row?.year === null || row?.year === undefined ? '' : String(row.year),
    stage: row?.stage ?? '',
    syllabus_id: row?.syllabus_id ?? '',
    description: row?.description ?? '',
    visibility: row?.is_shared ? 'school' : 'mine',
  };
}

/** The item form for a new item (one period), or filled from a row to edit. */
export function itemFormInput(row?: ItemFields): ItemFieldsInput {
  return {
    title: row?.title ?? '',
    objectives: row?.objectives ?? '',
    success_criteria: row?.success_criteria ?? '',
    activities: row?.activities ?? '',
    duration_periods: String(row?.duration_periods ?? 1),
    syllabus_point_ids: row?.syllabus_point_ids ?? [],
    resource_ids: row?.resource_ids ?? [],
  };
}

/** The name a duplicate gets, cut so it still fits the column. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  const room = PROGRAM_NAME_MAX_CHARS - charCount(suffix);
  return [...name].slice(0, room).join('') + suffix;
}

/** Roles that manage a school (spec: OWNER and ADMIN). */
const MANAGER_ROLES: readonly string[] = ['OWNER', 'ADMIN'];

/** The signed-in teacher as the program rules see them. */
export type ProgramViewer = { userId: string; schoolId: string | null; role: string | null };

/**
 * Who may change a program: its owner, or a manager (OWNER/ADMIN) of the school it is shared
 * with (the server's rule, migration 20261122000200_rls.sql: "a manager may edit a shared row but
 * never take it over"). Everyone else reads it, applies it and duplicates it.
 */
export function canEditProgram(
  program: { owner_id: string; school_id: string | null; is_shared: boolean },
  viewer: ProgramViewer,
): boolean {
  if (program.owner_id === viewer.userId) return true;
  return (
    program.is_shared &&
    program.school_id !== null &&
    program.school_id === viewer.schoolId &&
    viewer.role !== null &&
    MANAGER_ROLES.includes(viewer.role)
  );
}

/**
 * Only the owner stops sharing or deletes a program: a manager's update must keep it shared with
 * the school (the server's WITH CHECK refuses anything else), and deleting a colleague's work is
 * theirs to do.
 */
export const ownsProgram = (program: { owner_id: string }, viewer: Pick<ProgramViewer, 'userId'>) =>
  program.owner_id === viewer.userId;
