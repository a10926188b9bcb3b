import type { LockManagerLike } from '../leader-lock';

/**
 * Web Locks' exclusive mode in miniature, for tests (jsdom and Node have no navigator.locks): one
 * holder per name, a FIFO queue, waits that an AbortSignal cancels with an AbortError.
 */
export function createWebLocksDouble(): LockManagerLike {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        signal?.addEventListener('abort', () => {
          const index = queue.indexOf(run);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(new DOMException('The request was aborted.', 'AbortError'));
        });
      });
    },
  };
}
