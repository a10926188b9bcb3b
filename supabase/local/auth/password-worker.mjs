// @ts-check
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/**
 * bcrypt on its own thread (password-pool.ts starts it; the message types live there). bcryptjs is
 * plain JavaScript: a cost-10 hash or compare is ~70 ms of CPU on whatever thread calls it, and on
 * the stack's main thread a burst of sign-ins stalled the gateway and /health (docs/decisions.md).
 * Plain JavaScript file: a worker thread gets no TypeScript loader under Vitest.
 */

const port = parentPort;
if (!port) throw new Error('password-worker runs as a worker thread');

/** @param {any} request */
async function run(request) {
  switch (request.op) {
    case 'hash':
      return bcrypt.hash(request.password, request.cost);
    case 'compare':
      return bcrypt.compare(request.password, request.hash);
    default:
      throw new Error(`unknown request ${String(request.op)}`);
  }
}

port.on('message', (request) => {
  run(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value }),
    (error) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
