import { describe, expect, it } from 'vitest';
import type { ErrorSeverity, ErrorType } from './app-error';
import type { ErrorCode } from './error-catalogue';
import {
  RETRY_DELAY_MS,
  SERVER_RETRY_DELAY_MS,
  isHandledSpecially,
  isRetryable,
  retryDelayFor,
  shouldNotify,
} from './error-policy';
import { USER_MESSAGES, userMessageFor } from './user-messages';

describe('user messages by type and severity (spec §8)', () => {
  it.each<[ErrorType, ErrorSeverity, ErrorCode | null, string]>([
    ['network', 'medium', null, 'Please check your internet connection and try again.'],
    ['auth', 'high', 'UNAUTHORIZED', 'Your session has expired. Please log in again.'],
    ['auth', 'high', null, 'Your session has expired. Please log in again.'],
    ['auth', 'high', 'FORBIDDEN', USER_MESSAGES.forbidden],
    ['server', 'critical', 'SERVER_ERROR', 'Server error occurred. Please try again in a moment.'],
    ['validation', 'medium', 'VALIDATION_ERROR', USER_MESSAGES.validation],
    ['client', 'medium', 'NOT_FOUND', USER_MESSAGES.notFound],
    ['client', 'medium', 'CONFLICT', USER_MESSAGES.conflict],
    ['client', 'medium', 'RATE_LIMIT_EXCEEDED', USER_MESSAGES.rateLimited],
    ['client', 'medium', null, USER_MESSAGES.client],
    ['unknown', 'low', null, USER_MESSAGES.unknown],
    ['unknown', 'critical', null, 'Server error occurred. Please try again in a moment.'],
  ])('%s / %s / %s', (type, severity, code, expected) => {
    expect(userMessageFor({ type, severity, code })).toBe(expected);
  });

  it('never leaves a user message blank', () => {
    for (const message of Object.values(USER_MESSAGES)) expect(message.trim()).not.toBe('');
  });
});

describe('retryable and retry delay (spec §8)', () => {
  it.each<[ErrorType, number | null, boolean, number]>([
    ['network', null, true, 1000],
    ['server', 500, true, 2000],
    ['server', 503, true, 2000],
    ['auth', 401, false, 1000],
    ['validation', 400, false, 1000],
    ['client', 404, false, 1000],
    ['client', 499, false, 1000],
    ['unknown', null, false, 1000],
  ])('%s with status %s: retryable %s, delay %i ms', (type, status, retryable, delay) => {
    expect(isRetryable({ type, status })).toBe(retryable);
    expect(retryDelayFor({ type })).toBe(delay);
  });

  it('names the delays', () => {
    expect(RETRY_DELAY_MS).toBe(1000);
    expect(SERVER_RETRY_DELAY_MS).toBe(2000);
  });
});

describe('notify rule (spec §8)', () => {
  it.each<[ErrorType, ErrorSeverity, boolean, boolean]>([
    ['network', 'medium', true, false],
    ['auth', 'high', true, true],
    ['server', 'critical', true, true],
    ['client', 'medium', true, false],
    ['validation', 'medium', false, false],
    ['validation', 'critical', false, true],
    ['unknown', 'low', false, false],
    ['client', 'low', false, false],
  ])('%s / %s: notify %s, handled specially %s', (type, severity, notify, special) => {
    expect(shouldNotify({ type, severity })).toBe(notify);
    expect(isHandledSpecially({ type, severity })).toBe(special);
  });
});
