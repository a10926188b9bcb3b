import * as v from 'valibot';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { assignableRoles, SCHOOL_ROLES } from './member-role-rules';

/** The server's own test (create_invitation), so the form refuses what the server would. */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** RFC 5321's path limit, which the server enforces too. */
const EMAIL_MAX_CHARS = 254;

export const INVITE_MESSAGES = {
  emailRequired: 'Enter an email address',
  emailInvalid: 'Enter a valid email address',
  roleAboveYours: 'You cannot invite someone with a role above your own',
} as const;

/**
 * valibot, imported per function: zod's shared core would add ~16 KB gzip to the page (README
 * Footguns, route budget).
 */
export function inviteSchemaFor(myRole: SchoolRole) {
  const allowed: readonly SchoolRole[] = assignableRoles(myRole);
  return v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, INVITE_MESSAGES.emailRequired),
      v.maxLength(EMAIL_MAX_CHARS, INVITE_MESSAGES.emailInvalid),
      v.regex(EMAIL_SHAPE, INVITE_MESSAGES.emailInvalid),
    ),
    role: v.pipe(
      v.picklist(SCHOOL_ROLES),
      v.check((role) => allowed.includes(role), INVITE_MESSAGES.roleAboveYours),
    ),
  });
}

export type InviteInput = v.InferInput<ReturnType<typeof inviteSchemaFor>>;
export type InviteValues = v.InferOutput<ReturnType<typeof inviteSchemaFor>>;
