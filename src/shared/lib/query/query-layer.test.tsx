import {
  notifyManager,
  onlineManager,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeError, type AppError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import { keepAnswer, readKeptAnswer } from './kept-answers';
import { createQueryClient, QUERY_DEFAULTS } from './query-client';
import { errorRouteOf, type ErrorNotifier } from './query-errors';
import { QueryLayerProvider } from './query-layer-provider';
import {
  CACHE_PRESETS,
  DEFAULT_GC_TIME_MS,
  DEFAULT_STALE_TIME_MS,
  QUERY_TIMEOUT_MS,
  REAL_TIME_POLL_INTERVAL_MS,
} from './query-presets';
import { useServerMutation } from './use-server-mutation';
import { useServerQuery } from './use-server-query';

const MINUTE_MS = 60_000;
const USER = 'user-1';

/** What a port answers when the server (or its gateway) refused with `status`. */
const refusal = (status: number, message = `HTTP ${status}`) =>
  failed(normalizeError({ message, status }));

function recordingNotifier() {
  return { notify: vi.fn(), auth: vi.fn(), critical: vi.fn() } satisfies ErrorNotifier;
}

let client: QueryClient;
let notifier: ReturnType<typeof recordingNotifier>;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryLayerProvider userId={USER} client={client}>
      {children}
    </QueryLayerProvider>
  );
}

/** Moves the fake clock on by `ms` and lets what came due run (fake timers; never the wall clock). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  // TanStack hands results to observers on a 0 ms timer, which fake timers run 1 ms later: a
  // microtask keeps each step's results within the step, so the delays below are exact.
  notifyManager.setScheduler(queueMicrotask);
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z') });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  notifier = recordingNotifier();
  client = createQueryClient(notifier);
});

afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  client.clear();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('spec §9 cache settings', () => {
  it('defaults: fresh 5 min, kept 10 min, no refetch on focus, refetch on reconnect and mount', () => {
    expect([DEFAULT_STALE_TIME_MS, DEFAULT_GC_TIME_MS]).toEqual([5 * MINUTE_MS, 10 * MINUTE_MS]);
    const options = client.defaultQueryOptions({ queryKey: ['any'] });
    expect(options).toMatchObject({
      staleTime: 5 * MINUTE_MS,
      gcTime: 10 * MINUTE_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      refetchOnMount: true,
    });
    expect(QUERY_TIMEOUT_MS).toBe(30_000);
  });

  it.each([
    ['shortLived', 30_000, 2 * MINUTE_MS],
    ['mediumLived', 5 * MINUTE_MS, 10 * MINUTE_MS],
    ['longLived', 15 * MINUTE_MS, 30 * MINUTE_MS],
    ['realTime', 0, 5 * MINUTE_MS],
    ['background', 10 * MINUTE_MS, 30 * MINUTE_MS],
  ] as const)('%s is fresh for %i ms and kept for %i ms', (preset, fresh, kept) => {
    expect(CACHE_PRESETS[preset]).toMatchObject({ staleTime: fresh, gcTime: kept });
  });

  it('realTime polls every 30 s, never while the tab is hidden', () => {
    expect(REAL_TIME_POLL_INTERVAL_MS).toBe(30_000);
    expect(CACHE_PRESETS.realTime).toMatchObject({
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
    });
  });

  it('background refetches neither on focus nor on mount; the others follow the defaults', () => {
    expect(
      client.defaultQueryOptions({ queryKey: ['b'], ...CACHE_PRESETS.background }),
    ).toMatchObject({ refetchOnWindowFocus: false, refetchOnMount: false });
    for (const preset of ['shortLived', 'mediumLived', 'longLived', 'realTime'] as const) {
      expect(
        client.defaultQueryOptions({ queryKey: [preset], ...CACHE_PRESETS[preset] }),
      ).toMatchObject({ refetchOnWindowFocus: false, refetchOnMount: true });
    }
  });

  it('drops an answer no page shows once its preset kept it long enough', async () => {
    const observer = new QueryObserver(client, {
      queryKey: ['short'],
      queryFn: () => 'answer',
      ...CACHE_PRESETS.shortLived,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await advance(0);
    unsubscribe();
    await advance(2 * MINUTE_MS - 1);
    expect(client.getQueryData(['short'])).toBe('answer');
    await advance(1);
    expect(client.getQueryData(['short'])).toBeUndefined();
  });
});

describe('realTime polling (spec §9: the health snapshot every 30 s, paused while hidden)', () => {
  it('asks every 30 s while the tab is visible, stops while hidden and resumes after', async () => {
    const load = vi.fn(() => Promise.resolve(succeeded({ healthy: true })));
    renderHook(() => useServerQuery({ key: ['health'], load, preset: 'realTime' }), { wrapper });
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);

    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(3);

    setVisibility('hidden');
    await advance(5 * 30_000);
    expect(load).toHaveBeenCalledTimes(3);

    setVisibility('visible');
    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('read retries (spec §8)', () => {
  it('never retries a 404, and leaves telling it to the page that has nothing else to show', async () => {
    const load = vi.fn(() => Promise.resolve(refusal(404, 'Not Found')));
    const { result } = renderHook(
      () => useServerQuery({ key: ['missing'], load, preset: 'mediumLived' }),
      { wrapper },
    );
    await advance(0);
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.error?.code).toBe('NOT_FOUND');
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('tells a failed refresh once while the page keeps showing the older answer', async () => {
    const load = vi
      .fn<() => Promise<ActionResult<string>>>()
      .mockResolvedValueOnce(succeeded('first'))
      .mockResolvedValue(refusal(409));
    const { result } = renderHook(
      () => useServerQuery({ key: ['kept-on-error'], load, preset: 'shortLived' }),
      { wrapper },
    );
    await advance(0);
    act(() => result.current.refresh());
    await advance(0);
    expect(result.current).toMatchObject({ data: 'first', error: { code: 'CONFLICT' } });
    expect(notifier.notify).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 409, 422, 429, 499])('never retries a %i', async (status) => {
    const load = vi.fn(() => Promise.resolve(refusal(status)));
    renderHook(() => useServerQuery({ key: ['refused', status], load, preset: 'shortLived' }), {
      wrapper,
    });
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a 503 three times, 1 s, 2 s and 4 s apart, then fails', async () => {
    const load = vi.fn(() => Promise.resolve(refusal(503, 'Service Unavailable')));
    const { result } = renderHook(
      () => useServerQuery({ key: ['down'], load, preset: 'mediumLived' }),
      { wrapper },
    );
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(3);
    await advance(3999);
    expect(load).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(4);
    expect(result.current.error?.status).toBe(503);
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    // Critical: handled specially (one sticky notice), not a plain toast.
    expect(notifier.critical).toHaveBeenCalledTimes(1);
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('doubles the delay from 1 s and never waits more than 30 s', () => {
    const delay = QUERY_DEFAULTS.queries.retryDelay;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => delay(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a dropped connection too, and succeeds when it comes back', async () => {
    const load = vi
      .fn<() => Promise<ActionResult<string>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(succeeded('back'));
    const { result } = renderHook(
      () => useServerQuery({ key: ['flaky'], load, preset: 'mediumLived' }),
      { wrapper },
    );
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('back');
    expect(notifier.notify).not.toHaveBeenCalled();
  });
});

describe('the 30 s timeout (spec §9)', () => {
  it('gives up on a read after 30 s, aborts its signal and retries it as a network error', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ActionResult<string>>(() => undefined);
    });
    const { result } = renderHook(
      () => useServerQuery({ key: ['slow'], load, preset: 'mediumLived' }),
      { wrapper },
    );
    await advance(QUERY_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await advance(1);
    expect(signals[0]?.aborted).toBe(true);
    // Retried after 1 s like a dropped connection.
    await advance(1000);
    expect(load).toHaveBeenCalledTimes(2);
    // Three retries of 30 s each, 2 s and 4 s apart.
    await advance(QUERY_TIMEOUT_MS + 2000 + QUERY_TIMEOUT_MS + 4000 + QUERY_TIMEOUT_MS);
    expect(load).toHaveBeenCalledTimes(4);
    expect(result.current.error).toMatchObject({ type: 'network', retryable: true });
  });

  it('gives up on a write after 30 s', async () => {
    const run = vi.fn(() => new Promise<ActionResult<string>>(() => undefined));
    const { result } = renderHook(() => useServerMutation({ run, retry: false }), { wrapper });
    let outcome: ActionResult<string> | null = null;
    void result.current.run('x').then((answer) => (outcome = answer));
    await advance(QUERY_TIMEOUT_MS - 1);
    expect(outcome).toBeNull();
    await advance(1);
    expect(outcome).toMatchObject({ ok: false, error: { type: 'network' } });
  });
});

describe('mutation retries (spec §8)', () => {
  it('retries a failed write once, after 1 s', async () => {
    const run = vi.fn(() => Promise.resolve(refusal(503)));
    const { result } = renderHook(() => useServerMutation({ run }), { wrapper });
    let outcome: ActionResult<unknown> | null = null;
    void result.current.run('school').then((answer) => (outcome = answer));
    await advance(0);
    expect(run).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(run).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(run).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ ok: false, error: { status: 503 } });
  });

  it('never retries a refused write (4xx), nor one marked retry: false', async () => {
    const refused = vi.fn(() => Promise.resolve(refusal(400)));
    const once = vi.fn(() => Promise.resolve(refusal(503)));
    const { result } = renderHook(
      () => ({
        refused: useServerMutation({ run: refused }),
        once: useServerMutation({ run: once, retry: false }),
      }),
      { wrapper },
    );
    void result.current.refused.run(1);
    void result.current.once.run(2);
    await advance(10_000);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('answers a success as a value and asks its reads again', async () => {
    const load = vi.fn(() => Promise.resolve(succeeded(['a'])));
    const { result } = renderHook(
      () => ({
        list: useServerQuery({ key: ['list'], load, preset: 'longLived' }),
        add: useServerMutation({
          run: (name: string) => Promise.resolve(succeeded(name)),
          invalidates: () => [['list']],
        }),
      }),
      { wrapper },
    );
    await advance(0);
    let outcome: ActionResult<string> | null = null;
    void result.current.add.run('b').then((answer) => (outcome = answer));
    await advance(0);
    expect(outcome).toEqual({ ok: true, value: 'b' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('notification policy (spec §8)', () => {
  const errorOf = (status: number | null, message = 'x'): AppError =>
    normalizeError(status === null ? new Error(message) : { message, status });

  it.each([
    ['a 404', errorOf(404), 'notify'],
    ['a 409', errorOf(409), 'notify'],
    ['a dropped connection', errorOf(null, 'Failed to fetch'), 'notify'],
    ['a validation error', errorOf(400), 'silent'],
    ['a low-severity error', errorOf(null, 'Cannot read properties of undefined'), 'silent'],
    ['an expired session', errorOf(401), 'auth'],
    ['a refusal of the caller', errorOf(403), 'auth'],
    ['a server error', errorOf(500), 'critical'],
    ['a 503', errorOf(503), 'critical'],
  ])('%s is %s', (_case, error, route) => {
    expect(errorRouteOf(error)).toBe(route);
  });

  it('tells nothing for a read or write that shows its own failure', async () => {
    const load = vi.fn(() => Promise.resolve(refusal(404)));
    const run = vi.fn(() => Promise.resolve(refusal(409)));
    const { result } = renderHook(
      () => ({
        read: useServerQuery({ key: ['quiet'], load, preset: 'shortLived', notify: false }),
        write: useServerMutation({ run, notify: false }),
      }),
      { wrapper },
    );
    void result.current.write.run(undefined);
    await advance(0);
    expect(result.current.read.error?.code).toBe('NOT_FOUND');
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('sends an expired session to the auth handler, not a toast', async () => {
    const load = vi.fn(() => Promise.resolve(refusal(401, 'JWT expired')));
    renderHook(() => useServerQuery({ key: ['me'], load, preset: 'shortLived' }), { wrapper });
    await advance(0);
    expect(notifier.auth).toHaveBeenCalledTimes(1);
    expect(notifier.notify).not.toHaveBeenCalled();
  });
});

describe('offline (issue 18: say it needs a connection, show the last data with its age)', () => {
  const parse = (stored: unknown) =>
    Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : null;

  it('keeps each answer per user and shows the kept one, with its age, while offline', async () => {
    const load = vi.fn(() => Promise.resolve(succeeded(['Northside'])));
    const first = renderHook(
      () => useServerQuery({ key: ['schools'], load, preset: 'mediumLived', keep: parse }),
      { wrapper },
    );
    await advance(0);
    const answeredAt = Date.now();
    expect(first.result.current).toMatchObject({ data: ['Northside'], fromKept: false });
    expect(readKeptAnswer(USER, '["schools"]', parse)).toEqual({
      data: ['Northside'],
      updatedAtMs: answeredAt,
    });
    first.unmount();

    // A later start, offline: a new client has nothing in memory.
    await advance(3 * MINUTE_MS);
    client = createQueryClient(notifier);
    onlineManager.setOnline(false);
    const second = renderHook(
      () => useServerQuery({ key: ['schools'], load, preset: 'mediumLived', keep: parse }),
      { wrapper },
    );
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second.result.current).toMatchObject({
      data: ['Northside'],
      fromKept: true,
      updatedAtMs: answeredAt,
      online: false,
      error: null,
    });

    // Back online: the read waiting for the network runs and replaces the kept copy.
    load.mockResolvedValue(succeeded(['Northside', 'Southside']));
    onlineManager.setOnline(true);
    await advance(0);
    expect(second.result.current).toMatchObject({
      data: ['Northside', 'Southside'],
      fromKept: false,
      online: true,
    });
  });

  it('ignores a kept copy its read cannot parse', async () => {
    keepAnswer(USER, '["schools"]', { data: { not: 'a list' }, updatedAtMs: 1 });
    onlineManager.setOnline(false);
    const load = vi.fn(() => Promise.resolve(succeeded(['x'])));
    const { result } = renderHook(
      () => useServerQuery({ key: ['schools'], load, preset: 'mediumLived', keep: parse }),
      { wrapper },
    );
    await advance(0);
    expect(result.current).toMatchObject({ data: undefined, updatedAtMs: null, fromKept: false });
  });

  it('pauses offline instead of failing and retrying', async () => {
    onlineManager.setOnline(false);
    const load = vi.fn(() => Promise.resolve(succeeded('x')));
    const { result } = renderHook(
      () => useServerQuery({ key: ['paused'], load, preset: 'realTime' }),
      { wrapper },
    );
    await advance(5 * 30_000);
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ loading: false, error: null, online: false });
    expect(notifier.notify).not.toHaveBeenCalled();
  });
});
