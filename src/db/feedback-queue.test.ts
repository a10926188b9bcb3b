// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFeedbackQueue,
  enqueueFeedback,
  listPendingFeedback,
  recordFeedbackFailure,
  releasePendingFeedback,
  removePendingFeedback,
} from './feedback-queue';
import { openReplica, type ReplicaDb } from './replica-db';

const T0 = '2026-11-23T08:00:00.000Z';
const report = (text: string) => ({
  conversation: [{ role: 'user', content: text, timestamp: T0 }],
  metadata: { category: 'bug', severity: 'low' },
  context: '/planner',
});

/**
 * Every value a Dexie live query delivers, after its subscriber has seen it. The watch test waits on
 * these deliveries (the live query re-running after a write), never on a fixed time: a loaded
 * machine only makes them later.
 */
const deliveries = vi.hoisted(() => {
  let latest: { value: unknown } | null = null;
  const waiting = new Set<{ accepts: (value: unknown) => boolean; resolve: () => void }>();
  return {
    deliver(value: unknown) {
      latest = { value };
      for (const waiter of waiting) {
        if (!waiter.accepts(value)) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    },
    reset() {
      latest = null;
      waiting.clear();
    },
    /** Resolves once the latest delivery (already made or still to come) satisfies `accepts`. */
    until(accepts: (value: unknown) => boolean): Promise<void> {
      if (latest && accepts(latest.value)) return Promise.resolve();
      return new Promise((resolve) => waiting.add({ accepts, resolve }));
    },
  };
});

vi.mock('dexie', async (importOriginal) => {
  const dexie = await importOriginal<typeof import('dexie')>();
  const liveQuery: typeof dexie.liveQuery = (querier) => {
    const observable = dexie.liveQuery(querier);
    const subscribe = observable.subscribe.bind(observable);
    // Only the { next } form is used by the code under test.
    observable.subscribe = ((observer: { next?: (value: unknown) => void }) =>
      subscribe({
        ...observer,
        next: (value) => {
          observer.next?.(value);
          deliveries.deliver(value);
        },
      })) as typeof observable.subscribe;
    return observable;
  };
  return { ...dexie, liveQuery };
});

let db: ReplicaDb;

beforeEach(async () => {
  db = await openReplica(crypto.randomUUID(), { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  db.close();
  deliveries.reset();
});

/** The watch's live query has delivered the sendable ids after the last write. */
const sendableIs = (ids: number[]) =>
  deliveries.until((value) => JSON.stringify(value) === JSON.stringify(ids));

describe('feedback queue', () => {
  it('keeps reports oldest first with their attempts and last error', async () => {
    const first = await enqueueFeedback(db, report('one'), { now: () => T0 });
    const second = await enqueueFeedback(db, report('two'));
    if (!first.ok || !second.ok) throw new Error('expected both queued');

    await recordFeedbackFailure(db, first.id, null);
    await recordFeedbackFailure(db, first.id, 'metadata.severity is required');

    const listed = await listPendingFeedback(db);
    expect(listed.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({
      payload: report('one'),
      created_at: T0,
      attempts: 2,
      last_error: 'metadata.severity is required',
    });
    expect(listed[1]).toMatchObject({ attempts: 0, last_error: null });

    await releasePendingFeedback(db, first.id);
    expect((await listPendingFeedback(db))[0]?.last_error).toBeNull();
    await removePendingFeedback(db, first.id);
    expect((await listPendingFeedback(db)).map((item) => item.id)).toEqual([second.id]);
  });

  it('refuses a payload that is not JSON', async () => {
    expect(await enqueueFeedback(db, { when: new Date() })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await db.pending_feedback.count()).toBe(0);
  });

  it('wakes the sender when a report becomes sendable, not when a send fails', async () => {
    const queue = createFeedbackQueue(db);
    let calls = 0;
    const stop = queue.watch(() => (calls += 1));
    await sendableIs([]);

    const queued = await enqueueFeedback(db, report('offline'));
    if (!queued.ok) throw new Error('expected queued');
    await sendableIs([queued.id]);
    expect(calls).toBe(1);

    await queue.recordFailure(queued.id, null);
    await queue.recordFailure(queued.id, 'refused');
    await sendableIs([]);
    expect(calls).toBe(1);

    await releasePendingFeedback(db, queued.id);
    await sendableIs([queued.id]);
    expect(calls).toBe(2);

    await queue.remove(queued.id);
    await sendableIs([]);
    expect(calls).toBe(2);
    stop();
  });
});
