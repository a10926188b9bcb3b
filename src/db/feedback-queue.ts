import { liveQuery } from 'dexie';
import { z } from 'zod';
import type { FeedbackQueue } from '../../sync/feedback/feedback-sender';
import { pendingFeedbackSchema, type PendingFeedback } from './outbox-schema';
import type { ReplicaDb } from './replica-db';

export type EnqueueFeedbackResult =
  { ok: true; id: number } | { ok: false; reason: 'invalid'; message: string };

/**
 * Queues a feedback report to be sent to submit-feedback when the device is online (DESIGN §6).
 * The payload's own rules (conversation, metadata, context) belong to the feedback feature and
 * the server; here it only has to be JSON, since IndexedDB and the request both carry it as such.
 */
export async function enqueueFeedback(
  db: ReplicaDb,
  payload: unknown,
  { now = () => new Date().toISOString() }: { now?: () => string } = {},
): Promise<EnqueueFeedbackResult> {
  const parsed = pendingFeedbackSchema.shape.payload.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'invalid', message: 'Feedback must be JSON' };
  const id = await db.pending_feedback.add({
    payload: parsed.data,
    created_at: now(),
    attempts: 0,
    last_error: null,
  } as PendingFeedback);
  return { ok: true, id };
}

/** Oldest first (the auto-increment key is the order they were queued in). */
export async function listPendingFeedback(db: ReplicaDb): Promise<PendingFeedback[]> {
  const stored = await db.pending_feedback.orderBy('id').toArray();
  // Written by an older app version, perhaps: a record that does not parse is still listed as
  // long as it has a key, so the user can discard it rather than have it vanish.
  return stored.map((item) => {
    const parsed = pendingFeedbackSchema.safeParse(item);
    return parsed.success ? parsed.data : repair(item);
  });
}

/** After the server took it, or when the user discards it. */
export async function removePendingFeedback(db: ReplicaDb, id: number): Promise<void> {
  await db.pending_feedback.delete(id);
}

/** One more failed attempt; `refusal` is the server's message to show, null for a retryable one. */
export async function recordFeedbackFailure(
  db: ReplicaDb,
  id: number,
  refusal: string | null,
): Promise<void> {
  await db.transaction('rw', db.pending_feedback, async () => {
    const item = await db.pending_feedback.get(id);
    if (!item) return;
    await db.pending_feedback.put({ ...item, attempts: item.attempts + 1, last_error: refusal });
  });
}

/** The user asks to send a refused report again: clearing the error makes it sendable. */
export async function releasePendingFeedback(db: ReplicaDb, id: number): Promise<void> {
  await db.pending_feedback.update(id, { last_error: null });
}

/** The queue as sync/feedback's sender sees it. */
export function createFeedbackQueue(db: ReplicaDb): FeedbackQueue {
  return {
    list: () => listPendingFeedback(db),
    remove: (id) => removePendingFeedback(db, id),
    recordFailure: (id, refusal) => recordFeedbackFailure(db, id, refusal),
    watch(listener) {
      // Fires when an id becomes sendable that was not before (queued or released); removals and
      // recorded failures only shrink or keep the set, so a failing round cannot wake itself.
      let known: Set<number> | null = null;
      // toArray, not primaryKeys(): Dexie 4.4 does not re-run a primaryKeys() live query after
      // an add to an auto-increment store (found by this module's test).
      const sendable = liveQuery(async () =>
        (await db.pending_feedback.toArray())
          .filter((item) => item.last_error === null)
          .map((item) => item.id),
      );
      const subscription = sendable.subscribe({
        next: (ids) => {
          const grew = known !== null && ids.some((id) => !known?.has(id));
          known = new Set(ids);
          if (grew) listener();
        },
      });
      return () => subscription.unsubscribe();
    },
  };
}

const storedKey = z.object({ id: z.number().int().positive() }).loose();

function repair(item: unknown): PendingFeedback {
  const { id } = storedKey.parse(item);
  return {
    id,
    payload: null,
    created_at: new Date(0).toISOString(),
    attempts: 0,
    last_error: 'This report could not be read on this device.',
  };
}
