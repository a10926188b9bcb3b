import { createFeedbackQueue } from '@/db/feedback-queue';
import type { ReplicaDb } from '@/db/replica-db';
import type { Environment } from '@sync/engine/ports';
import { FeedbackSender } from '@sync/feedback/feedback-sender';

/** The reports waiting in a replica's feedback queue, oldest first. */
export async function queuedReports(db: ReplicaDb): Promise<unknown[]> {
  return (await db.pending_feedback.orderBy('id').toArray()).map((item) => item.payload);
}

/** The browser's online and offline events as the sender hears them (as src/app wires it). */
function windowEnvironment(): Environment {
  return {
    isOnline: () => navigator.onLine,
    subscribe(listener) {
      const online = () => listener('online');
      const offline = () => listener('offline');
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/**
 * The sync leader's FeedbackSender over this replica's queue, as the app runs it, with a send
 * that records every POST and succeeds. No timers run: a successful send needs none.
 */
export function startFeedbackSender(db: ReplicaDb) {
  const posted: unknown[] = [];
  const sender = new FeedbackSender({
    queue: createFeedbackQueue(db),
    send: async (payload) => {
      posted.push(payload);
      return { ok: true };
    },
    environment: windowEnvironment(),
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  });
  sender.start();
  return { sender, posted };
}
