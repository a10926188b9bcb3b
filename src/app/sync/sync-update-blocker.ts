import type { UpdateBlocker } from '../pwa/update-blocker';

/**
 * The update prompt waits while changes are still in the outbox (DESIGN §6): they are safe in
 * IndexedDB, but a reload mid-push would leave the user unsure whether their edits went through.
 */
export function syncUpdateBlocker(pending: number): UpdateBlocker {
  if (pending <= 0) return { blocked: false };
  const changes = pending === 1 ? '1 change' : `${pending} changes`;
  return {
    blocked: true,
    reason: `Waiting for ${changes} to reach the server before reloading.`,
  };
}
