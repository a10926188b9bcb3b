import type { Change, Row } from '../../merge/change';
import { applyChange } from '../../merge/merge-rules';
import {
  rowKey,
  type PendingChange,
  type PullPage,
  type PulledRow,
  type PushResponse,
  type PushResult,
  type RemoteStore,
  type RowKey,
} from '../ports';

type Method = 'push' | 'pull' | 'fetchRows';
type ServerRow = Row & { txid: string };

/** The server's own clock for tombstones: merge never reads a clock, and neither does this. */
const SERVER_NOW = '2026-11-23T07:00:00.000Z';

/**
 * Test double (tests only): sync_push and sync_pull as DESIGN §6 describes them, in memory. Push
 * applies each change with the real merge rules (sync/merge), exactly once per (client, seq), and a
 * batch is one transaction with one txid. Pull pages in (txid, table, id) order with an explicit
 * has_more, and an empty page returns the cursor it was given. Tests can hide rows (access lost),
 * refuse rows (RLS), change the scope, inject failures and hold a call open.
 */
export class MemoryServer implements RemoteStore {
  /** Fingerprint of what the caller may see; change it together with `hidden`. */
  scope = 'scope-1';
  /** Row keys the caller may no longer see (pull and fetchRows leave them out). */
  readonly hidden = new Set<string>();
  /** Row keys RLS refuses to let this caller write: such a change is rejected with 42501. */
  readonly refused = new Set<string>();
  readonly pushes: PendingChange[][] = [];
  readonly pulls: Array<string | null> = [];
  readonly fetches: RowKey[][] = [];

  private readonly rows = new Map<string, { table: string; row: ServerRow }>();
  private readonly lastSeq = new Map<string, number>();
  private lastTxid = 100n;
  private readonly failures: Array<{ method: Method; error: Error }> = [];
  private readonly holds = new Map<Method, Array<Promise<void>>>();

  /** The next call to `method` throws `error` (queued in order). */
  failNext(method: Method, error: Error): void {
    this.failures.push({ method, error });
  }

  /** The next call to `method` waits until the returned function is called. */
  hold(method: Method): () => void {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.holds.set(method, [...(this.holds.get(method) ?? []), gate]);
    return () => release();
  }

  /** Another device's write, committed in its own transaction. */
  put(table: string, row: Row): ServerRow {
    const stored = {
      created_at: SERVER_NOW,
      updated_at: SERVER_NOW,
      ...row,
      txid: this.nextTxid(),
    };
    this.rows.set(rowKey(table, row.id), { table, row: stored });
    return stored;
  }

  row(table: string, id: string): ServerRow | undefined {
    return this.rows.get(rowKey(table, id))?.row;
  }

  /** Every row of `table` the caller may see, as a select would return them. */
  visibleRows(table: string): ServerRow[] {
    return [...this.rows.values()]
      .filter((entry) => entry.table === table && !this.hidden.has(rowKey(table, entry.row.id)))
      .map((entry) => entry.row);
  }

  async push(clientId: string, changes: readonly PendingChange[]): Promise<PushResponse> {
    await this.enter('push');
    this.pushes.push([...changes]);
    const txid = this.nextTxid();
    const results = changes.map((change) => this.applyOne(clientId, change, txid));
    return { results, last_seq: this.lastSeq.get(clientId) ?? 0 };
  }

  async pull(cursor: string | null, limit: number): Promise<PullPage> {
    await this.enter('pull');
    this.pulls.push(cursor);
    const after = cursor === null ? null : parseCursor(cursor);
    const visible = [...this.rows.values()]
      .filter(({ table, row }) => !this.hidden.has(rowKey(table, row.id)))
      .map(({ table, row }): PulledRow => ({ table, id: row.id, txid: row.txid, row }))
      .sort(compareRows)
      .filter((row) => after === null || compareRows(row, after) > 0);
    const rows = visible.slice(0, limit);
    const last = rows.at(-1);
    return {
      rows,
      has_more: visible.length > limit,
      next_cursor: last ? `${last.txid}:${last.table}:${last.id}` : cursor,
      scope: this.scope,
    };
  }

  async fetchRows(keys: readonly RowKey[]): Promise<Map<string, PulledRow['row']>> {
    await this.enter('fetchRows');
    this.fetches.push([...keys]);
    const found = new Map<string, PulledRow['row']>();
    for (const { table, id } of keys) {
      const key = rowKey(table, id);
      const stored = this.rows.get(key);
      if (stored && !this.hidden.has(key)) found.set(key, stored.row);
    }
    return found;
  }

  private applyOne(clientId: string, change: PendingChange, txid: string): PushResult {
    const { seq, table, id } = change;
    if (seq <= (this.lastSeq.get(clientId) ?? 0)) return { seq, status: 'duplicate' };
    this.lastSeq.set(clientId, seq);
    const key = rowKey(table, id);
    if (this.refused.has(key) || this.hidden.has(key)) {
      return { seq, status: 'rejected', code: '42501', message: 'row-level security' };
    }
    const current = this.rows.get(key)?.row ?? null;
    const outcome = applyChange(current, { ...change, client_id: clientId } as Change, {
      now: SERVER_NOW,
    });
    if (outcome.kind === 'rejected') {
      return { seq, status: 'rejected', code: outcome.reason, message: `change ${outcome.reason}` };
    }
    // The touch trigger's columns, so pulled rows look like the real server's.
    const created_at = current?.created_at ?? SERVER_NOW;
    this.rows.set(key, {
      table,
      row: { ...outcome.row, created_at, updated_at: SERVER_NOW, txid },
    });
    return { seq, status: 'applied' };
  }

  private async enter(method: Method): Promise<void> {
    const gates = this.holds.get(method) ?? [];
    const gate = gates.shift();
    if (gate) await gate;
    const index = this.failures.findIndex((failure) => failure.method === method);
    if (index >= 0) throw this.failures.splice(index, 1)[0]!.error;
  }

  private nextTxid(): string {
    this.lastTxid += 1n;
    return String(this.lastTxid);
  }
}

type Position = Pick<PulledRow, 'table' | 'id' | 'txid'>;

function parseCursor(cursor: string): Position {
  const [txid = '', table = '', id = ''] = cursor.split(':');
  return { txid, table, id };
}

function compareRows(a: Position, b: Position): number {
  const byTxid = BigInt(a.txid) - BigInt(b.txid);
  if (byTxid !== 0n) return byTxid < 0n ? -1 : 1;
  if (a.table !== b.table) return a.table < b.table ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
