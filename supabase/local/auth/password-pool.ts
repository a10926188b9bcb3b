import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt hashing and comparing on worker threads (issue 12 item 10 follow-up).
 *
 * Why: bcryptjs is plain JavaScript; on the stack's main thread 100 simultaneous sign-ins cost
 * 7.4–8.6 s of CPU during which the gateway, PostgREST's proxy and /health answered nothing. In a
 * pool the main thread only posts messages; the work runs on `size` threads, one call per thread at
 * a time, the rest queued in order.
 *
 * Lifecycle: threads start on first use. A thread is unref'd while idle, so an idle pool never keeps
 * the process alive, and ref'd while it holds a call, so a script awaiting a hash is not cut short
 * at exit. A thread that dies (crash, out of memory, terminated) fails the call it held with
 * PasswordWorkerCrashedError and is replaced by the next call that needs it.
 */

/** Leaves one core to the main thread (gateway, auth routes) on machines that have more than one. */
export function defaultPasswordPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class PasswordWorkerCrashedError extends Error {
  constructor(reason: string) {
    super(`The password hashing thread stopped (${reason}) before answering.`);
    this.name = 'PasswordWorkerCrashedError';
  }
}

/** What the worker (password-worker.mjs) is sent and answers. */
type WorkerRequest =
  | { id: number; op: 'hash'; password: string; cost: number }
  | { id: number; op: 'compare'; password: string; hash: string };
type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

type Job = {
  request: WorkerRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker | null; job: Job | null };

export type PasswordPool = {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  /** Fails what is queued or running and ends the threads; later calls fail. */
  close(): Promise<void>;
  readonly size: number;
  /** Tests: the running threads, to end one mid-call. */
  threads(): Worker[];
};

export function createPasswordPool(size: number = defaultPasswordPoolSize()): PasswordPool {
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`password pool size must be a whole number of at least 1, got ${size}`);
  }
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(slot: Slot): Worker {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url), {
      // Plain JavaScript: it needs none of the parent's flags (a TypeScript loader, or an
      // --input-type that a worker refuses and dies of).
      execArgv: [],
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || job.request.id !== reply.id) return;
      slot.job = null;
      worker.unref();
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(reply.message));
      pump();
    });
    const died = (reason: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const job = slot.job;
      slot.job = null;
      if (closed) return;
      job?.reject(new PasswordWorkerCrashedError(reason));
      pump();
    };
    // 'error' (an uncaught exception in the thread) is followed by 'exit'; the first one counts.
    worker.on('error', (error) => died(error.message));
    worker.on('exit', (code) => died(`exit code ${code}`));
    return worker;
  }

  function pump(): void {
    if (closed) return;
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      const worker = slot.worker ?? (slot.worker = spawn(slot));
      slot.job = job;
      worker.ref();
      worker.postMessage(job.request);
    }
  }

  type Request = WorkerRequest extends infer R
    ? R extends WorkerRequest
      ? Omit<R, 'id'>
      : never
    : never;
  function call(request: Request): Promise<unknown> {
    if (closed) return Promise.reject(new Error('The password hashing pool is closed.'));
    return new Promise((resolve, reject) => {
      queue.push({ request: { ...request, id: nextId++ } as WorkerRequest, resolve, reject });
      pump();
    });
  }

  return {
    size,
    hash: async (password, cost) => (await call({ op: 'hash', password, cost })) as string,
    compare: async (password, hash) => (await call({ op: 'compare', password, hash })) as boolean,
    threads: () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : [])),
    async close() {
      if (closed) return;
      closed = true;
      const error = new Error('The password hashing pool was closed.');
      for (const job of queue.splice(0)) job.reject(error);
      const running = slots.map((slot) => {
        slot.job?.reject(error);
        slot.job = null;
        const worker = slot.worker;
        slot.worker = null;
        return worker ? worker.terminate() : Promise.resolve(0);
      });
      await Promise.all(running);
    },
  };
}

let shared: PasswordPool | null = null;

/** The process's pool, made on first use: every hasher shares its threads. */
export function sharedPasswordPool(): PasswordPool {
  return (shared ??= createPasswordPool());
}

/** Ends the shared pool's threads (a stack stopping); the next use makes a new pool. */
export async function closeSharedPasswordPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
