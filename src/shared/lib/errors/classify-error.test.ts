import { describe, expect, it } from 'vitest';
import type { ErrorSeverity, ErrorType } from './app-error';
import { classifyError, errorSeverity } from './classify-error';
import type { ErrorCode } from './error-catalogue';

describe('classifyError (spec §8)', () => {
  it.each<[string, string, number | null, ErrorType]>([
    ['fetch TypeError', 'TypeError: Failed to fetch', null, 'network'],
    ['Firefox', 'NetworkError when attempting to fetch resource.', null, 'network'],
    ['Node undici', 'TypeError: fetch failed', null, 'network'],
    ['Safari', 'TypeError: Load failed', null, 'network'],
    ['the word network', 'network request failed', null, 'network'],
    ['timeout', 'TimeoutError: The operation was aborted due to timeout', null, 'network'],
    ['offline', 'You are offline', null, 'network'],
    ['status 0 is no response', 'Failed to fetch', 0, 'network'],
    ['401', 'whatever', 401, 'auth'],
    ['403', 'whatever', 403, 'auth'],
    ['jwt text', 'JWT expired', null, 'auth'],
    ['token text', 'Invalid Refresh Token', null, 'auth'],
    ['unauthorized text', 'Unauthorized - authentication required', null, 'auth'],
    ['400', 'Bad Request', 400, 'validation'],
    ['422', 'Unprocessable', 422, 'validation'],
    ['validation text', 'Validation failed: title is required', null, 'validation'],
    ['invalid text', 'Invalid input: expected string', null, 'validation'],
    ['500', 'boom', 500, 'server'],
    ['503 beats network text', 'upstream network timeout', 503, 'server'],
    ['404', 'Not Found', 404, 'client'],
    ['409', 'Conflict', 409, 'client'],
    ['429', 'Too Many Requests', 429, 'client'],
    ['status outranks text', 'Invalid id', 404, 'client'],
    ['no clue', 'Cannot read properties of undefined', null, 'unknown'],
    ['empty', '', null, 'unknown'],
  ])('%s → %s', (_case, message, status, expected) => {
    expect(classifyError({ message, status })).toBe(expected);
  });

  it.each<[ErrorCode, number | null, ErrorType]>([
    ['UNAUTHORIZED', 400, 'auth'],
    ['FORBIDDEN', null, 'auth'],
    ['NOT_FOUND', null, 'client'],
    ['DATABASE_ERROR', null, 'server'],
  ])('catalogue code %s with status %s → %s', (code, status, expected) => {
    expect(classifyError({ message: '', status, code })).toBe(expected);
  });
});

describe('errorSeverity (spec §8)', () => {
  it.each<[ErrorType, number | null, ErrorSeverity]>([
    ['server', 500, 'critical'],
    ['server', 503, 'critical'],
    ['server', 599, 'critical'],
    ['auth', 401, 'high'],
    ['auth', 403, 'high'],
    ['validation', 400, 'medium'],
    ['client', 404, 'medium'],
    ['client', 409, 'medium'],
    ['client', 429, 'medium'],
    ['validation', 422, 'medium'],
    ['client', 499, 'medium'],
    ['network', null, 'medium'],
    ['auth', null, 'high'],
    ['validation', null, 'medium'],
    ['unknown', null, 'low'],
    ['unknown', 200, 'low'],
  ])('%s with status %s is %s', (type, status, expected) => {
    expect(errorSeverity(type, status)).toBe(expected);
  });
});
