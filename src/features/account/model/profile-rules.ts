import * as v from 'valibot';
import type { SchoolRole } from '@/shared/lib/session/session-source';

/** The column's limit (`char_length(full_name) <= 200`), counted in code points as Postgres does. */
export const FULL_NAME_MAX_CHARS = 200;

export const PROFILE_MESSAGES = {
  nameRequired: 'Enter your full name',
  nameTooLong: `Your name can be at most ${FULL_NAME_MAX_CHARS} characters`,
} as const;

/**
 * A name is required on /profile (the column allows null, but colleagues see it in member lists
 * and an empty one reads as a bug); surrounding spaces are dropped.
 */
export const fullNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, PROFILE_MESSAGES.nameRequired),
  v.check((name) => [...name].length <= FULL_NAME_MAX_CHARS, PROFILE_MESSAGES.nameTooLong),
);

export const profileNameFormSchema = v.object({ fullName: fullNameSchema });
export type ProfileNameFormInput = v.InferInput<typeof profileNameFormSchema>;
export type ProfileNameFormValues = v.InferOutput<typeof profileNameFormSchema>;

const ROLE_LABELS: Record<SchoolRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  TEACHER: 'Teacher',
  VIEWER: 'Viewer',
};

/** The school line of /profile: the school's name, or why there is none. */
export function schoolText(
  user: { schoolId: string | null; schoolName: string | null },
  isSolo: boolean,
): string {
  if (user.schoolId !== null) return user.schoolName ?? 'Your school';
  return isSolo ? 'Working solo' : 'No school yet';
}

export function roleText(role: SchoolRole | null): string | null {
  return role === null ? null : ROLE_LABELS[role];
}

/** "N changes on this device haven't …", with "change" and "hasn't" agreeing with N. */
export function unsyncedWarning(pending: number): string {
  const changes = pending === 1 ? '1 change' : `${pending} changes`;
  const verb = pending === 1 ? "hasn't" : "haven't";
  return `${changes} on this device ${verb} reached the server yet. If you sign out now they will be lost.`;
}
