import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server, Socket } from 'node:net';
import { protocol, type PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Sql } from './db/sql-client';
import {
  JSON_DEPTH_MAX,
  messageNestingDepth,
  parameterNestingDepth,
  TOO_DEEP_CODE,
  TOO_DEEP_MESSAGE,
} from './json-depth';
import type { TxLike } from './pglite-thread';

/**
 * PGlite is ONE PostgreSQL backend (one session). Two parties use it here: the stack's own code
 * (migrations, auth, seed) in this process, and PostgREST over the loopback socket. Neither may see
 * the other's half-finished work, so this module gives the session to one party at a time.
 *
 * What PGlite and pglite-socket 0.2.17 serialise by themselves (read from their source):
 * - PGlite has a query mutex (one protocol exchange at a time) and a transaction mutex.
 *   `db.query`/`db.exec` take both; `db.transaction` holds the transaction mutex for the whole
 *   transaction but the query mutex only per statement; `db.runExclusive` takes the query mutex only.
 * - pglite-socket runs every wire message ALONE, as `db.runExclusive(() => execProtocolRawStream(msg))`,
 *   and releases the mutex between messages. Its queue keeps one client's transaction together only
 *   against OTHER SOCKET clients (it prefers the last client while `isInTransaction()`).
 * So, unaided: an in-process `db.query` can run between PostgREST's `BEGIN` and `COMMIT` (inside its
 * transaction, under its `SET LOCAL ROLE anon`), or between its Parse and Sync (clobbering the
 * unnamed statement); and a socket message can run inside an in-process `db.transaction`.
 *
 * The fix is a session gate (a FIFO lock) above PGlite's mutexes:
 * - In-process work (`sql.query`, `sql.exec`, `sql.transaction`) holds the gate for its whole call.
 * - The socket side takes the gate on its first message and keeps it until a message that ends an
 *   exchange (Sync, simple Query, startup, Terminate) leaves the session outside a transaction block.
 *   PostgREST's request is Parse/Bind/Describe/Execute/Sync × (BEGIN, set_config, statement, COMMIT),
 *   so it holds the gate from BEGIN to COMMIT.
 * - If the socket client disconnects while holding the gate (PostgREST killed mid-request), the
 *   half-done exchange is ended (Sync, then ROLLBACK) and the gate released.
 * - The gate is taken BEFORE PGlite's mutexes on both sides, so the two lock orders cannot deadlock.
 * - The session identity follows the owner: `SET SESSION AUTHORIZATION authenticator` while the socket
 *   owns it, back to the bootstrap superuser for in-process work. PGlite accepts any user name at
 *   connection start-up and would otherwise run PostgREST as superuser; this way PostgREST has exactly
 *   the rights it has on a real server (it can only SET ROLE to roles granted to authenticator).
 *   (`RESET SESSION AUTHORIZATION` does not return to the superuser on PGlite 0.5.14; naming the role
 *   does.)
 *
 * The socket admits only the stack's own PostgREST (`clientName`, checked in the start-up packet):
 * PGlite has no password check of its own.
 *
 * One connection is served at a time (PGRST_DB_POOL=1). A connection that arrives while another is
 * open WAITS (its socket paused, nothing read) until that one has closed and its session is clean,
 * then it is served; after CONNECTION_WAIT_MS it is refused with 53300, as a full server would.
 * PostgREST's pool closes a connection and opens the next at once (idle for
 * PGRST_DB_POOL_MAX_IDLETIME, older than PGRST_DB_POOL_MAX_LIFETIME, or after a flush): the new
 * connection reaches Node before the old one's close does. pglite-socket with `maxConnections: 1`
 * dropped it (Node's net.Server refuses above maxConnections until the old socket's 'close'), so
 * PostgREST logged "server closed the connection unexpectedly" and answered that request 503
 * (issue 11; docs/decisions.md).
 *
 * Limit: session-level SETs made in-process are seen by PostgREST (use `set local`).
 *
 * Never stuck (issue 12):
 * - Nothing nested deeper than JSON_DEPTH_MAX reaches PGlite (json-depth.ts: on too small a stack
 *   PGlite 0.5.14 loses the error such a value raises and then spins); it gets 54000 instead.
 * - A Bind that PGlite answers with no bytes at all (a lost error: its backend state is dirty) ends
 *   the connection and asks the backend to restart (`restart`, the worker's crash recovery).
 * - A message the backend fails on (the watchdog ended a stalled worker: pglite-thread.ts) ends
 *   the connection with a FATAL error instead of rejecting into pglite-socket, whose queue stops
 *   for good on a rejection.
 * - The socket side may hold the session idle inside a transaction for IDLE_IN_TRANSACTION_MS at
 *   most (PostgreSQL's idle_in_transaction_session_timeout): then its connection is ended and its
 *   transaction rolled back, so a client that waits forever cannot keep everyone else out.
 */

/**
 * How long the socket side may hold the session between messages inside an open exchange or
 * transaction. PostgREST sends a request's messages back to back; a pause this long means it is
 * waiting for an answer that will not come.
 */
export const IDLE_IN_TRANSACTION_MS = 10_000;

/** Connections that may wait behind the one being served; the net server drops any beyond. */
const WAITING_CONNECTIONS_MAX = 4;
/**
 * How long a connection waits for the served one to close before it is refused. PostgREST's pool
 * of one opens a connection only after closing the last, whose close takes milliseconds to arrive;
 * a wait this long means a second client really holds on, and it gets PostgreSQL's 53300.
 */
export const CONNECTION_WAIT_MS = 10_000;

/** Messages after which a client waits for ReadyForQuery: the exchange is over. */
const EXCHANGE_END = new Set(['S', 'Q', 'X', 'startup']);

function messageType(message: Uint8Array): string {
  // The start-up packet (and SSL/cancel requests) have no type byte: they begin with a length.
  return message[0] === 0 ? 'startup' : String.fromCharCode(message[0] ?? 0);
}

/** A first-come, first-served lock. */
class Gate {
  #held = false;
  #waiters: Array<() => void> = [];

  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }

  get held(): boolean {
    return this.#held;
  }

  get waiting(): number {
    return this.#waiters.length;
  }
}

type Identity = 'app' | 'socket';

export type SharedPgliteOptions = {
  /** The role PostgREST logs in as on a real server; the socket session runs as it. */
  socketRole?: string;
  /**
   * PGlite accepts every connection without a password. When set, the socket admits only start-up
   * packets whose application_name is this value (a per-start secret in PostgREST's db URI), so
   * no other local process, nor a PostgREST orphaned by an earlier stack, gets a session.
   */
  clientName?: string;
  /** How long a connection may wait behind another before it is refused (CONNECTION_WAIT_MS). */
  connectionWaitMs?: number;
  /** How long the socket side may hold the session with nothing running (IDLE_IN_TRANSACTION_MS). */
  idleInTransactionMs?: number;
  /** Restarts a backend whose state is known to be broken (the worker thread's recycle). */
  restart?: (reason: string) => void;
  log?: (line: string) => void;
};

/** The start-up packet's parameters (after length and protocol version): key\0value\0 … \0. */
function startupParameters(message: Uint8Array): Record<string, string> {
  const parts = Buffer.from(message.subarray(8)).toString('utf8').split('\0');
  const parameters: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2)
    parameters[parts[i]!] = parts[i + 1]!;
  return parameters;
}

/** A FATAL ErrorResponse, as a server sends before closing a refused connection. */
function fatalError(code: string, message: string, severity = 'FATAL'): Uint8Array {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${message}\0\0`, 'utf8');
  const out = Buffer.alloc(5 + fields.length);
  out.write('E', 0);
  out.writeInt32BE(4 + fields.length, 1);
  fields.copy(out, 5);
  return out;
}

/** What the socket side is doing: for the soak's figures and for tests that wait on a state. */
export type SocketState = {
  /** Connections so far: all, those that waited for the previous one to close, those refused. */
  opened: number;
  waited: number;
  refused: number;
  /** Socket messages arrived and not yet done (waiting for the session or running). */
  messagesInFlight: number;
  /** The socket side holds the session (inside an exchange or a transaction). */
  holdsSession: boolean;
  /** A connection is being served; connections waiting behind it; a left one's clean-up runs. */
  serving: boolean;
  waitingConnections: number;
  cleaningUp: boolean;
  /** Statements refused for nesting deeper than JSON_DEPTH_MAX. */
  tooDeep: number;
  /** Connections ended because the backend lost an answer, failed, or they idled in a transaction. */
  ended: number;
};

/**
 * What the session needs of PGlite: PGlite itself, or PGlite on a worker thread
 * (pglite-thread.ts). A fresh `generation()` means the backend was restarted (a new session).
 */
export type SessionBackend = Pick<
  PGlite,
  'runExclusive' | 'execProtocolRawStream' | 'execProtocolRaw' | 'isInTransaction' | 'close'
> & {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
  transaction<T>(work: (tx: TxLike) => Promise<T>): Promise<T>;
  readonly waitReady: Promise<void>;
  generation?: () => number;
};

export type SharedPglite = {
  /** The stack's own access, as the superuser PGlite starts as. */
  sql: Sql;
  /**
   * Serves the session on a loopback port for PostgREST (pglite-socket, one connection at a time,
   * later ones waiting their turn). Stop the returned server before close().
   */
  listen(host: string, port: number): Promise<PGLiteSocketServer>;
  socketState(): SocketState;
  /** Someone (in-process work or PostgREST) holds the session now, or waits for it. */
  busy(): boolean;
  /** Waits for the current owner to finish, then closes PGlite (flushes and checkpoints). */
  close(): Promise<void>;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export async function sharePglite(
  db: SessionBackend,
  options: SharedPgliteOptions = {},
): Promise<SharedPglite> {
  const log = options.log ?? ((line: string) => console.error(line));
  const connectionWaitMs = options.connectionWaitMs ?? CONNECTION_WAIT_MS;
  const gate = new Gate();
  const insideAppWork = new AsyncLocalStorage<true>();
  const { rows } = await db.query<{ user: string }>('select session_user as "user"');
  const appRole = rows[0]!.user;
  const socketRole = options.socketRole;
  for (const role of [appRole, socketRole]) {
    if (role !== undefined && !IDENTIFIER.test(role)) throw new Error(`Unsafe role name '${role}'`);
  }

  let identity: Identity = 'app';
  let socketOwnsGate = false;
  /** The connection being served: the only one whose messages reach PGlite. */
  let served: Socket | null = null;
  /** Connections that arrived while another was served, paused, first come first served. */
  const waiting: Array<{ socket: Socket; timer: NodeJS.Timeout }> = [];
  /** The served connection failed the clientName check. */
  let refusing = false;
  let messagesInFlight = 0;
  let closed = false;
  const counts = { opened: 0, waited: 0, refused: 0, tooDeep: 0, ended: 0 };
  const idleInTransactionMs = options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS;
  /** The backend generation the identity was set on: a restarted backend starts as appRole. */
  let identityGeneration = db.generation?.() ?? 0;

  /** Runs with PGlite's query mutex NOT held (db.exec takes it). */
  async function becomeOrWarn(target: Identity): Promise<void> {
    const generation = db.generation?.() ?? 0;
    if (generation !== identityGeneration) {
      identityGeneration = generation;
      identity = 'app';
    }
    if (identity === target) return;
    const role = target === 'app' ? appRole : socketRole;
    if (role === undefined) {
      identity = target;
      return;
    }
    try {
      await db.exec(`set session authorization ${role}`);
      identity = target;
    } catch (error) {
      // Never throw on the socket path: pglite-socket's queue stops for good if a run rejects.
      log(`[db] could not switch the session to ${role}: ${(error as Error).message}`);
    }
  }

  async function withSession<T>(work: () => Promise<T>): Promise<T> {
    if (closed) throw new Error('The database is closed.');
    if (insideAppWork.getStore()) {
      throw new Error(
        'Nested database call: inside sql.transaction() use the `tx` it passes, not the outer sql ' +
          '(PGlite has one session; the outer call would wait for the transaction forever).',
      );
    }
    await gate.acquire();
    try {
      await becomeOrWarn('app');
      const result = await insideAppWork.run(true, work);
      if (db.isInTransaction()) {
        // `sql.exec('begin')` … `sql.exec('commit')` over several calls would let PostgREST's
        // requests run inside that transaction between the calls.
        await db.exec('rollback');
        throw new Error('A call left a transaction open (rolled back): use sql.transaction().');
      }
      return result;
    } finally {
      gate.release();
    }
  }

  /** PGlite 0.5.14 loses the error of a value nested too deep, and then spins (json-depth.ts). */
  function refuseTooDeep(params: unknown[] | undefined): void {
    if (parameterNestingDepth(params) > JSON_DEPTH_MAX) {
      counts.tooDeep++;
      throw Object.assign(new Error(TOO_DEEP_MESSAGE), { code: TOO_DEEP_CODE });
    }
  }

  const wrapTx = (tx: TxLike): Sql => ({
    async query(text, params) {
      refuseTooDeep(params);
      const result = await tx.query(text, params);
      return { rows: result.rows as never[], affectedRows: result.affectedRows };
    },
    async exec(text) {
      await tx.exec(text);
    },
    transaction: () => Promise.reject(new Error('nested transaction')),
    close: async () => undefined,
  });

  const sql: Sql = {
    async query(text, params) {
      refuseTooDeep(params);
      const result = await withSession(() => db.query(text, params));
      return { rows: result.rows as never[], affectedRows: result.affectedRows };
    },
    async exec(text) {
      await withSession(() => db.exec(text));
    },
    transaction(work) {
      return withSession(() => db.transaction((tx) => work(wrapTx(tx))));
    },
    // The database belongs to whoever opened it (Database.close); code it is lent to cannot close it.
    close: async () => undefined,
  };

  /** Ends a half-done exchange and any open transaction. Call with PGlite's query mutex held. */
  async function resetSession(): Promise<void> {
    await db.execProtocolRaw(protocol.serialize.sync(), { syncToFs: false });
    if (db.isInTransaction()) {
      await db.execProtocolRaw(protocol.serialize.query('ROLLBACK'));
      await db.execProtocolRaw(protocol.serialize.sync());
    }
  }

  let abandoning: Promise<void> | undefined;
  /** The client left while owning the session: clean up, then hand the session back (once). */
  function abandonSocketSession(): Promise<void> {
    if (!socketOwnsGate) return Promise.resolve();
    abandoning ??= (async () => {
      try {
        await db.runExclusive(resetSession);
      } catch (error) {
        log(`[db] cleaning up after a closed connection failed: ${(error as Error).message}`);
      } finally {
        socketOwnsGate = false;
        abandoning = undefined;
        gate.release();
      }
    })();
    return abandoning;
  }

  let lastMessage = 'startup';
  /** The current extended-protocol exchange failed here: messages are ignored until Sync. */
  let skippingUntilSync = false;

  /** Ends the served connection with a FATAL error; the close handler cleans the session up. */
  function endServed(code: string, message: string): void {
    const socket = served;
    if (!socket) return;
    counts.ended++;
    log(`[db] ${message}`);
    refusing = true; // nothing more of this connection reaches PGlite
    if (socket.writable) socket.write(fatalError(code, message));
    setImmediate(() => socket.destroy());
  }

  let idleTimer: NodeJS.Timeout | undefined;
  /** The socket side keeps the session between messages: it must not keep it idle forever. */
  function watchIdleHold(): void {
    clearTimeout(idleTimer);
    if (!socketOwnsGate || idleInTransactionMs <= 0) return;
    idleTimer = setTimeout(() => {
      if (socketOwnsGate && messagesInFlight === 0) {
        endServed(
          '25P03',
          `terminating connection due to idle-in-transaction timeout (${idleInTransactionMs} ms)`,
        );
      }
    }, idleInTransactionMs);
    idleTimer.unref();
  }
  /** The socket side already owned the session when the current message arrived. */
  let heldFromEarlierMessage = false;
  const socketDb = new Proxy(db, {
    get(target, property, receiver) {
      switch (property) {
        case 'runExclusive':
          return async <T>(fn: () => Promise<T>): Promise<T> => {
            // Counted from arrival, not from when it runs: the next connection is served only once
            // nothing of the previous one waits for the gate or runs.
            messagesInFlight++;
            clearTimeout(idleTimer);
            try {
              if (abandoning) await abandoning;
              heldFromEarlierMessage = socketOwnsGate;
              if (!socketOwnsGate) {
                await gate.acquire();
                socketOwnsGate = true;
                await becomeOrWarn('socket');
              }
              return await target.runExclusive(fn);
            } finally {
              messagesInFlight--;
              if (served === null) {
                // The client left while this message waited or ran.
                afterServedLeft();
              } else if (
                socketOwnsGate &&
                EXCHANGE_END.has(lastMessage) &&
                !target.isInTransaction()
              ) {
                socketOwnsGate = false;
                gate.release();
              }
              if (messagesInFlight === 0) watchIdleHold();
            }
          };
        case 'execProtocolRawStream':
          return async (
            message: Uint8Array,
            opts: Parameters<PGlite['execProtocolRawStream']>[1],
          ) => {
            lastMessage = messageType(message);
            if (lastMessage === 'startup' && options.clientName !== undefined) {
              const name = startupParameters(message).application_name;
              refusing = name !== options.clientName;
              if (refusing) {
                counts.refused++;
                log(
                  `[db] refused a socket connection ('${name ?? 'unnamed'}' is not this stack's PostgREST)`,
                );
              }
            }
            if (lastMessage === 'startup' && heldFromEarlierMessage) {
              // A new connection while the previous one's exchange is still open (it vanished
              // unseen): start it from a clean session, as a new backend would.
              await resetSession();
            }
            if (refusing) {
              // Nothing from a refused connection reaches PGlite; the connection is then closed.
              opts.onRawData(
                fatalError('28P01', 'this database socket belongs to the local stack'),
              );
              const socket = served;
              setImmediate(() => socket?.destroy());
              return;
            }
            if (skippingUntilSync) {
              // After an error in an extended-protocol exchange a server ignores messages until
              // Sync, which it answers (ReadyForQuery).
              if (lastMessage !== 'S') return;
              skippingUntilSync = false;
            } else if (messageNestingDepth(message) > JSON_DEPTH_MAX) {
              counts.tooDeep++;
              log(`[db] refused a statement nested more than ${JSON_DEPTH_MAX} levels deep`);
              opts.onRawData(fatalError(TOO_DEEP_CODE, TOO_DEEP_MESSAGE, 'ERROR'));
              if (lastMessage !== 'Q') {
                skippingUntilSync = true;
                return;
              }
              // A simple Query ends with ReadyForQuery: PGlite gives it (with the status) for a Sync.
              message = protocol.serialize.sync();
            }
            let answered = 0;
            try {
              await target.execProtocolRawStream(message, {
                ...opts,
                onRawData: (data: Uint8Array) => {
                  answered += data.length;
                  opts.onRawData(data);
                },
              });
            } catch (error) {
              // Rejecting would stop pglite-socket's queue for good: end this connection instead.
              endServed('57P01', `terminating connection: ${(error as Error).message}`);
              return;
            }
            if (lastMessage === 'B' && answered === 0) {
              // A Bind is answered by BindComplete or ErrorResponse. Nothing at all means PGlite
              // lost an error and its backend state is dirty (the next one may spin): restart it.
              endServed('57P01', 'terminating connection: the database lost an error and restarts');
              options.restart?.('a Bind answered with nothing (a lost error)');
            }
          };
        case 'isInTransaction':
          // The socket side must never see an in-process transaction: its queue would wait for a
          // socket client that will never send the next message.
          return () => socketOwnsGate && target.isInTransaction();
        case 'exec':
          // Only pglite-socket's disconnect clean-up calls this (ROLLBACK), and only after
          // isInTransaction() said true, i.e. while the socket side owns the session.
          return async (query: string) => {
            if (!socketOwnsGate) return [];
            return target.exec(query);
          };
        default: {
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        }
      }
    },
  });

  /** Lets a waiting connection's bytes flow, once pglite-socket listens to them (else they'd be lost). */
  function resumeWhenAttached(socket: Socket): void {
    if (socket.destroyed) return;
    if (socket.listenerCount('data') > 0) socket.resume();
    else setImmediate(() => resumeWhenAttached(socket));
  }

  /** Serves the next waiting connection, once the last one's session is clean. */
  function serveNext(): void {
    if (served !== null || messagesInFlight > 0 || socketOwnsGate) return;
    const next = waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    served = next.socket;
    refusing = false;
    resumeWhenAttached(next.socket);
  }

  /** The served connection is gone: end what it left open, then serve the next one. */
  function afterServedLeft(): void {
    if (served !== null || messagesInFlight > 0) return;
    void abandonSocketSession().then(serveNext);
  }

  function watch(netServer: Server): void {
    netServer.on('connection', (socket: Socket) => {
      counts.opened++;
      if (served === null && waiting.length === 0 && messagesInFlight === 0 && !socketOwnsGate) {
        served = socket;
        refusing = false;
      } else {
        // This listener runs before pglite-socket's handler attaches (on setImmediate), and a
        // paused socket stays paused when 'data' listeners are added: nothing of a waiting
        // connection is read, so none of its messages reach pglite-socket's queue.
        socket.pause();
        counts.waited++;
        const timer = setTimeout(() => {
          const index = waiting.findIndex((entry) => entry.socket === socket);
          if (index === -1) return;
          waiting.splice(index, 1);
          counts.refused++;
          log(`[db] refused a socket connection: another stayed open for ${connectionWaitMs} ms`);
          socket.end(fatalError('53300', 'sorry, too many clients already'), () =>
            socket.destroy(),
          );
        }, connectionWaitMs);
        timer.unref();
        waiting.push({ socket, timer });
      }
      let closeSeen = false;
      const onClose = () => {
        if (closeSeen) return;
        closeSeen = true;
        const index = waiting.findIndex((entry) => entry.socket === socket);
        if (index !== -1) {
          clearTimeout(waiting[index]!.timer);
          waiting.splice(index, 1);
          return;
        }
        if (served !== socket) return;
        served = null;
        skippingUntilSync = false;
        // pglite-socket handles 'close' on setImmediate too (its queue drops the client's pending
        // messages); whatever still runs is waited for (messagesInFlight) and then cleaned up.
        setImmediate(afterServedLeft);
      };
      socket.once('close', onClose);
      // pglite-socket's detach() calls removeAllListeners('close'), ours included. When it runs
      // between a socket's destroy and its 'close' (emitted a tick later), the close was never seen
      // and the session stayed held (seen with PGlite on a worker thread): keep listening.
      const removeAllListeners = socket.removeAllListeners.bind(socket);
      socket.removeAllListeners = (event?: string | symbol) => {
        removeAllListeners(event);
        // Even when already destroyed: its 'close' may still be due (emitted on the next tick).
        if ((event === undefined || event === 'close') && !closeSeen) socket.once('close', onClose);
        return socket;
      };
    });
  }

  async function listen(host: string, port: number): Promise<PGLiteSocketServer> {
    const server = new PGLiteSocketServer({
      db: socketDb as unknown as PGlite,
      host,
      port,
      // The net server's limit: the served connection and those waiting. Who is served is
      // decided here (watch), never by pglite-socket's own limit.
      maxConnections: 1 + WAITING_CONNECTIONS_MAX,
    });
    await server.start();
    // PGLiteSocketServer keeps its net.Server private; pglite-socket is pinned to 0.2.17 and
    // pglite-shared.test.ts fails if this stops working. Without it every connection would be
    // served at once, interleaving their exchanges on the one session: refuse to run.
    const netServer = (server as unknown as { server: Server | null }).server;
    if (!netServer || typeof netServer.on !== 'function') {
      await server.stop();
      throw new Error('pglite-socket internals changed: cannot serve one connection at a time');
    }
    watch(netServer);
    return server;
  }

  async function close(): Promise<void> {
    if (closed) return;
    await gate.acquire();
    closed = true;
    try {
      await db.close();
    } finally {
      gate.release();
    }
  }

  return {
    sql,
    listen,
    socketState: () => ({
      ...counts,
      messagesInFlight,
      holdsSession: socketOwnsGate,
      serving: served !== null,
      waitingConnections: waiting.length,
      cleaningUp: abandoning !== undefined,
    }),
    busy: () => gate.held || gate.waiting > 0,
    close,
  };
}
