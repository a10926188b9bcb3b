/**
 * The engine's edges (DESIGN §6). The engine only talks to these interfaces: `LocalReplica` is the
 * Dexie replica and outbox (the app implements it as DexieLocalReplica), `RemoteStore` the server
 * (sync/remote), and the clock, timers and network come from whoever starts it, so tests drive
 * time and faults.
 */
import type { PushableTable } from '../merge/change';

type Json = unknown;

/** One outbox change as it goes over the wire (client_id travels once per push). */
export interface PendingChange {
  seq: number;
  table: PushableTable;
  op: 'upsert' | 'delete';
  id: string;
  fields: Record<string, Json>;
  base: Record<string, Json>;
}

export type PushStatus = 'applied' | 'duplicate' | 'rejected';

export interface PushResult {
  seq: number;
  status: PushStatus;
  /** For rejected: 'deleted' | 'missing' | 'invalid' or a SQLSTATE such as 42501. */
  code?: string;
  message?: string;
}

export interface PushResponse {
  results: PushResult[];
  last_seq: number;
}

/** A pulled row: `table` is the server table ('sync_conflicts' included). */
export interface PulledRow {
  table: string;
  id: string;
  txid: string;
  row: Record<string, Json> & { id: string; txid: string };
}

export interface PullPage {
  rows: PulledRow[];
  has_more: boolean;
  next_cursor: string | null;
  /** Fingerprint of what the caller may see; a change means re-pull from the start and purge. */
  scope: string;
}

/** Where the pull stands; `resync` survives a crash so an interrupted full pull starts over. */
export interface PullState {
  cursor: string | null;
  scope: string | null;
  resync: boolean;
}

export interface RowKey {
  table: string;
  id: string;
}

export interface LocalReplica {
  /** This device's id for exactly-once push; created on first use and kept with the outbox. */
  clientId(): Promise<string>;
  /** Oldest first, at most `limit`. */
  pendingChanges(limit: number): Promise<PendingChange[]>;
  pendingCount(): Promise<number>;
  /**
   * Removes applied and duplicate changes from the outbox and moves rejected ones to the rejected
   * list (with code and message), in one transaction. Rows touched by a rejection are marked for
   * repair. Seqs not in the outbox any more are ignored (another tab acknowledged them).
   */
  acknowledge(results: readonly PushResult[], at: string): Promise<void>;
  /** Rows whose local value still carries a rejected change. */
  rowsNeedingRepair(): Promise<RowKey[]>;
  /**
   * Replaces those rows with the server's version (null: the server has none the user may see)
   * with still-pending changes re-applied, and clears their repair mark.
   */
  repairRows(rows: ReadonlyArray<{ key: RowKey; row: PulledRow['row'] | null }>): Promise<void>;
  readPullState(): Promise<PullState>;
  /** Marks that the next pull starts over from the beginning and purges (scope changed). */
  requestResync(scope: string): Promise<void>;
  /**
   * Applies one pulled page with pending changes re-applied on top, and records the cursor and
   * scope, in one transaction: a crash never leaves rows without their cursor or the reverse.
   */
  applyPage(page: PullPage): Promise<void>;
  /**
   * Stores rows fetched ahead of the first pull (the weeks around today), as applyPage stores a
   * page's rows, but leaves the cursor and scope alone: the pull that follows brings them again.
   * Optional: a replica without it simply waits for the pull.
   */
  applyAhead?(rows: readonly PulledRow[]): Promise<void>;
  /**
   * After a full pull: deletes every row the pull did not return, except rows with pending
   * changes or created here and not yet pulled back. Clears `resync`. Returns how many went.
   */
  finishResync(seen: ReadonlySet<string>): Promise<number>;
  setLastSyncedAt(at: string): Promise<void>;
  lastSyncedAt(): Promise<string | null>;
  /** Calls back after any outbox write (from any tab). Returns the unsubscribe. */
  watchOutbox(listener: () => void): () => void;
}

/** Why a remote call failed, which decides what the engine does next. */
export type RemoteFailureKind =
  | 'offline' // no answer at all: wait for the network
  | 'transient' // 5xx, 429, a timeout: back off and retry
  | 'auth' // the token expired or was refused: refresh it, keep everything local
  | 'permanent' // a 4xx on the whole request: retrying the same request cannot help
  // An answer that does not say what the protocol promises (not JSON, a field missing or of the
  // wrong type, a seq the push did not send, an unknown table, a row failing its entity schema):
  // nothing of it is acknowledged or written; back off and retry like a 5xx.
  | 'bad-answer';

export class RemoteFailure extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'RemoteFailure';
  }
}

/**
 * The replica itself failed (closed on sign-out, quota exceeded, storage blocked). The engine
 * wraps whatever a LocalReplica call throws in one of these, so the reason shown is "this device's
 * storage", whatever the replica is built on; the original error is the `cause`.
 */
export class LocalFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause), { cause });
    this.name = 'LocalFailure';
  }
}

/** Every method throws RemoteFailure on failure; answers are parsed before they are returned. */
export interface RemoteStore {
  push(clientId: string, changes: readonly PendingChange[]): Promise<PushResponse>;
  pull(cursor: string | null, limit: number): Promise<PullPage>;
  /** The server's current rows (as the caller may see them) for the keys given. */
  fetchRows(keys: readonly RowKey[]): Promise<Map<string, PulledRow['row']>>;
  /**
   * What a screen needs first on a device that never pulled: the lessons dated within `window`
   * (ISO dates, inclusive) and the small tables that lay out their weeks, as the caller may see
   * them. Optional: a store without it leaves a first sync in txid order only.
   */
  pullAround?(window: DateWindow): Promise<PulledRow[]>;
}

export interface DateWindow {
  from: string;
  to: string;
}

export interface Clock {
  /** ISO timestamp. */
  nowIso(): string;
  nowMs(): number;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's online/offline and focus events, or a test's switch. */
export interface Environment {
  isOnline(): boolean;
  /** Calls back on `online`, `offline` and focus. Returns the unsubscribe. */
  subscribe(listener: (event: 'online' | 'offline' | 'focus') => void): () => void;
}

/** Refreshes an expired session; true if a fresh token is now in use. Never signs out. */
export type RefreshSession = () => Promise<boolean>;

export const rowKey = (table: string, id: string) => `${table}:${id}`;
