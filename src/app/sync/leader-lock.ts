/** One lock per browser profile and user: whoever holds it runs the sync engine (DESIGN §4). */
export const syncLockName = (userId: string) => `lesson-planner-sync:${userId}`;

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export interface Leadership {
  /** Leaves the queue, or ends the lead and frees the lock for the next tab; resolves after. */
  release(): Promise<void>;
}

/**
 * Runs `lead` while this tab holds the lock. A later tab waits in the lock's queue and takes over
 * when the leader's tab closes or signs out. `lead` gets a promise that resolves on release and
 * must settle after it: the lock is held exactly as long as `lead` runs.
 *
 * Without Web Locks (older browsers) every tab leads. That costs duplicate requests, not data:
 * pushes are exactly-once per (client_id, seq) and acknowledging a seq another tab already
 * removed is a no-op.
 */
export function holdLeadership(
  locks: LockManagerLike | undefined,
  name: string,
  lead: (released: Promise<void>) => Promise<void>,
  onError: (error: unknown) => void = (error) => console.error(error),
): Leadership {
  const controller = new AbortController();
  let markReleased = () => {};
  const released = new Promise<void>((resolve) => {
    markReleased = resolve;
  });
  const run = () => lead(released);
  const finished = (locks ? locks.request(name, { signal: controller.signal }, run) : run()).then(
    () => undefined,
    (error: unknown) => {
      // Released while still queued: the request rejects with an AbortError, which is the point.
      if (!(controller.signal.aborted && isAbortError(error))) onError(error);
    },
  );
  return {
    async release() {
      controller.abort();
      markReleased();
      await finished;
    },
  };
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
