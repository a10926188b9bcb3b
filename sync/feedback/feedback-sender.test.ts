import { describe, expect, it, vi } from 'vitest';
import type { Environment, Timers } from '../engine/ports';
import {
  FeedbackSender,
  isRetryableSend,
  type FeedbackQueue,
  type QueuedFeedback,
  type SendOutcome,
} from './feedback-sender';

/** The queue in memory, with the same "sendable again" notifications as the Dexie one. */
function memoryQueue(payloads: unknown[]) {
  let nextId = 1;
  const items: QueuedFeedback[] = [];
  const listeners = new Set<() => void>();
  const queue: FeedbackQueue & {
    items: QueuedFeedback[];
    add(payload: unknown): void;
    release(id: number): void;
  } = {
    items,
    add(payload) {
      items.push({ id: nextId++, payload, attempts: 0, last_error: null });
      listeners.forEach((listener) => listener());
    },
    release(id) {
      const item = items.find((entry) => entry.id === id);
      if (item) item.last_error = null;
      listeners.forEach((listener) => listener());
    },
    list: async () => items.map((item) => ({ ...item })),
    async remove(id) {
      items.splice(
        items.findIndex((item) => item.id === id),
        1,
      );
    },
    async recordFailure(id, refusal) {
      const item = items.find((entry) => entry.id === id);
      if (item) Object.assign(item, { attempts: item.attempts + 1, last_error: refusal });
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const payload of payloads) queue.add(payload);
  return queue;
}

function fakeEnvironment(online = true) {
  const listeners = new Set<(event: 'online' | 'offline' | 'focus') => void>();
  const environment: Environment & {
    online: boolean;
    emit(event: 'online' | 'offline' | 'focus'): void;
  } = {
    online,
    isOnline: () => environment.online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      if (event !== 'focus') environment.online = event === 'online';
      listeners.forEach((listener) => listener(event));
    },
  };
  return environment;
}

/** Timers that fire only when the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers & { delays(): number[]; fireAll(): void } = {
    setTimeout(callback, ms) {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    delays: () => [...pending.values()].map((timer) => timer.ms),
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((timer) => timer.callback());
    },
  };
  return timers;
}

/** A send port answering from a script, recording what it was given. */
function scriptedSend(...answers: SendOutcome[]) {
  const sent: unknown[] = [];
  const send = async (payload: unknown): Promise<SendOutcome> => {
    sent.push(payload);
    return answers.shift() ?? { ok: true };
  };
  return { send, sent };
}

/**
 * Watches the rounds a started sender runs on its own (each is a `drain()` call), so a test can
 * wait until every round started so far, and any it queued behind it, has ended.
 */
function watchRounds(sender: FeedbackSender) {
  const drain = vi.spyOn(sender, 'drain');
  return async function roundsEnded() {
    let waited: number;
    do {
      waited = drain.mock.results.length;
      await Promise.all(drain.mock.results.map((result) => result.value));
    } while (waited !== drain.mock.results.length);
  };
}

describe('isRetryableSend', () => {
  it('retries no answer, 5xx, 401, 408 and 429, and holds other 4xx for the user', () => {
    expect([null, 500, 502, 503, 401, 408, 429].every(isRetryableSend)).toBe(true);
    expect([400, 403, 404, 413, 422].some(isRetryableSend)).toBe(false);
  });
});

describe('FeedbackSender', () => {
  it('sends the queue oldest first and removes each report the server took', async () => {
    const queue = memoryQueue(['first', 'second', 'third']);
    const { send, sent } = scriptedSend();
    const sender = new FeedbackSender({
      queue,
      send,
      environment: fakeEnvironment(),
      timers: manualTimers(),
    });

    expect(await sender.drain()).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(queue.items).toEqual([]);
  });

  it('keeps a refused report with its error and goes on with the others', async () => {
    const queue = memoryQueue(['bad', 'good']);
    const { send, sent } = scriptedSend(
      { ok: false, status: 400, message: 'metadata.severity is required' },
      { ok: true },
    );
    const sender = new FeedbackSender({
      queue,
      send,
      environment: fakeEnvironment(),
      timers: manualTimers(),
    });

    expect(await sender.drain()).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(sent).toEqual(['bad', 'good']);
    expect(queue.items).toEqual([
      { id: 1, payload: 'bad', attempts: 1, last_error: 'metadata.severity is required' },
    ]);
    // Held for the user: the next round does not send it again unchanged.
    await sender.drain();
    expect(sent).toHaveLength(2);
  });

  it('keeps the report for next time on a network failure or 5xx, with backoff', async () => {
    const queue = memoryQueue(['one', 'two']);
    const timers = manualTimers();
    const { send, sent } = scriptedSend(
      { ok: false, status: null, message: 'Failed to fetch' },
      { ok: false, status: 503, message: 'Feedback submission is currently disabled.' },
    );
    const sender = new FeedbackSender({ queue, send, environment: fakeEnvironment(), timers });
    const roundsEnded = watchRounds(sender);
    sender.start();
    await roundsEnded();

    // The round stopped at the first failure: the second report was not tried.
    expect(sent).toEqual(['one']);
    expect(queue.items.map((item) => [item.attempts, item.last_error])).toEqual([
      [1, null],
      [0, null],
    ]);
    expect(timers.delays()).toEqual([1000]);

    timers.fireAll();
    await roundsEnded();
    expect(sent).toEqual(['one', 'one']);
    expect(timers.delays()).toEqual([2000]);

    timers.fireAll();
    await roundsEnded();
    expect(sent).toEqual(['one', 'one', 'one', 'two']);
    expect(queue.items).toEqual([]);
    expect(timers.delays()).toEqual([]);
    await sender.stop();
  });

  it('waits at least as long as the server asks on 429', async () => {
    const queue = memoryQueue(['one']);
    const timers = manualTimers();
    const { send } = scriptedSend({
      ok: false,
      status: 429,
      message: 'Too many feedback reports.',
      retryAfterMs: 600_000,
    });
    const sender = new FeedbackSender({ queue, send, environment: fakeEnvironment(), timers });
    const roundsEnded = watchRounds(sender);
    sender.start();
    await roundsEnded();

    expect(timers.delays()).toEqual([600_000]);
    expect(queue.items[0]?.last_error).toBeNull();
    await sender.stop();
    expect(timers.delays()).toEqual([]);
  });

  it('sends nothing offline, then drains when the browser comes online', async () => {
    const queue = memoryQueue(['written offline']);
    const environment = fakeEnvironment(false);
    const { send, sent } = scriptedSend();
    const sender = new FeedbackSender({ queue, send, environment, timers: manualTimers() });
    const roundsEnded = watchRounds(sender);
    sender.start();
    await roundsEnded();
    expect(sent).toEqual([]);

    environment.emit('online');
    await roundsEnded();
    expect(sent).toEqual(['written offline']);
    await sender.stop();
  });

  it('sends a report as soon as it is queued or released, while started', async () => {
    const queue = memoryQueue([]);
    const { send, sent } = scriptedSend({ ok: false, status: 413, message: 'Too large' });
    const sender = new FeedbackSender({
      queue,
      send,
      environment: fakeEnvironment(),
      timers: manualTimers(),
    });
    const roundsEnded = watchRounds(sender);
    sender.start();
    await roundsEnded();

    queue.add('big');
    await roundsEnded();
    expect(queue.items[0]?.last_error).toBe('Too large');

    queue.release(1);
    await roundsEnded();
    expect(sent).toEqual(['big', 'big']);
    expect(queue.items).toEqual([]);

    await sender.stop();
    queue.add('after stop');
    await roundsEnded();
    expect(sent).toHaveLength(2);
  });

  it('treats a send that throws as no answer', async () => {
    const queue = memoryQueue(['one']);
    const timers = manualTimers();
    const sender = new FeedbackSender({
      queue,
      send: () => Promise.reject(new TypeError('fetch failed')),
      environment: fakeEnvironment(),
      timers,
    });

    expect(await sender.drain()).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(queue.items[0]).toMatchObject({ attempts: 1, last_error: null });
  });
});
