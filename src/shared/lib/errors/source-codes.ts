import { isErrorCode, type ErrorCode } from './error-catalogue';

/**
 * Source codes whose meaning is sharper than the HTTP status they arrive with, so they also fix the
 * status (PostgREST answers PGRST116 with 406, GoTrue a dead refresh token with 400).
 */
const EXACT_SOURCE_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  ['PGRST116', 'NOT_FOUND'], // .single() found no row
  // no_data_found: our RPCs' "not found" (unknown invite code, invitation, membership). The server
  // answers it with 404 (migration 20261124000200); a server without that migration says 500.
  ['P0002', 'NOT_FOUND'],
  ['PGRST301', 'UNAUTHORIZED'], // JWT could not be decoded
  ['PGRST302', 'UNAUTHORIZED'], // anonymous access disabled
  ['PGRST303', 'UNAUTHORIZED'], // JWT claims invalid (expired)
  ['42501', 'FORBIDDEN'], // insufficient_privilege, incl. RLS
  ['23505', 'CONFLICT'], // unique_violation: PostgREST answers 409
  ['23503', 'CONFLICT'], // foreign_key_violation: PostgREST answers 409
  ['429', 'RATE_LIMIT_EXCEEDED'],
  ['bad_jwt', 'UNAUTHORIZED'],
  ['no_authorization', 'UNAUTHORIZED'],
  ['session_not_found', 'UNAUTHORIZED'],
  ['session_expired', 'UNAUTHORIZED'],
  ['refresh_token_not_found', 'UNAUTHORIZED'],
  ['refresh_token_already_used', 'UNAUTHORIZED'],
]);

const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

export interface SourceCodeMatch {
  readonly code: ErrorCode;
  /** True when the match should also decide the status (see EXACT_SOURCE_CODES). */
  readonly exact: boolean;
}

/** Maps a PostgREST / Postgres / GoTrue / catalogue code to ours; null when it means nothing to us. */
export function codeForSourceCode(sourceCode: string | null): SourceCodeMatch | null {
  if (sourceCode === null || sourceCode === '') return null;
  if (isErrorCode(sourceCode)) return { code: sourceCode, exact: true };
  const exact = EXACT_SOURCE_CODES.get(sourceCode);
  if (exact) return { code: exact, exact: true };
  if (/rate_limit/i.test(sourceCode)) return { code: 'RATE_LIMIT_EXCEEDED', exact: true };
  if (!SQLSTATE.test(sourceCode)) return null;
  // Other integrity violations (not null, check, exclusion) are bad input: PostgREST answers 400.
  if (sourceCode.startsWith('23')) return { code: 'VALIDATION_ERROR', exact: false };
  // Connection errors and exhausted resources: PostgREST answers 503.
  if (sourceCode.startsWith('08') || sourceCode.startsWith('53')) {
    return { code: 'SERVICE_UNAVAILABLE', exact: false };
  }
  return { code: 'DATABASE_ERROR', exact: false };
}
