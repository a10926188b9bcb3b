import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread, with a watchdog (issue 12).
 *
 * Why a thread: PGlite's WASM runs synchronously on the thread that calls it. On the main thread a
 * statement that runs long (a 30 s query, a quadratic sync_push) or never ends (PGlite 0.5.14 spins
 * forever once its stack overflowed: PGLITE_THREAD_STACK_MB) stops the gateway, /health and static
 * files with it, and no timer can fire to end it. `SET statement_timeout` has no effect on
 * PGlite 0.5.14. In a worker, the main thread stays free and can end the thread, and the thread
 * gets a native stack large enough for PostgreSQL's own stack-depth check to work.
 *
 * The watchdog: every request to the worker (one protocol message, one query) must be answered
 * within `exchangeLimitMs`. If not, the worker is terminated, every pending and later call fails
 * with DatabaseStalledError until a new worker has reopened the data directory, which is PGlite's
 * crash recovery (what a kill -9 leaves, crash.test.ts): committed rows are kept, the unfinished
 * transaction is gone. The limit sits a little above the 8 s statement_timeout a real server gives
 * authenticated requests, so a statement a real server would let finish is not cut short here.
 */

/**
 * The native stack of PGlite's thread. PGlite's WASM frames run on V8's native stack, and
 * PostgreSQL's own guard (max_stack_depth, 2 MB, checked against WASM's C stack) only works if
 * that native stack overflows later than the guard fires. On Node's main thread (~1 MB) it overflows
 * first: a JSON value 6,400 deep, or a recursive function, throws a RangeError through the backend,
 * which loses the error (no protocol bytes), keeps a dirty error state and spins on the next one.
 * Measured in a worker: 4 MB still overflows at 50,000 levels; with 64 MB a jsonb 200,000 deep and
 * an endless PL/pgSQL recursion both get 54001 "stack depth limit exceeded" and the session goes
 * on. Reserved address space, committed only as used.
 */
export const PGLITE_THREAD_STACK_MB = 64;

/** A little above authenticated's statement_timeout on a real server (8 s). */
export const EXCHANGE_LIMIT_MS = 9_000;
/** Opening the data directory (crash recovery included) on a loaded machine. */
const OPEN_LIMIT_MS = 120_000;

export class DatabaseStalledError extends Error {
  /** PostgreSQL's admin_shutdown: the session was ended from outside. */
  readonly code = '57P01';
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStalledError';
  }
}

/** The subset of PGlite that pglite-shared.ts and pglite-socket use. */
export type TxLike = {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
};

/** What the worker (pglite-thread-worker.mjs) is started with, is sent, and answers. */
type WorkerInit = { dataDir: string; loadDataDir?: Uint8Array };
type WorkerRequest =
  | { id: number; op: 'protocol'; message: Uint8Array; syncToFs: boolean }
  | { id: number; op: 'query'; text: string; params?: unknown[] }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };
type WorkerError = { message: string; fields: Record<string, unknown> };
type WorkerReply =
  | { id: number; ok: true; value: unknown; inTransaction: boolean }
  | { id: number; ok: false; error: WorkerError; inTransaction: boolean };

export type PgliteThreadOptions = {
  dataDir: string;
  /** A data directory image (tar) to start from when dataDir is empty. */
  loadDataDir?: Uint8Array;
  /** The watchdog's limit per request; 0 disables it (start-up migrations may take longer). */
  exchangeLimitMs?: number;
  log?: (line: string) => void;
};

type Pending = {
  request: WorkerRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

function asError(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

function spawnWorker(init: WorkerInit): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
    workerData: init,
    resourceLimits: { stackSizeMb: PGLITE_THREAD_STACK_MB },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`PGlite did not open within ${OPEN_LIMIT_MS} ms`));
    }, OPEN_LIMIT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    worker.once('error', fail);
    worker.once('exit', (code) =>
      fail(new Error(`the PGlite thread exited (${code}) while opening`)),
    );
    worker.once('message', (message: { ready: boolean; error?: WorkerError }) => {
      clearTimeout(timer);
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      if (message.ready) resolve(worker);
      else {
        void worker.terminate();
        reject(asError(message.error!));
      }
    });
  });
}

export type PgliteThread = Awaited<ReturnType<typeof openPgliteThread>>;

export async function openPgliteThread(options: PgliteThreadOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  let exchangeLimitMs = options.exchangeLimitMs ?? EXCHANGE_LIMIT_MS;
  let worker = await spawnWorker({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  let nextId = 1;
  let inTransaction = false;
  let closed = false;
  /** The request the worker runs now, and when it was sent. */
  let current: (Pending & { id: number; sentAt: number; timer?: NodeJS.Timeout }) | null = null;
  const queue: Pending[] = [];
  /** Set while a stalled worker is being replaced. */
  let recycling: Promise<void> | null = null;
  let recycles = 0;
  let lastStall: string | undefined;

  function attach(target: Worker): void {
    target.on('message', (reply: WorkerReply) => {
      if (target !== worker || !current || current.id !== reply.id) return;
      const done = current;
      clearTimeout(done.timer);
      current = null;
      inTransaction = reply.inTransaction;
      if (reply.ok) done.resolve(reply.value);
      else done.reject(asError(reply.error));
      pump();
    });
    const died = (reason: string) => {
      if (target !== worker || closed) return;
      recycle(`the PGlite thread ${reason}`);
    };
    target.on('error', (error) => died(`failed: ${error.message}`));
    target.on('exit', (code) => died(`exited (${code})`));
  }
  attach(worker);

  function pump(): void {
    if (current || recycling || closed) return;
    const next = queue.shift();
    if (!next) return;
    const id = nextId++;
    current = { ...next, id, sentAt: performance.now() };
    if (exchangeLimitMs > 0) {
      const request = next.request;
      current.timer = setTimeout(
        () =>
          recycle(
            `no answer to a ${request.op === 'protocol' ? `'${String.fromCharCode(request.message[0] ?? 0)}' message` : request.op} within ${exchangeLimitMs} ms`,
          ),
        exchangeLimitMs,
      );
    }
    worker.postMessage({ ...next.request, id });
  }

  /** Ends the worker, fails what it held, and reopens the data directory on a new one. */
  function recycle(reason: string): void {
    if (recycling || closed) return;
    recycles++;
    lastStall = reason;
    log(`[db] watchdog: ${reason}; restarting the database session (crash recovery)`);
    const stalled = worker;
    const failed = current ? [current, ...queue.splice(0)] : queue.splice(0);
    if (current) clearTimeout(current.timer);
    current = null;
    inTransaction = false;
    const error = new DatabaseStalledError(
      `The database session stopped answering (${reason}) and is being restarted.`,
    );
    for (const call of failed) call.reject(error);
    recycling = (async () => {
      await stalled.terminate().catch(() => undefined);
      for (let attempt = 1; !closed; attempt++) {
        try {
          worker = await spawnWorker({ dataDir: options.dataDir });
          attach(worker);
          log(`[db] watchdog: the database session is serving again`);
          return;
        } catch (reopenError) {
          log(`[db] watchdog: reopening failed (${(reopenError as Error).message}), retrying`);
          await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5000)));
        }
      }
    })().finally(() => {
      recycling = null;
      pump();
    });
  }

  type Request = WorkerRequest extends infer R
    ? R extends WorkerRequest
      ? Omit<R, 'id'>
      : never
    : never;
  function call(request: Request): Promise<unknown> {
    if (closed) return Promise.reject(new Error('The database is closed.'));
    return new Promise((resolve, reject) => {
      queue.push({ request: request as WorkerRequest, resolve, reject });
      pump();
    });
  }

  /** PGlite's query mutex: one exchange (or a caller's group of them) at a time. */
  let exclusive: Promise<void> = Promise.resolve();
  function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = exclusive.then(fn);
    exclusive = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  const direct: TxLike = {
    query: async <Row>(text: string, params?: unknown[]) =>
      (await call({ op: 'query', text, params })) as { rows: Row[]; affectedRows?: number },
    exec: (text: string) => call({ op: 'exec', text }),
  };

  return {
    waitReady: Promise.resolve(),
    get closed() {
      return closed;
    },
    query: <Row>(text: string, params?: unknown[]) =>
      runExclusive(() => direct.query<Row>(text, params)),
    exec: (text: string) => runExclusive(() => direct.exec(text)),
    /** BEGIN … COMMIT around `work`; the caller (pglite-shared's gate) keeps others out. */
    async transaction<T>(work: (tx: TxLike) => Promise<T>): Promise<T> {
      await direct.exec('begin');
      try {
        const result = await work(direct);
        await direct.exec('commit');
        return result;
      } catch (error) {
        if (inTransaction) await direct.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    runExclusive,
    async execProtocolRawStream(
      message: Uint8Array,
      opts: { onRawData: (data: Uint8Array) => void; syncToFs?: boolean },
    ): Promise<void> {
      const data = (await call({
        op: 'protocol',
        message,
        syncToFs: opts.syncToFs ?? true,
      })) as Uint8Array;
      if (data.length > 0) opts.onRawData(data);
    },
    async execProtocolRaw(message: Uint8Array, opts: { syncToFs?: boolean } = {}) {
      return (await call({
        op: 'protocol',
        message,
        syncToFs: opts.syncToFs ?? true,
      })) as Uint8Array;
    },
    isInTransaction: () => inTransaction,
    async dumpDataDir(): Promise<Uint8Array> {
      return (await call({ op: 'dump' })) as Uint8Array;
    },
    /** Changes each time the backend is restarted: a new session, as the bootstrap superuser. */
    generation: () => recycles,
    /** Replaces a backend whose state is known to be broken (pglite-shared.ts: a lost error). */
    restart: (reason: string) => recycle(reason),
    /** Arms (or changes) the watchdog: after start-up, so long migrations are not cut short. */
    setExchangeLimit(ms: number): void {
      exchangeLimitMs = ms;
    },
    /** For /health: a request running longer than the limit means the session stopped answering. */
    state() {
      return {
        recycling: recycling !== null,
        recycles,
        lastStall,
        runningMs: current ? performance.now() - current.sentAt : 0,
        queued: queue.length,
        exchangeLimitMs,
      };
    },
    /** Ends the thread even mid-statement (tests; a stack stopping with a stalled session). */
    async close(): Promise<void> {
      if (closed) return;
      if (recycling) await recycling;
      if (!current && queue.length === 0) {
        await call({ op: 'close' }).catch(() => undefined);
      }
      closed = true;
      clearTimeout(current?.timer);
      await worker.terminate().catch(() => undefined);
    },
  };
}
