import type { LessonRecord } from './lesson-record';

/** The reflection columns of `lessons` (DESIGN §5), as the form and the command name them. */
export const REFLECTION_FIELDS = [
  'effectiveness_rating',
  'teacher_satisfaction_score',
  'teacher_effectiveness_rating',
  'teaching_method_id',
  'follow_up_required',
  'follow_up_notes',
  'reflection_notes',
] as const;
export type ReflectionField = (typeof REFLECTION_FIELDS)[number];

/** What a reflection form hands over: anything, checked here. */
export type ReflectionInput = Readonly<Partial<Record<ReflectionField, unknown>>>;

/** A checked reflection, ready to write as lesson columns. */
export type Reflection = {
  effectiveness_rating: number;
  teacher_satisfaction_score: number;
  teacher_effectiveness_rating: number;
  teaching_method_id: string | null;
  follow_up_required: boolean;
  follow_up_notes: string | null;
  reflection_notes: string | null;
};

export type ReflectionProblem = { field: ReflectionField; message: string };

export type ReflectionResult =
  { ok: true; value: Reflection } | { ok: false; problems: ReflectionProblem[] };

/** How messages name each field (the form's labels). */
export const REFLECTION_LABELS: Record<ReflectionField, string> = {
  effectiveness_rating: 'Effectiveness',
  teacher_satisfaction_score: 'Teacher satisfaction',
  teacher_effectiveness_rating: 'Teacher effectiveness',
  teaching_method_id: 'Teaching method',
  follow_up_required: 'Follow-up required',
  follow_up_notes: 'Follow-up notes',
  reflection_notes: 'Reflection notes',
};

const RATING_FIELDS = [
  'effectiveness_rating',
  'teacher_satisfaction_score',
  'teacher_effectiveness_rating',
] as const;

/** The `check (x between 1 and 5)` of the rating columns. */
const RATING_MIN = 1;
const RATING_MAX = 5;

/** zod's uuid pattern, which the replica's lessonSchema applies to teaching_method_id. */
const UUID_SHAPE =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whole numbers 1–5; digits from a text input ("4") are accepted as the number. */
function parseRating(field: ReflectionField, value: unknown): Parsed<number> {
  const label = REFLECTION_LABELS[field];
  if (isAbsent(value)) return { ok: false, message: `${label} is required: choose 1 to 5.` };
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isInteger(number) || number < RATING_MIN || number > RATING_MAX) {
    return { ok: false, message: `${label} must be a whole number from 1 to 5.` };
  }
  return { ok: true, value: number };
}

/** Optional text; blank is stored as null, anything else as typed. */
function parseNotes(field: ReflectionField, value: unknown): Parsed<string | null> {
  if (isAbsent(value)) return { ok: true, value: null };
  if (typeof value !== 'string') {
    return { ok: false, message: `${REFLECTION_LABELS[field]} must be text.` };
  }
  return { ok: true, value };
}

/**
 * Checks a reflection and reports every problem at once, each naming its field.
 *
 * - The three ratings are required, whole numbers 1–5: a reflection is three taps, and analytics
 *   average each rating over reflected lessons, which a partial reflection would skew.
 * - Teaching method is optional (not every lesson follows a named method); when given it must be
 *   an id (the form offers the teacher's methods).
 * - Follow-up required defaults to no. When it is yes, follow-up notes are required: a follow-up
 *   with nothing to follow up on cannot be acted on. When it is no, notes already typed are kept
 *   rather than thrown away (the teacher may switch it back).
 * - Reflection notes are optional free text.
 */
export function validateReflection(input: ReflectionInput): ReflectionResult {
  const problems: ReflectionProblem[] = [];
  const take = <T>(field: ReflectionField, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    problems.push({ field, message: parsed.message });
    return fallback;
  };

  const rating = (field: (typeof RATING_FIELDS)[number]) =>
    take(field, parseRating(field, input[field]), 0);
  const effectiveness = rating('effectiveness_rating');
  const satisfaction = rating('teacher_satisfaction_score');
  const teacherEffectiveness = rating('teacher_effectiveness_rating');

  const method = input.teaching_method_id;
  const teachingMethodId = take<string | null>(
    'teaching_method_id',
    isAbsent(method)
      ? { ok: true, value: null }
      : typeof method === 'string' && UUID_SHAPE.test(method.trim())
        ? { ok: true, value: method.trim() }
        : {
            ok: false,
            message: 'Teaching method is not one of your methods: choose it from the list.',
          },
    null,
  );

  const required = input.follow_up_required;
  const followUpRequired = take(
    'follow_up_required',
    required === undefined || required === null
      ? { ok: true, value: false }
      : typeof required === 'boolean'
        ? { ok: true, value: required }
        : { ok: false, message: 'Follow-up required must be yes or no.' },
    false,
  );

  const followUpNotes = take(
    'follow_up_notes',
    parseNotes('follow_up_notes', input.follow_up_notes),
    null,
  );
  if (
    followUpRequired &&
    followUpNotes === null &&
    !problems.some((p) => p.field === 'follow_up_notes')
  ) {
    problems.push({
      field: 'follow_up_notes',
      message: 'Follow-up notes are required when a follow-up is needed: say what to follow up.',
    });
  }

  const reflectionNotes = take(
    'reflection_notes',
    parseNotes('reflection_notes', input.reflection_notes),
    null,
  );

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      effectiveness_rating: effectiveness,
      teacher_satisfaction_score: satisfaction,
      teacher_effectiveness_rating: teacherEffectiveness,
      teaching_method_id: teachingMethodId,
      follow_up_required: followUpRequired,
      follow_up_notes: followUpNotes,
      reflection_notes: reflectionNotes,
    },
  };
}

/**
 * "COMPLETED with a reflection" (DESIGN §7): the three ratings given, as validateReflection
 * requires before anything is saved.
 */
export function hasReflection(
  lesson: Pick<
    LessonRecord,
    'effectiveness_rating' | 'teacher_satisfaction_score' | 'teacher_effectiveness_rating'
  >,
): boolean {
  return RATING_FIELDS.every((field) => lesson[field] !== null);
}
