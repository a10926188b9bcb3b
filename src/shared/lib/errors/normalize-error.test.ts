import { describe, expect, it } from 'vitest';
import { notFoundMessage } from './error-catalogue';
import { UNKNOWN_ERROR_MESSAGE } from './error-messages';
import { createAppError, normalizeError } from './normalize-error';
import { shape, type Shape } from './test-support/normalize-rows';
import { USER_MESSAGES } from './user-messages';

const NETWORK = shape('network', 'medium', null, null, true);
const BUG = shape('unknown', 'low', null, null, false);

describe('normalizeError: thrown values and fetch failures', () => {
  it.each<[string, unknown, Shape]>([
    ['fetch TypeError', new TypeError('Failed to fetch'), NETWORK],
    [
      'postgrest-js failed fetch (status 0)',
      { message: 'TypeError: fetch failed', code: '', status: 0 },
      NETWORK,
    ],
    [
      'token refresh that never reached the server',
      new TypeError('Token refresh: Failed to fetch'),
      NETWORK,
    ],
    [
      'supabase-js retryable fetch error',
      Object.assign(new Error('oops'), { name: 'AuthRetryableFetchError', status: 0 }),
      NETWORK,
    ],
    [
      'AbortSignal.timeout',
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      NETWORK,
    ],
    [
      'fetch Response 502',
      { status: 502, statusText: 'Bad Gateway' },
      shape('server', 'critical', 'SERVER_ERROR', 502, true),
    ],
    [
      'status as a string',
      { status: '404', message: 'Not Found' },
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')"), BUG],
    ['a thrown string', 'boom', BUG],
    ['undefined', undefined, BUG],
    ['null', null, BUG],
    ['an empty object', {}, BUG],
  ])('%s', (_case, input, expected) => {
    expect(normalizeError(input)).toMatchObject(expected);
  });

  it.each<[string, unknown, string, string, number | null]>([
    ['network', new TypeError('Failed to fetch'), 'Failed to fetch', USER_MESSAGES.network, 1000],
    ['server', { status: 500, message: 'boom' }, 'boom', USER_MESSAGES.server, 2000],
    ['bug', new Error('x is undefined'), 'x is undefined', USER_MESSAGES.unknown, null],
    ['thrown string', '  boom  ', 'boom', USER_MESSAGES.unknown, null],
    ['nothing', undefined, UNKNOWN_ERROR_MESSAGE, USER_MESSAGES.unknown, null],
    ['status only', { status: 503 }, 'Service temporarily unavailable', USER_MESSAGES.server, 2000],
  ])('%s: message, user message, retry delay', (_case, input, message, userMessage, delay) => {
    expect(normalizeError(input)).toMatchObject({ message, userMessage, retryDelayMs: delay });
  });

  it('passes an AppError through unchanged', () => {
    const once = normalizeError(new TypeError('Failed to fetch'));
    expect(normalizeError(once)).toBe(once);
  });

  it('produces plain data that survives structuredClone', () => {
    const error = normalizeError({ status: 500, message: 'boom' });
    expect(structuredClone(error)).toEqual(error);
  });
});

describe('createAppError', () => {
  it('uses the catalogue status and our message verbatim', () => {
    const error = createAppError('NOT_FOUND', { message: notFoundMessage('Lesson', 'l-1') });
    expect(error).toMatchObject({
      kind: 'app-error',
      code: 'NOT_FOUND',
      status: 404,
      type: 'client',
      message: "Lesson with ID 'l-1' not found",
    });
  });

  it('does not rewrite our own wording through the text mapping', () => {
    expect(createAppError('FORBIDDEN').message).toBe('Forbidden - insufficient permissions');
  });

  it('keeps the cause', () => {
    const cause = new Error('root');
    expect(createAppError('SERVER_ERROR', { cause }).cause).toBe(cause);
  });

  it.each([
    ['UNAUTHORIZED', 'auth', 'high'],
    ['SERVICE_UNAVAILABLE', 'server', 'critical'],
    ['NOT_IMPLEMENTED', 'server', 'critical'],
    ['VALIDATION_ERROR', 'validation', 'medium'],
    ['CONFLICT', 'client', 'medium'],
  ] as const)('%s is %s / %s', (code, type, severity) => {
    expect(createAppError(code)).toMatchObject({ type, severity });
  });
});
