import type { ErrorCode } from './error-catalogue';
import {
  CONSTRAINT_VIOLATION_MESSAGE,
  INSUFFICIENT_PERMISSIONS_MESSAGE,
  INVALID_TOKEN_MESSAGE,
} from './error-messages';

const PERMISSION_TEXT = /permission|row-level/i;
const CONSTRAINT_TEXT = /violates|constraint/i;
const TOKEN_TEXT = /token|jwt/i;
/** Auth wording beyond the spec's token/JWT, e.g. our own 'User not authenticated'. */
const SIGNED_OUT_TEXT = /unauthori[sz]ed|not authenticated|auth session missing/i;
const NETWORK_TEXT =
  /failed to fetch|fetch failed|fetcherror|load failed|network|timeout|timed out|offline/i;
const VALIDATION_TEXT = /validation|invalid/i;

/**
 * Spec §8 message mapping; first match wins. Permission and constraint are checked before token
 * because Postgres quotes identifiers in its text ('violates unique constraint "push_tokens_pkey"'),
 * while auth-service messages never mention constraints or row-level policies. An RLS failure
 * ('new row violates row-level security policy') is a permission problem, so permission comes first.
 */
export function mapErrorMessage(text: string): string | null {
  if (PERMISSION_TEXT.test(text)) return INSUFFICIENT_PERMISSIONS_MESSAGE;
  if (CONSTRAINT_TEXT.test(text)) return CONSTRAINT_VIOLATION_MESSAGE;
  if (TOKEN_TEXT.test(text)) return INVALID_TOKEN_MESSAGE;
  return null;
}

/**
 * The catalogue code error text implies, in the same order as `mapErrorMessage`. A constraint
 * violation is a CONFLICT only when the server already said 409 (unique / foreign key).
 */
export function codeForText(text: string, status: number | null): ErrorCode | null {
  if (PERMISSION_TEXT.test(text)) return 'FORBIDDEN';
  if (CONSTRAINT_TEXT.test(text)) return status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR';
  if (TOKEN_TEXT.test(text) || SIGNED_OUT_TEXT.test(text)) return 'UNAUTHORIZED';
  return null;
}

export function isNetworkText(text: string): boolean {
  return NETWORK_TEXT.test(text);
}

export function isAuthText(text: string): boolean {
  return TOKEN_TEXT.test(text) || SIGNED_OUT_TEXT.test(text) || PERMISSION_TEXT.test(text);
}

export function isValidationText(text: string): boolean {
  return VALIDATION_TEXT.test(text);
}
