import * as v from 'valibot';
import { TIMETABLE_TEMPLATES } from '../api/dev-actions';

/** The server's limits (dev_create_school), so the form refuses what the server would. */
export const SCHOOL_NAME_MAX_CHARS = 200;
export const SCHOOL_DESCRIPTION_MAX_CHARS = 2000;
/** The server's own test of an address (create_invitation). */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** RFC 5321's path limit, which the server enforces too. */
const EMAIL_MAX_CHARS = 254;

export const CREATE_SCHOOL_MESSAGES = {
  nameRequired: 'Enter the school’s name',
  nameTooLong: `A school name must be at most ${SCHOOL_NAME_MAX_CHARS} characters`,
  descriptionTooLong: `A description must be at most ${SCHOOL_DESCRIPTION_MAX_CHARS} characters`,
  templateRequired: 'Choose a timetable to start with',
  emailRequired: 'Enter the first owner’s email address',
  emailInvalid: 'Enter a valid email address',
} as const;

/** The create-school form (valibot per function: zod would cost the page ~16 KB gzip). */
export const createSchoolSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CREATE_SCHOOL_MESSAGES.nameRequired),
    v.maxLength(SCHOOL_NAME_MAX_CHARS, CREATE_SCHOOL_MESSAGES.nameTooLong),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SCHOOL_DESCRIPTION_MAX_CHARS, CREATE_SCHOOL_MESSAGES.descriptionTooLong),
    // An empty description is none.
    v.transform((text) => (text === '' ? null : text)),
  ),
  isEnterprise: v.boolean(),
  timetableTemplate: v.picklist(TIMETABLE_TEMPLATES, CREATE_SCHOOL_MESSAGES.templateRequired),
  ownerEmail: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, CREATE_SCHOOL_MESSAGES.emailRequired),
    v.maxLength(EMAIL_MAX_CHARS, CREATE_SCHOOL_MESSAGES.emailInvalid),
    v.regex(EMAIL_SHAPE, CREATE_SCHOOL_MESSAGES.emailInvalid),
  ),
});

export type CreateSchoolFormInput = v.InferInput<typeof createSchoolSchema>;
export type CreateSchoolFormValues = v.InferOutput<typeof createSchoolSchema>;
export type CreateSchoolErrors = Partial<Record<keyof CreateSchoolFormInput, string>>;

/** The form's values ready to send, or the first problem of each field. */
export function validateCreateSchool(
  input: CreateSchoolFormInput,
): { ok: true; values: CreateSchoolFormValues } | { ok: false; errors: CreateSchoolErrors } {
  const parsed = v.safeParse(createSchoolSchema, input);
  if (parsed.success) return { ok: true, values: parsed.output };
  const errors: CreateSchoolErrors = {};
  for (const [field, messages] of Object.entries(v.flatten(parsed.issues).nested ?? {})) {
    const first = messages?.[0];
    if (first) errors[field as keyof CreateSchoolFormInput] = first;
  }
  return { ok: false, errors };
}
