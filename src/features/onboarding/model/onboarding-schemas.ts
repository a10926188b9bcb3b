// valibot, imported per function: zod's shared core would add ~16 KB gzip to these pages (README
// Footguns, route budget).
import * as v from 'valibot';
import { invitationTokenIn } from './invitation-token';
import { inviteCodeMessage, isInviteCode } from './invite-code';

export const SCHOOL_NAME_REQUIRED_MESSAGE = "Enter your school's name";
export const SCHOOL_NAME_TOO_LONG_MESSAGE = 'School names are at most 200 characters';
export const JOIN_REQUIRED_MESSAGE = 'Enter the invite code or paste the invitation link';

export const createSchoolSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, SCHOOL_NAME_REQUIRED_MESSAGE),
    v.maxLength(200, SCHOOL_NAME_TOO_LONG_MESSAGE),
  ),
});
export type CreateSchoolInput = v.InferOutput<typeof createSchoolSchema>;

export const joinSchoolSchema = v.object({
  codeOrLink: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, JOIN_REQUIRED_MESSAGE),
    v.check(
      (value) => invitationTokenIn(value) !== null || isInviteCode(value),
      // Names the allowed characters and what is wrong with this input ("WRONG123" has O and 1).
      (issue) => inviteCodeMessage(issue.input),
    ),
  ),
});
export type JoinSchoolInput = v.InferOutput<typeof joinSchoolSchema>;

/** Subjects offered as one-tap choices; anything else can be typed. */
export const COMMON_SUBJECTS = [
  'English',
  'Mathematics',
  'Science',
  'History',
  'Geography',
  'Languages',
  'Arts',
  'Music',
  'Physical Education',
  'Technologies',
] as const;

export const YEAR_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MAX_SUBJECTS = 20;
export const SUBJECT_MAX_LENGTH = 100;

export const NAME_REQUIRED_MESSAGE = 'Enter your name';
export const NAME_TOO_LONG_MESSAGE = 'Names are at most 200 characters';
export const TOO_MANY_SUBJECTS_MESSAGE = `Choose at most ${MAX_SUBJECTS} subjects`;
export const SUBJECT_TOO_LONG_MESSAGE = `Subjects are at most ${SUBJECT_MAX_LENGTH} characters`;

export const teacherDetailsSchema = v.object({
  fullName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, NAME_REQUIRED_MESSAGE),
    v.maxLength(200, NAME_TOO_LONG_MESSAGE),
  ),
  // The count first: too many subjects is the one error, and their lengths are not checked (as
  // zod did, which refuses an oversized array before reading its items).
  subjects: v.pipe(
    v.array(v.string()),
    v.maxLength(MAX_SUBJECTS, TOO_MANY_SUBJECTS_MESSAGE),
    v.array(
      v.pipe(v.string(), v.trim(), v.maxLength(SUBJECT_MAX_LENGTH, SUBJECT_TOO_LONG_MESSAGE)),
    ),
  ),
  yearLevels: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
});
export type TeacherDetailsInput = v.InferOutput<typeof teacherDetailsSchema>;

/** "Biology, chemistry" typed into Other: split, trimmed, de-duplicated with the ticked ones. */
export function mergeSubjects(ticked: readonly string[], typed: string): string[] {
  const all = [...ticked, ...typed.split(/[,\n]/)].map((subject) => subject.trim()).filter(Boolean);
  const seen = new Set<string>();
  return all.filter((subject) => {
    const key = subject.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
