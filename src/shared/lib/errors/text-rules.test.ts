import { describe, expect, it } from 'vitest';
import type { ErrorCode } from './error-catalogue';
import {
  CONSTRAINT_VIOLATION_MESSAGE as CONSTRAINT,
  FEEDBACK_DISABLED_MESSAGE,
  FEEDBACK_INCOMPLETE_MESSAGE,
  FEEDBACK_SUBMIT_FAILED_MESSAGE,
  INSUFFICIENT_PERMISSIONS_MESSAGE as PERMISSIONS,
  INVALID_TOKEN_MESSAGE as TOKEN,
  USER_DATA_LOAD_FAILED_MESSAGE,
  USER_NOT_AUTHENTICATED_MESSAGE,
} from './error-messages';
import { codeForText, mapErrorMessage } from './text-rules';

describe('message mapping by text (spec §8)', () => {
  it.each([
    ['token', 'Invalid Refresh Token: Refresh Token Not Found', TOKEN],
    ['JWT', 'JWT expired', TOKEN],
    ['jwt, lower case', 'invalid jwt signature', TOKEN],
    ['permission', 'permission denied for table lessons', PERMISSIONS],
    ['row-level', 'new row violates row-level security policy for table "lessons"', PERMISSIONS],
    ['violates', 'null value in column "title" violates not-null constraint', CONSTRAINT],
    ['constraint', 'CHECK CONSTRAINT lessons_rating_check failed', CONSTRAINT],
    [
      'constraint beats token',
      'duplicate key value violates unique constraint "push_tokens_pkey"',
      CONSTRAINT,
    ],
    ['permission beats token', 'permission denied for table refresh_tokens', PERMISSIONS],
  ])('%s', (_rule, text, expected) => {
    expect(mapErrorMessage(text)).toBe(expected);
  });

  it.each(['Failed to fetch', 'Something odd happened', ''])('leaves %j unmapped', (text) => {
    expect(mapErrorMessage(text)).toBeNull();
  });
});

describe('catalogue code implied by text', () => {
  it.each<[string, number | null, ErrorCode | null]>([
    ['permission denied for table lessons', null, 'FORBIDDEN'],
    ['violates foreign key constraint', 409, 'CONFLICT'],
    ['violates not-null constraint', 400, 'VALIDATION_ERROR'],
    ['violates check constraint', null, 'VALIDATION_ERROR'],
    ['JWT expired', null, 'UNAUTHORIZED'],
    [USER_NOT_AUTHENTICATED_MESSAGE, null, 'UNAUTHORIZED'],
    ['Auth session missing!', 400, 'UNAUTHORIZED'],
    ['Failed to fetch', null, null],
  ])('%j with status %s gives %s', (text, status, expected) => {
    expect(codeForText(text, status)).toBe(expected);
  });
});

describe('other spec §8 messages', () => {
  it.each([
    [USER_NOT_AUTHENTICATED_MESSAGE, 'User not authenticated'],
    [FEEDBACK_DISABLED_MESSAGE, 'Feedback submission is currently disabled.'],
    [FEEDBACK_SUBMIT_FAILED_MESSAGE, 'Failed to submit feedback'],
    [FEEDBACK_INCOMPLETE_MESSAGE, 'Feedback report is not complete yet.'],
    [USER_DATA_LOAD_FAILED_MESSAGE, 'Failed to load user data'],
  ])('%s', (constant, expected) => {
    expect(constant).toBe(expected);
  });
});
