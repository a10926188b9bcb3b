// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

let db: ReplicaDb;

beforeEach(async () => {
  db = await openReplica(crypto.randomUUID(), { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

/** Lets Dexie's live queries deliver (they answer after IndexedDB's own events). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

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
    await settle();

    const queued = await enqueueFeedback(db, report('offline'));
    await settle();
    expect(calls).toBe(1);
    if (!queued.ok) throw new Error('expected queued');

    await queue.recordFailure(queued.id, null);
    await queue.recordFailure(queued.id, 'refused');
    await settle();
    expect(calls).toBe(1);

    await releasePendingFeedback(db, queued.id);
    await settle();
    expect(calls).toBe(2);

    await queue.remove(queued.id);
    await settle();
    expect(calls).toBe(2);
    stop();
  });
});
