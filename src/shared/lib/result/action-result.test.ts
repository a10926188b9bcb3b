import { describe, expect, it } from 'vitest';
import { createAppError, normalizeError } from '../errors';
import { actionErrorMessage } from './action-result';

/** What PostgREST answers when one of our RPCs raises (message, code, hint, details). */
const serverRule = (message: string, code: string, hint: string) =>
  normalizeError({ message, code, hint, details: null });

describe('actionErrorMessage', () => {
  it.each([
    ['Developer permissions required', '42501', 'DEVELOPER_REQUIRED'],
    ['No school has this invite code', 'P0002', 'INVITE_CODE_UNKNOWN'],
    ['The last owner of a school cannot leave or be demoted', '23514', 'LAST_OWNER'],
    ['This invitation has expired', 'P0001', 'INVITATION_EXPIRED'],
  ])('shows our own rule "%s" verbatim, never the sanitized text', (message, code, hint) => {
    const error = serverRule(message, code, hint);
    expect(actionErrorMessage(error)).toBe(message);
  });

  it('sanitizes a raw database error that is not one of our rules (spec §8 text mapping)', () => {
    const raw = normalizeError({
      message: 'new row violates row-level security policy for table "lessons"',
      code: '42501',
      hint: null,
      details: null,
    });
    expect(actionErrorMessage(raw)).not.toContain('row-level');
  });

  it('gives the catalogue message for network and rate-limit failures', () => {
    expect(actionErrorMessage(normalizeError(new TypeError('Failed to fetch')))).toBe(
      'Please check your internet connection and try again.',
    );
    expect(actionErrorMessage(createAppError('RATE_LIMIT_EXCEEDED'))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});
