// valibot, imported per function: zod's shared core would add ~16 KB gzip to this page (README
// Footguns, route budget).
import * as v from 'valibot';
import type { SessionUser } from '@/shared/lib/session/session-source';

/**
 * The rules of a class (DESIGN §5 `classes`). The server checks only the name (1–200 characters
 * after trimming spaces), the year (1–12) and the colour (at most 32 characters); every rule here is
 * that or stricter, so the server never refuses what the form accepted. Lengths count code points,
 * as Postgres' char_length does.
 */

/** `char_length(btrim(name)) between 1 and 200`. */
export const CLASS_NAME_MAX_CHARS = 200;
/** Ours (the columns are unbounded text): long enough for any real value, short enough for a list. */
export const CLASS_SUBJECT_MAX_CHARS = 100;
export const CLASS_STAGE_MAX_CHARS = 50;
export const CLASS_ROOM_MAX_CHARS = 50;
export const CLASS_NOTES_MAX_CHARS = 2000;
/** `check (year between 1 and 12)`. */
export const CLASS_YEAR_MIN = 1;
export const CLASS_YEAR_MAX = 12;
/** A plausible academic year; the column is text, the planner reads it as a calendar year. */
export const ACADEMIC_YEAR_MIN = 2000;
export const ACADEMIC_YEAR_MAX = 2100;

export const CLASS_MESSAGES = {
  nameRequired: 'Enter a name for the class, e.g. 7 Maths A',
  nameTooLong: `Class names are at most ${CLASS_NAME_MAX_CHARS} characters`,
  subjectRequired: 'Enter the subject, e.g. Mathematics',
  subjectTooLong: `Subjects are at most ${CLASS_SUBJECT_MAX_CHARS} characters`,
  yearRequired: 'Choose the year the class is in',
  yearRange: `Year must be a whole number from ${CLASS_YEAR_MIN} to ${CLASS_YEAR_MAX}`,
  stageTooLong: `Syllabus stages are at most ${CLASS_STAGE_MAX_CHARS} characters`,
  academicYearRequired: 'Enter the academic year, e.g. 2026',
  academicYearShape: 'Enter the academic year as 4 digits, e.g. 2026',
  academicYearRange: `The academic year must be from ${ACADEMIC_YEAR_MIN} to ${ACADEMIC_YEAR_MAX}`,
  roomTooLong: `Rooms are at most ${CLASS_ROOM_MAX_CHARS} characters`,
  colourInvalid: 'Choose a colour',
  notesTooLong: `Notes are at most ${CLASS_NOTES_MAX_CHARS} characters`,
  syllabusInvalid: 'Choose a syllabus from the list',
  syllabusMissing:
    'That syllabus is not on this device any more (it may have been retired). Choose another, or none.',
  stageNotInSyllabus: (name: string, levels: readonly string[]) =>
    `Choose one of the levels of ${name}: ${levels.join(', ')}`,
} as const;

/**
 * The swatches offered, each at least 3:1 against both the light and the dark background (WCAG
 * non-text contrast). The first four are the demo seed's colours.
 */
export const CLASS_COLOURS = [
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Amber', hex: '#d97706' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Slate', hex: '#64748b' },
] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const FOUR_DIGITS = /^\d{4}$/;

const charCount = (value: string) => [...value].length;
const atMost = (max: number) => (value: string) => charCount(value) <= max;

// Each check passes when an earlier one already failed, so a field reports one message at a time.
const requiredText = (max: number, required: string, tooLong: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, required),
    v.check((value) => value === '' || atMost(max)(value), tooLong),
  );

/** Blank is "not set": stored as null, not as ''. */
const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(atMost(max), tooLong),
    v.transform((value) => (value === '' ? null : value)),
  );

const name = requiredText(
  CLASS_NAME_MAX_CHARS,
  CLASS_MESSAGES.nameRequired,
  CLASS_MESSAGES.nameTooLong,
);
const subject = requiredText(
  CLASS_SUBJECT_MAX_CHARS,
  CLASS_MESSAGES.subjectRequired,
  CLASS_MESSAGES.subjectTooLong,
);
const syllabusStage = optionalText(CLASS_STAGE_MAX_CHARS, CLASS_MESSAGES.stageTooLong);
const room = optionalText(CLASS_ROOM_MAX_CHARS, CLASS_MESSAGES.roomTooLong);
const notes = optionalText(CLASS_NOTES_MAX_CHARS, CLASS_MESSAGES.notesTooLong);

const year = v.pipe(
  v.number(CLASS_MESSAGES.yearRange),
  v.integer(CLASS_MESSAGES.yearRange),
  v.minValue(CLASS_YEAR_MIN, CLASS_MESSAGES.yearRange),
  v.maxValue(CLASS_YEAR_MAX, CLASS_MESSAGES.yearRange),
);

const academicYear = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, CLASS_MESSAGES.academicYearRequired),
  v.check((value) => value === '' || FOUR_DIGITS.test(value), CLASS_MESSAGES.academicYearShape),
  v.check((value) => {
    if (!FOUR_DIGITS.test(value)) return true;
    const number = Number(value);
    return number >= ACADEMIC_YEAR_MIN && number <= ACADEMIC_YEAR_MAX;
  }, CLASS_MESSAGES.academicYearRange),
);

/** A syllabus row's id (the catalogue on this device; the command checks it is there). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const syllabusId = v.pipe(v.string(), v.regex(UUID, CLASS_MESSAGES.syllabusInvalid));

/** Stored lower case, so the same colour chosen on two devices is the same value. */
const colour = v.pipe(
  v.string(),
  v.trim(),
  v.regex(HEX_COLOUR, CLASS_MESSAGES.colourInvalid),
  v.toLowerCase(),
);

/** What the class commands accept: the editable columns, as values (null = not set). */
export const classFieldsSchema = v.object({
  name,
  subject,
  year,
  syllabus_id: v.nullable(syllabusId),
  syllabus_stage: v.nullable(syllabusStage),
  academic_year: academicYear,
  room: v.nullable(room),
  colour,
  notes: v.nullable(notes),
});
export type ClassFields = v.InferOutput<typeof classFieldsSchema>;
export type ClassFieldsInput = v.InferInput<typeof classFieldsSchema>;
export type ClassField = keyof ClassFields;

/** The form: every control gives a string (the year comes from a select, '' until chosen). */
export const classFormSchema = v.object({
  name,
  subject,
  year: v.pipe(v.string(), v.minLength(1, CLASS_MESSAGES.yearRequired), v.toNumber(), year),
  /** '' = no syllabus. */
  syllabus_id: v.pipe(
    v.string(),
    v.check((value) => value === '' || UUID.test(value), CLASS_MESSAGES.syllabusInvalid),
    v.transform((value) => (value === '' ? null : value)),
  ),
  syllabus_stage: syllabusStage,
  academic_year: academicYear,
  room,
  colour,
  notes,
});
export type ClassFormInput = v.InferInput<typeof classFormSchema>;
export type ClassFormValues = v.InferOutput<typeof classFormSchema>;

/** The first refusal of `input`, named by field, or the valid fields. */
export function parseClassFields(
  input: ClassFieldsInput,
): { ok: true; fields: ClassFields } | { ok: false; field: ClassField; message: string } {
  const parsed = v.safeParse(classFieldsSchema, input);
  if (parsed.success) return { ok: true, fields: parsed.output };
  const [issue] = parsed.issues;
  return {
    ok: false,
    field: (v.getDotPath(issue) ?? 'name') as ClassField,
    message: issue.message,
  };
}

/**
 * A new class: the first swatch and this calendar year (Australian academic years are calendar
 * years); the subject and year from `prefill` (class-prefill-rules.ts), blank by default.
 */
export function newClassFormInput(
  today: Date,
  prefill: { subject: string; year: string } = { subject: '', year: '' },
): ClassFormInput {
  return {
    name: '',
    subject: prefill.subject,
    year: prefill.year,
    syllabus_id: '',
    syllabus_stage: '',
    academic_year: String(today.getFullYear()),
    room: '',
    colour: CLASS_COLOURS[0].hex,
    notes: '',
  };
}

/** The form for an existing class; a colour outside the palette is kept if it is a hex colour. */
export function classFormInput(row: ClassColumns): ClassFormInput {
  return {
    name: row.name,
    subject: row.subject ?? '',
    year: row.year === null ? '' : String(row.year),
    syllabus_id: row.syllabus_id ?? '',
    syllabus_stage: row.syllabus_stage ?? '',
    academic_year: row.academic_year ?? '',
    room: row.room ?? '',
    colour: row.colour !== null && HEX_COLOUR.test(row.colour) ? row.colour : CLASS_COLOURS[0].hex,
    notes: row.notes ?? '',
  };
}

/** The stored columns (any but the name may be null on a row synced from elsewhere). */
export type ClassColumns = {
  name: string;
  subject: string | null;
  year: number | null;
  syllabus_id: string | null;
  syllabus_stage: string | null;
  academic_year: string | null;
  room: string | null;
  colour: string | null;
  notes: string | null;
};

/** "Year 7". */
export function yearLabel(year: number): string {
  return `Year ${year}`;
}

/** The swatch's name, or null for a colour outside the palette. */
export function colourName(hex: string): string | null {
  const lower = hex.toLowerCase();
  return CLASS_COLOURS.find((swatch) => swatch.hex === lower)?.name ?? null;
}

/** One line under the class name: "Year 7 · Mathematics · Stage 4 · 2026 · Room M12". */
export function classSummary(row: ClassColumns): string {
  return [
    row.year === null ? null : yearLabel(row.year),
    row.subject,
    row.syllabus_stage,
    row.academic_year,
    row.room === null ? null : `Room ${row.room}`,
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');
}

/**
 * The school a new class belongs to: the current one, unless the user only views it there. The
 * server's policy ties a class to a school only where its owner may write (OWNER, ADMIN, TEACHER),
 * so a VIEWER's class is their own (null), like a solo teacher's.
 */
export function newClassSchoolId(user: Pick<SessionUser, 'schoolId' | 'role'>): string | null {
  return user.role === 'VIEWER' ? null : user.schoolId;
}

/**
 * A class left in a school where its owner may no longer write (they left it, moved school or
 * became a VIEWER). The server refuses any change to it while it stays there, so an edit, archive
 * or restore also makes it the owner's own class (school_id null), which the policy allows.
 */
export function isStrandedInSchool(
  classSchoolId: string | null,
  writableSchoolId: string | null,
): boolean {
  return classSchoolId !== null && classSchoolId !== writableSchoolId;
}

/** Shown when editing a class isStrandedInSchool says is stranded. */
export const STRANDED_CLASS_NOTE =
  'This class belongs to a school where you can no longer edit classes. Saving makes it your own class; its lessons and timetable stay as they are.';

/** Class names sorted as people read them: "7 Maths" before "10 Maths". */
export const CLASS_NAME_ORDER = new Intl.Collator(undefined, {
  numeric: true,
  sensitivity: 'base',
});

/** "3 of 10 items taught, 2 planned": a class's progress through one program, in words. */
export function programProgressText({
  taught,
  planned,
  items,
}: {
  taught: number;
  planned: number;
  items: number;
}): string {
  const taughtText = `${taught} of ${items} ${items === 1 ? 'item' : 'items'} taught`;
  return planned > 0 ? `${taughtText}, ${planned} planned` : taughtText;
}
