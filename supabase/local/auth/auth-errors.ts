import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * GoTrue's error codes (auth-js `ErrorCode`) plus the spec's RATE_LIMIT_EXCEEDED (§8), which
 * replaces GoTrue's `over_request_rate_limit` so the app sees one code for every 429.
 */
export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'weak_password'
  | 'user_already_exists'
  | 'email_exists'
  | 'invalid_credentials'
  | 'user_banned'
  | 'same_password'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'otp_expired'
  | 'no_authorization'
  | 'bad_jwt'
  | 'user_not_found'
  | 'session_not_found'
  | 'no_api_key'
  | 'invalid_api_key'
  | 'unexpected_failure'
  | 'RATE_LIMIT_EXCEEDED';

export type AuthError = {
  status: ContentfulStatusCode;
  code: AuthErrorCode;
  message: string;
  /** Extra body fields (weak_password reasons) and headers (Retry-After). */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
};

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue answers in one of two shapes, chosen by the request's X-Supabase-Api-Version (which
 * supabase-js always sends): 2024-01-01 and later get `{code: '<error code>', message}` with the
 * header echoed; older clients get `{code: <status>, error_code, msg}`. auth-js reads the first when
 * the echoed header is present and `error_code` otherwise, so either way AuthApiError.code is our
 * code, .status the HTTP status and .message the text.
 */
export function sendAuthError(c: Context, error: AuthError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  const requested = c.req.header(API_VERSION_HEADER);
  if (
    requested !== undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(requested) &&
    requested >= API_VERSION_2024
  ) {
    c.header(API_VERSION_HEADER, API_VERSION_2024);
    return c.json({ code: error.code, message: error.message, ...error.body }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.body },
    error.status,
  );
}

/** Same status and body for an unknown email and a wrong password (no account enumeration). */
export const INVALID_CREDENTIALS: AuthError = {
  status: 400,
  code: 'invalid_credentials',
  message: 'Invalid login credentials',
};

export function rateLimited(retryAfterS: number): AuthError {
  return {
    status: 429,
    code: 'RATE_LIMIT_EXCEEDED',
    message: `Too many requests. Try again in ${retryAfterS} seconds.`,
    headers: { 'Retry-After': String(retryAfterS) },
  };
}
