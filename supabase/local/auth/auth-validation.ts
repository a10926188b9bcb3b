import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './auth-config';
import type { AuthError } from './auth-errors';
import { weakPasswordError } from './password-policy';

export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const USER_DATA_MAX_BYTES = 8 * 1024;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(255, { error: EMAIL_MESSAGE }));

const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_LENGTH_MESSAGE })
  .refine((value) => Buffer.byteLength(value) <= PASSWORD_MAX_BYTES, {
    error: `Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes`,
  });

const userData = z
  .record(z.string(), z.unknown(), { error: 'User data must be an object' })
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= USER_DATA_MAX_BYTES, {
    error: 'User data must be at most 8 KB',
  });

/** Unknown keys (gotrue_meta_security, code_challenge …) are dropped, as GoTrue ignores them. */
const schemas = {
  signUp: z.object({ email, password, data: userData.optional() }),
  updateUser: z.object({
    email: email.optional(),
    password: password.optional(),
    /** supabase-js `updateUser({ password, current_password })`; required to set a new password. */
    current_password: z.string({ error: 'Current password must be a string' }).optional(),
    data: userData.optional(),
  }),
  recover: z.object({ email }),
  /** Sign-in never explains rules: any two strings go on to the same credentials check. */
  signIn: z.object({
    email: z.string({ error: 'Email is required' }),
    password: z.string({ error: 'Password is required' }),
  }),
  refresh: z.object({ refresh_token: z.string({ error: 'Refresh token is required' }).min(1) }),
  verify: z.object({
    // 'signup' is supabase-js's older name for 'email' (a sign-up confirmation).
    type: z.enum(['recovery', 'email', 'signup', 'email_change'], {
      error: "Type must be 'email', 'signup', 'email_change' or 'recovery'",
    }),
    token: z.string().min(1).optional(),
    token_hash: z.string().min(1).optional(),
  }),
};

export type Parsed<K extends keyof typeof schemas> =
  { ok: true; value: z.infer<(typeof schemas)[K]> } | { ok: false; error: AuthError };

/**
 * A short, blank or common new password is GoTrue's `weak_password` (422, which supabase-js turns
 * into AuthWeakPasswordError with reasons 'length', 'characters' or 'pwned'); every other problem
 * is `validation_failed` (400). The message is the first problem's, written for a person.
 * Sign-in is not judged: an old account may still have a password the policy now refuses.
 */
export function parseBody<K extends keyof typeof schemas>(kind: K, body: unknown): Parsed<K> {
  const result = schemas[kind].safeParse(body);
  if (result.success) {
    const value = result.data as z.infer<(typeof schemas)[K]>;
    const newPassword =
      kind === 'signUp' || kind === 'updateUser'
        ? (value as { password?: string }).password
        : undefined;
    const weak = typeof newPassword === 'string' ? weakPasswordError(newPassword) : undefined;
    return weak ? { ok: false, error: weak } : { ok: true, value };
  }
  const issue = result.error.issues[0]!;
  if (issue.path[0] === 'password' && issue.code === 'too_small') {
    return {
      ok: false,
      error: {
        status: 422,
        code: 'weak_password',
        message: issue.message,
        body: { weak_password: { reasons: ['length'] } },
      },
    };
  }
  return { ok: false, error: { status: 400, code: 'validation_failed', message: issue.message } };
}
