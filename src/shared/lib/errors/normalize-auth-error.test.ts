import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN_MESSAGE } from './error-messages';
import { normalizeError } from './normalize-error';
import { FakeAuthApiError as AuthError, shape, type Shape } from './test-support/normalize-rows';
import { USER_MESSAGES } from './user-messages';

describe('normalizeError: Supabase auth errors', () => {
  it.each<[string, unknown, Shape]>([
    [
      'rate limit',
      new AuthError('Request rate limit reached', 429, 'over_request_rate_limit'),
      shape('client', 'medium', 'RATE_LIMIT_EXCEEDED', 429, false),
    ],
    [
      'email rate limit code, no status',
      { message: 'Email rate limit exceeded', code: 'over_email_send_rate_limit' },
      shape('client', 'medium', 'RATE_LIMIT_EXCEEDED', 429, false),
    ],
    [
      'dead refresh token, sent as 400',
      new AuthError('Invalid Refresh Token: Not Found', 400, 'refresh_token_not_found'),
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
    [
      'session expired code',
      new AuthError('Session expired', 403, 'session_expired'),
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
    [
      'token text at 400, no code',
      new AuthError('Invalid Refresh Token: Already Used', 400),
      shape('auth', 'medium', 'UNAUTHORIZED', 400, false),
    ],
    [
      'session missing',
      new AuthError('Auth session missing!', 400),
      shape('auth', 'medium', 'UNAUTHORIZED', 400, false),
    ],
    [
      'wrong password',
      new AuthError('Invalid login credentials', 400, 'invalid_credentials'),
      shape('validation', 'medium', 'VALIDATION_ERROR', 400, false),
    ],
    [
      'plain { status, message }',
      { status: 401, message: 'Unauthorized' },
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
    [
      '403 without code',
      { status: 403, message: 'Forbidden' },
      shape('auth', 'high', 'FORBIDDEN', 403, false),
    ],
    [
      'auth server down',
      new AuthError('Service Unavailable', 503),
      shape('server', 'critical', 'SERVICE_UNAVAILABLE', 503, true),
    ],
    [
      '5xx text never becomes auth',
      { status: 500, message: 'Error generating token' },
      shape('server', 'critical', 'SERVER_ERROR', 500, true),
    ],
    [
      'our own signed-out message',
      new Error('User not authenticated'),
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
  ])('%s', (_case, input, expected) => {
    expect(normalizeError(input)).toMatchObject(expected);
  });

  it.each<[string, unknown, string, string]>([
    [
      'refresh token',
      new AuthError('Invalid Refresh Token', 400),
      INVALID_TOKEN_MESSAGE,
      USER_MESSAGES.sessionExpired,
    ],
    [
      'wrong password',
      new AuthError('Invalid login credentials', 400),
      'Invalid login credentials',
      USER_MESSAGES.validation,
    ],
    ['forbidden', { status: 403, message: 'Forbidden' }, 'Forbidden', USER_MESSAGES.forbidden],
    ['rate limit', new AuthError('Rate limited', 429), 'Rate limited', USER_MESSAGES.rateLimited],
  ])('%s: message and user message', (_case, input, message, userMessage) => {
    expect(normalizeError(input)).toMatchObject({ message, userMessage });
  });
});
