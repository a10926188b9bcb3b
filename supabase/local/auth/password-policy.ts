import { dictionary } from '@zxcvbn-ts/language-common';
import type { AuthError } from './auth-errors';

/**
 * What a password must be beyond its length (issue 12 item 8): not blank and not one of the
 * passwords leaked most often. The list is zxcvbn-ts's common-language dictionary (49,233
 * passwords ranked by frequency in leaks; server side only, never in the browser bundle).
 */
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and is easy to guess; choose another';

let common: Set<string> | undefined;
/** The package decompresses its list when imported (at start); the Set is built on first use. */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

/**
 * GoTrue's weak_password shape, which supabase-js turns into AuthWeakPasswordError with `reasons`:
 * 'characters' for a password with nothing but spaces, 'pwned' for a well-known one. The list is
 * lower-case, so the check is too ("Password" is as guessable as "password").
 */
export function weakPasswordError(password: string): AuthError | undefined {
  if (password.trim() === '') return weak(BLANK_PASSWORD_MESSAGE, 'characters');
  if (commonPasswords().has(password.trim().toLowerCase())) {
    return weak(COMMON_PASSWORD_MESSAGE, 'pwned');
  }
  return undefined;
}

const weak = (message: string, reason: string): AuthError => ({
  status: 422,
  code: 'weak_password',
  message,
  body: { weak_password: { reasons: [reason] } },
});
