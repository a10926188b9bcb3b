import {
  rowKey,
  type LocalReplica,
  type PendingChange,
  type PullPage,
  type PullState,
  type PulledRow,
  type PushResult,
  type RowKey,
} from '../ports';

/**
 * Test double (tests only): the LocalReplica port in memory, for the scheduler's tests, which care
 * about when the engine runs and what it reports, not how rows merge (DexieLocalReplica's own tests
 * cover the Dexie replica). `watchOutbox` calls back on writes only, as the port promises.
 */
export class MemoryReplica implements LocalReplica {
  readonly outbox: PendingChange[] = [];
  readonly rejected: Array<PendingChange & { code: string; rejected_at: string }> = [];
  readonly rows = new Map<string, PulledRow['row']>();
  state: PullState = { cursor: null, scope: null, resync: false };
  synced: string | null = null;
  /** Set to make every replica call fail, as a closed database does. */
  broken: Error | null = null;

  private nextSeq = 1;
  private readonly repairs = new Map<string, RowKey>();
  private readonly watchers = new Set<() => void>();

  /** A command's write: one outbox change, then the watchers hear of it. */
  write(id: string, fields: Record<string, unknown> = { title: 'Fractions' }): PendingChange {
    const change: PendingChange = {
      seq: this.nextSeq++,
      table: 'lessons',
      op: 'upsert',
      id,
      fields,
      base: {},
    };
    this.outbox.push(change);
    for (const watcher of this.watchers) watcher();
    return change;
  }

  async clientId(): Promise<string> {
    return this.check('00000000-0000-4000-8000-000000000001');
  }

  async pendingChanges(limit: number): Promise<PendingChange[]> {
    return this.check(this.outbox.slice(0, limit));
  }

  async pendingCount(): Promise<number> {
    return this.check(this.outbox.length);
  }

  async acknowledge(results: readonly PushResult[], at: string): Promise<void> {
    this.check(null);
    for (const result of results) {
      const index = this.outbox.findIndex((change) => change.seq === result.seq);
      if (index < 0) continue;
      const [change] = this.outbox.splice(index, 1);
      if (result.status === 'rejected' && change) {
        this.rejected.push({ ...change, code: result.code ?? 'rejected', rejected_at: at });
        this.repairs.set(rowKey(change.table, change.id), { table: change.table, id: change.id });
      }
    }
  }

  async rowsNeedingRepair(): Promise<RowKey[]> {
    return this.check([...this.repairs.values()]);
  }

  async repairRows(
    rows: ReadonlyArray<{ key: RowKey; row: PulledRow['row'] | null }>,
  ): Promise<void> {
    this.check(null);
    for (const { key, row } of rows) {
      const k = rowKey(key.table, key.id);
      if (row) this.rows.set(k, row);
      else this.rows.delete(k);
      this.repairs.delete(k);
    }
  }

  async readPullState(): Promise<PullState> {
    return this.check({ ...this.state });
  }

  async requestResync(scope: string): Promise<void> {
    this.check(null);
    this.state = { ...this.state, scope, resync: true };
  }

  async applyPage(page: PullPage): Promise<void> {
    this.check(null);
    for (const pulled of page.rows) this.rows.set(rowKey(pulled.table, pulled.id), pulled.row);
    this.state = {
      ...this.state,
      cursor: page.next_cursor ?? this.state.cursor,
      scope: page.scope,
    };
  }

  async finishResync(seen: ReadonlySet<string>): Promise<number> {
    this.check(null);
    const pending = new Set(this.outbox.map((change) => rowKey(change.table, change.id)));
    const gone = [...this.rows.keys()].filter((key) => !seen.has(key) && !pending.has(key));
    for (const key of gone) this.rows.delete(key);
    this.state = { ...this.state, resync: false };
    return gone.length;
  }

  async setLastSyncedAt(at: string): Promise<void> {
    this.check(null);
    this.synced = at;
  }

  async lastSyncedAt(): Promise<string | null> {
    return this.check(this.synced);
  }

  watchOutbox(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  get watching(): number {
    return this.watchers.size;
  }

  private check<T>(value: T): T {
    if (this.broken) throw this.broken;
    return value;
  }
}
