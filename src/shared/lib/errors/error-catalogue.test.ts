import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  codeForStatus,
  isErrorCode,
  notFoundMessage,
  type ErrorCode,
} from './error-catalogue';

describe('error catalogue (spec §8)', () => {
  it.each<[ErrorCode, number]>([
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['VALIDATION_ERROR', 400],
    ['CONFLICT', 409],
    ['SERVER_ERROR', 500],
    ['DATABASE_ERROR', 500],
    ['NOT_IMPLEMENTED', 501],
    ['SERVICE_UNAVAILABLE', 503],
    ['RATE_LIMIT_EXCEEDED', 429],
  ])('%s answers %i with a non-empty default message', (code, status) => {
    expect(ERROR_CATALOGUE[code].status).toBe(status);
    expect(ERROR_CATALOGUE[code].message.trim()).not.toBe('');
  });

  it('has exactly the ten spec codes', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'CONFLICT',
        'DATABASE_ERROR',
        'FORBIDDEN',
        'NOT_FOUND',
        'NOT_IMPLEMENTED',
        'RATE_LIMIT_EXCEEDED',
        'SERVER_ERROR',
        'SERVICE_UNAVAILABLE',
        'UNAUTHORIZED',
        'VALIDATION_ERROR',
      ].sort(),
    );
  });

  it('keeps the spec wording for UNAUTHORIZED', () => {
    expect(ERROR_CATALOGUE.UNAUTHORIZED.message).toBe('Unauthorized - authentication required');
  });

  it.each([
    ['Lesson', 'abc-123', "Lesson with ID 'abc-123' not found"],
    ['Class', '42', "Class with ID '42' not found"],
  ])('builds the NOT_FOUND message for %s %s', (resource, id, expected) => {
    expect(notFoundMessage(resource, id)).toBe(expected);
  });

  it.each([
    ['NOT_FOUND', true],
    ['not_found', false],
    ['constructor', false],
    [404, false],
    [null, false],
  ])('isErrorCode(%s) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });

  it.each<[number, ErrorCode | null]>([
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'VALIDATION_ERROR'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [500, 'SERVER_ERROR'],
    [501, 'NOT_IMPLEMENTED'],
    [502, 'SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [418, null],
    [200, null],
  ])('codeForStatus(%i) is %s', (status, expected) => {
    expect(codeForStatus(status)).toBe(expected);
  });
});
