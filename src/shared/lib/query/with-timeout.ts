import { normalizeError, type AppError } from '@/shared/lib/errors';

/**
 * What a request that ran out of time rejects with: a network error by spec §8's text rules
 * ('TimeoutError … timeout'), so a read is retried like a dropped connection.
 */
export function timeoutError(timeoutMs: number): AppError {
  const error = new Error(`The operation was aborted due to timeout (${timeoutMs} ms)`);
  error.name = 'TimeoutError';
  return normalizeError(error);
}

/**
 * Runs `request` with a signal aborted after `timeoutMs` or when `signal` (TanStack's, on unmount
 * or cancel) aborts, and rejects with `timeoutError` when the time runs out even if the request
 * ignores its signal (a port that cannot be cancelled still stops holding the page). Every other
 * failure is normalized to an AppError, so the retry and notify rules read one shape. setTimeout,
 * not AbortSignal.timeout: fake timers drive it in tests.
 */
export function withTimeout<T>(
  request: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<T> {
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = timeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const run = Promise.resolve()
    .then(() => request(controller.signal))
    .catch((error: unknown) => {
      throw normalizeError(error);
    });
  return Promise.race([run, timedOut]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  });
}
