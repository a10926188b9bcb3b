import { describe, expect, it } from 'vitest';
import {
  CONSTRAINT_VIOLATION_MESSAGE,
  INSUFFICIENT_PERMISSIONS_MESSAGE,
  INVALID_TOKEN_MESSAGE,
} from './error-messages';
import { normalizeError } from './normalize-error';
import { pgError, shape, type Shape } from './test-support/normalize-rows';
import { USER_MESSAGES } from './user-messages';

const RLS = 'new row violates row-level security policy for table "lessons"';
const UNIQUE = 'duplicate key value violates unique constraint "push_tokens_pkey"';

describe('normalizeError: PostgREST and Postgres errors', () => {
  it.each<[string, unknown, Shape]>([
    [
      'PGRST116 is NOT_FOUND even when sent as 406',
      pgError('PGRST116', 'Cannot coerce', 406),
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    [
      'PGRST116 without status',
      pgError('PGRST116', '0 rows'),
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    [
      "P0002 (an RPC's not found, answered 404) is NOT_FOUND, medium, not retried",
      pgError('P0002', "School with invite code 'ZZZZ9999' not found", 404),
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    [
      'P0002 without status (supabase-js keeps the status off the error)',
      pgError('P0002', 'Invitation with this link not found'),
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    [
      'P0002 sent as 500 by a server without the 404 migration is still NOT_FOUND',
      pgError('P0002', 'Membership not found', 500),
      shape('client', 'medium', 'NOT_FOUND', 404, false),
    ],
    [
      '42501 (RLS) is FORBIDDEN',
      pgError('42501', RLS),
      shape('auth', 'high', 'FORBIDDEN', 403, false),
    ],
    [
      '42501 for anon, sent as 401',
      pgError('42501', 'permission denied', 401),
      shape('auth', 'high', 'FORBIDDEN', 403, false),
    ],
    [
      '23505 unique is CONFLICT',
      pgError('23505', UNIQUE),
      shape('client', 'medium', 'CONFLICT', 409, false),
    ],
    [
      '23503 foreign key is CONFLICT',
      pgError('23503', 'violates foreign key constraint'),
      shape('client', 'medium', 'CONFLICT', 409, false),
    ],
    [
      '23502 not null',
      pgError('23502', 'violates not-null constraint', 400),
      shape('validation', 'medium', 'VALIDATION_ERROR', 400, false),
    ],
    [
      '23514 check, no status',
      pgError('23514', 'violates check constraint'),
      shape('validation', 'medium', 'VALIDATION_ERROR', 400, false),
    ],
    [
      '08006 connection failure',
      pgError('08006', 'connection failure'),
      shape('server', 'critical', 'SERVICE_UNAVAILABLE', 503, true),
    ],
    [
      '53300 too many connections',
      pgError('53300', 'too many connections'),
      shape('server', 'critical', 'SERVICE_UNAVAILABLE', 503, true),
    ],
    [
      'other SQLSTATE keeps its status',
      pgError('42P01', 'relation does not exist', 404),
      shape('client', 'medium', 'DATABASE_ERROR', 404, false),
    ],
    [
      'other SQLSTATE without status',
      pgError('XX000', 'internal error'),
      shape('server', 'critical', 'DATABASE_ERROR', 500, true),
    ],
    [
      'PGRST303 JWT expired',
      pgError('PGRST303', 'JWT expired'),
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
    [
      'PGRST301 bad JWT',
      pgError('PGRST301', 'JWT could not be decoded'),
      shape('auth', 'high', 'UNAUTHORIZED', 401, false),
    ],
    [
      "code '429'",
      { code: '429', message: 'slow down' },
      shape('client', 'medium', 'RATE_LIMIT_EXCEEDED', 429, false),
    ],
    [
      'numeric code 429',
      { code: 429, message: 'slow down' },
      shape('client', 'medium', 'RATE_LIMIT_EXCEEDED', 429, false),
    ],
    [
      'gateway body with a catalogue code',
      { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many' },
      shape('client', 'medium', 'RATE_LIMIT_EXCEEDED', 429, false),
    ],
    [
      'unknown PGRST code falls back to status',
      pgError('PGRST204', 'column not found', 400),
      shape('validation', 'medium', 'VALIDATION_ERROR', 400, false),
    ],
  ])('%s', (_case, input, expected) => {
    expect(normalizeError(input)).toMatchObject(expected);
  });

  it.each<[string, unknown, string, string]>([
    ['RLS', pgError('42501', RLS), INSUFFICIENT_PERMISSIONS_MESSAGE, USER_MESSAGES.forbidden],
    ['unique', pgError('23505', UNIQUE), CONSTRAINT_VIOLATION_MESSAGE, USER_MESSAGES.conflict],
    [
      'JWT',
      pgError('PGRST303', 'JWT expired'),
      INVALID_TOKEN_MESSAGE,
      USER_MESSAGES.sessionExpired,
    ],
    ['not found', pgError('PGRST116', 'Cannot coerce'), 'Cannot coerce', USER_MESSAGES.notFound],
    [
      'RPC not found',
      pgError('P0002', "Membership with ID '00000000-0000-4000-8000-000000000001' not found", 404),
      "Membership with ID '00000000-0000-4000-8000-000000000001' not found",
      USER_MESSAGES.notFound,
    ],
    ['database', pgError('XX000', 'internal error'), 'internal error', USER_MESSAGES.server],
  ])('%s: message and user message', (_case, input, message, userMessage) => {
    expect(normalizeError(input)).toMatchObject({ message, userMessage });
  });

  it('keeps details, hint, the source code and the original value', () => {
    const input = {
      code: '23505',
      message: 'duplicate key',
      details: 'Key (id)=(1)',
      hint: 'Upsert',
    };
    expect(normalizeError(input)).toMatchObject({
      sourceCode: '23505',
      details: 'Key (id)=(1)',
      hint: 'Upsert',
      cause: input,
    });
  });
});
