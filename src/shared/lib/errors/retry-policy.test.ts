import { describe, expect, it } from 'vitest';
import {
  MUTATION_RETRY_DELAY_MS,
  READ_RETRY_COUNT,
  readRetryDelayMs,
  shouldRetryMutation,
  shouldRetryRead,
} from './retry-policy';

const withStatus = (status: number) => ({ status, message: 'HTTP error' });

describe('read retry policy (spec §8)', () => {
  it.each([
    [399, true],
    [400, false],
    [401, false],
    [404, false],
    [429, false],
    [499, false],
    [500, true],
    [503, true],
  ])('status %i, first failure: retry %s', (status, expected) => {
    expect(shouldRetryRead(0, withStatus(status))).toBe(expected);
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('server error after %i failures: retry %s', (failureCount, expected) => {
    expect(shouldRetryRead(failureCount, withStatus(500))).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['fetch failure', new TypeError('Failed to fetch'), true],
    ['PGRST116 without status is a 404', { code: 'PGRST116', message: 'no rows' }, false],
    ['RLS denial without status is a 403', { code: '42501', message: 'permission denied' }, false],
    ['a thrown string', 'boom', true],
  ])('%s: retry %s', (_case, error, expected) => {
    expect(shouldRetryRead(0, error)).toBe(expected);
  });

  it('allows exactly READ_RETRY_COUNT retries', () => {
    expect(READ_RETRY_COUNT).toBe(3);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
    [-1, 1000],
  ])('delay for attempt %i is %i ms', (attemptIndex, expected) => {
    expect(readRetryDelayMs(attemptIndex)).toBe(expected);
  });
});

describe('mutation retry policy (spec §8)', () => {
  it.each<[string, number, unknown, boolean]>([
    ['first server failure', 0, withStatus(500), true],
    ['second server failure', 1, withStatus(500), false],
    ['first network failure', 0, new TypeError('Failed to fetch'), true],
    ['second network failure', 1, new TypeError('Failed to fetch'), false],
    ['validation rejection', 0, withStatus(400), false],
    ['conflict', 0, { code: '23505', message: 'duplicate key' }, false],
  ])('%s: retry %s', (_case, failureCount, error, expected) => {
    expect(shouldRetryMutation(failureCount, error)).toBe(expected);
  });

  it('waits one second', () => {
    expect(MUTATION_RETRY_DELAY_MS).toBe(1000);
  });
});
