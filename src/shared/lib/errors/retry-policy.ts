import { normalizeError } from './normalize-error';

/** Spec §8: reads are retried at most this many times after the first failure. */
export const READ_RETRY_COUNT = 3;

/** Spec §8: first read retry waits this long; each later one doubles it. */
export const READ_RETRY_BASE_DELAY_MS = 1000;

/** Spec §8: ceiling for the doubling read retry delay. */
export const READ_RETRY_MAX_DELAY_MS = 30_000;

/** Spec §8: mutations are retried once. */
export const MUTATION_RETRY_COUNT = 1;

/** Spec §8: the one mutation retry waits this long (TanStack Query's `retryDelay` takes a number). */
export const MUTATION_RETRY_DELAY_MS = 1000;

/** A 4xx answer will be the same next time: the request itself is wrong or not allowed. */
function isClientRejection(error: unknown): boolean {
  const { status } = normalizeError(error);
  return status !== null && status >= 400 && status <= 499;
}

/**
 * TanStack Query `retry` for reads. `failureCount` is 0 on the first failure, so `< 3` allows
 * exactly three retries.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return !isClientRejection(error) && failureCount < READ_RETRY_COUNT;
}

/** TanStack Query `retryDelay` for reads: 1000, 2000, 4000 … ms, never more than 30 s. */
export function readRetryDelayMs(attemptIndex: number): number {
  return Math.min(
    READ_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attemptIndex),
    READ_RETRY_MAX_DELAY_MS,
  );
}

/**
 * TanStack Query `retry` for mutations. Like reads, a 4xx is not retried: resending a rejected
 * write only delays the error the user needs to see.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isClientRejection(error) && failureCount < MUTATION_RETRY_COUNT;
}
