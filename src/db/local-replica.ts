import { Dexie, liveQuery, type Table } from 'dexie';
import type { Change, PushableTable, Row } from '../../sync/merge/change';
import { rebasePending } from '../../sync/merge/rebase';
import {
  rowKey,
  type LocalReplica,
  type PendingChange,
  type PullPage,
  type PullState,
  type PulledRow,
  type PushResult,
  type RowKey,
} from '../../sync/engine/ports';
import { LOCAL_TXID, SYNCED_TABLES } from './entities';
import { syncStateSchemas, type OutboxChange, type SyncStateKey } from './outbox-schema';
import type { ReplicaDb } from './replica-db';

type StoredRow = Row & { txid: string };

/** Server table → Dexie store: conflicts keep a short name locally. */
function storeName(table: string): string {
  return table === 'sync_conflicts' ? 'conflicts' : table;
}

const REPLICATED_STORES = [...SYNCED_TABLES, 'conflicts'] as const;
/** Pulled and applied, never stored (see applyRevocations). */
const REVOCATIONS = 'sync_revocations';

/** The Dexie replica as the sync engine's LocalReplica port (DESIGN §6). */
export class DexieLocalReplica implements LocalReplica {
  constructor(
    private readonly db: ReplicaDb,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  async clientId(): Promise<string> {
    return this.db.transaction('rw', this.db.sync_state, async () => {
      const existing = await this.readState('client_id');
      if (existing !== null) return existing;
      const created = this.newId();
      await this.db.sync_state.put({ key: 'client_id', value: created });
      return created;
    });
  }

  /**
   * Oldest first, and never past a resource whose file is still waiting to upload (DESIGN §6
   * "Files offline"): the row must not reach the server before its object does, and since the
   * server treats every seq at or below a client's last one as a duplicate, nothing after it may
   * go first either. The uploader asks for a sync once the file is up.
   */
  async pendingChanges(limit: number): Promise<PendingChange[]> {
    const { outbox } = this.db;
    const entries = await this.db.transaction('r', this.holdBackStores(), async () => {
      const heldFrom = await this.firstHeldBackSeq();
      const sendable =
        heldFrom === null ? outbox.orderBy('seq') : outbox.where('seq').below(heldFrom);
      return sendable.limit(limit).toArray();
    });
    return entries.map(({ seq, table, op, id, fields, base }) => ({
      seq,
      table,
      op,
      id,
      fields,
      base,
    }));
  }

  /**
   * The changes a push could send now: held-back ones are not counted, or the engine, which runs
   * again at once while anything is pending, would loop until the file is up. The unsynced count
   * the teacher sees is the whole outbox (useOutboxCount).
   */
  pendingCount(): Promise<number> {
    return this.db.transaction('r', this.holdBackStores(), async () => {
      const heldFrom = await this.firstHeldBackSeq();
      return heldFrom === null
        ? this.db.outbox.count()
        : this.db.outbox.where('seq').below(heldFrom).count();
    });
  }

  async acknowledge(results: readonly PushResult[], at: string): Promise<void> {
    const { outbox, rejected, row_repairs } = this.db;
    await this.db.transaction('rw', [outbox, rejected, row_repairs], async () => {
      const seqs = results.map((result) => result.seq);
      const entries = await outbox.bulkGet(seqs);
      const refused = results.flatMap((result, index) => {
        const entry = entries[index];
        if (!entry || result.status !== 'rejected') return [];
        return [{ ...entry, code: result.code ?? 'rejected', message: result.message ?? '', at }];
      });
      await rejected.bulkPut(
        refused.map(({ at: rejectedAt, ...entry }) => ({ ...entry, rejected_at: rejectedAt })),
      );
      await row_repairs.bulkPut(
        refused.map((entry) => ({
          key: rowKey(entry.table, entry.id),
          table: entry.table,
          id: entry.id,
        })),
      );
      await outbox.bulkDelete(seqs);
    });
  }

  async rowsNeedingRepair(): Promise<RowKey[]> {
    const repairs = await this.db.row_repairs.toArray();
    return repairs.map(({ table, id }) => ({ table, id }));
  }

  async repairRows(
    rows: ReadonlyArray<{ key: RowKey; row: PulledRow['row'] | null }>,
  ): Promise<void> {
    const stores = [
      ...this.replicatedStores(),
      this.db.outbox,
      this.db.row_repairs,
      this.db.sync_state,
    ];
    await this.db.transaction('rw', stores, async () => {
      const pending = await this.pendingByRow();
      for (const { key, row } of rows) {
        const store = this.store(key.table);
        const merged = rebasePending(
          (row as StoredRow | null) ?? null,
          pending.get(rowKey(key.table, key.id)) ?? [],
        );
        if (merged === null) await store.delete(key.id);
        // Rebuilt from pending changes alone, the row is this device's until a pull brings the
        // server's; without a txid the next applyPage of that row would throw (BigInt(undefined)).
        else await store.put((row ? merged : { ...merged, txid: LOCAL_TXID }) as StoredRow);
        await this.db.row_repairs.delete(rowKey(key.table, key.id));
      }
    });
  }

  async readPullState(): Promise<PullState> {
    return this.db.transaction('r', this.db.sync_state, async () => ({
      cursor: await this.readState('cursor'),
      scope: await this.readState('scope'),
      resync: (await this.readState('resync')) ?? false,
    }));
  }

  async requestResync(scope: string): Promise<void> {
    await this.db.sync_state.bulkPut([
      { key: 'resync', value: true },
      { key: 'scope', value: scope },
    ]);
  }

  async applyPage(page: PullPage): Promise<void> {
    const stores = [...this.replicatedStores(), this.db.outbox, this.db.sync_state];
    await this.db.transaction('rw', stores, async () => {
      await this.storePulledRows(page.rows);
      const state: Array<{ key: SyncStateKey; value: string }> = [
        { key: 'scope', value: page.scope },
      ];
      if (page.next_cursor !== null) state.push({ key: 'cursor', value: page.next_cursor });
      await this.db.sync_state.bulkPut(state as never);
    });
  }

  async applyAhead(rows: readonly PulledRow[]): Promise<void> {
    // sync_state only for reading the client id the outbox changes are rebased with.
    const stores = [...this.replicatedStores(), this.db.outbox, this.db.sync_state];
    await this.db.transaction('rw', stores, async () => {
      await this.storePulledRows(rows);
    });
  }

  /**
   * Pulled rows into their tables, inside the caller's transaction: unsent changes re-applied on
   * top, never over a newer server version, revocations applied.
   */
  private async storePulledRows(rows: readonly PulledRow[]): Promise<void> {
    const pending = await this.pendingByRow();
    const byTable = new Map<string, PulledRow[]>();
    for (const pulled of rows) {
      const list = byTable.get(pulled.table) ?? [];
      list.push(pulled);
      byTable.set(pulled.table, list);
    }
    await this.applyRevocations(byTable.get(REVOCATIONS) ?? [], pending);
    byTable.delete(REVOCATIONS);
    for (const [table, pulledRows] of byTable) {
      const store = this.store(table);
      const current = await store.bulkGet(pulledRows.map((pulled) => pulled.id));
      const next = pulledRows.flatMap((pulled, index) => {
        const local = current[index];
        // A repair, or rows fetched ahead, may already hold a newer version (never go back).
        if (local && isNewer(local.txid, pulled.txid)) return [];
        const changes = pending.get(rowKey(table, pulled.id)) ?? [];
        const merged = rebasePending(pulled.row as StoredRow, changes);
        return merged === null ? [] : [merged as StoredRow];
      });
      await store.bulkPut(next);
    }
  }

  /**
   * A shared resource or program left the school: drop this device's copy if it is older than the
   * revoking change, is not the user's own, and has no unsent change (that one will be refused
   * and shown as rejected). A program takes its items with it.
   */
  private async applyRevocations(
    revocations: readonly PulledRow[],
    pending: ReadonlyMap<string, Change[]>,
  ): Promise<void> {
    for (const { row: revocation, txid } of revocations) {
      const table = String(revocation.table_name);
      const id = String(revocation.row_id);
      const store = this.store(table);
      const local = await store.get(id);
      if (!local || local.owner_id === this.db.userId || pending.has(rowKey(table, id))) continue;
      if (isNewer(local.txid, txid)) continue;
      await store.delete(id);
      if (table === 'programs') {
        await this.store('program_items')
          .where('[program_id+sort_order]')
          .between([id, Dexie.minKey], [id, Dexie.maxKey])
          .delete();
      }
    }
  }

  async finishResync(seen: ReadonlySet<string>): Promise<number> {
    const stores = [
      ...this.replicatedStores(),
      this.db.outbox,
      this.db.row_repairs,
      this.db.sync_state,
    ];
    return this.db.transaction('rw', stores, async () => {
      const pending = await this.pendingByRow();
      const repairing = new Set(await this.db.row_repairs.toCollection().primaryKeys());
      let purged = 0;
      for (const name of REPLICATED_STORES) {
        const table = name === 'conflicts' ? 'sync_conflicts' : name;
        const store = this.store(table);
        const localOnly = new Set(await store.where('txid').equals(LOCAL_TXID).primaryKeys());
        const ids = await store.toCollection().primaryKeys();
        const gone = ids.filter((id) => {
          const key = rowKey(table, id);
          return !seen.has(key) && !pending.has(key) && !repairing.has(key) && !localOnly.has(id);
        });
        await store.bulkDelete(gone);
        purged += gone.length;
      }
      await this.db.sync_state.put({ key: 'resync', value: false });
      return purged;
    });
  }

  async setLastSyncedAt(at: string): Promise<void> {
    await this.db.sync_state.put({ key: 'last_synced_at', value: at });
  }

  lastSyncedAt(): Promise<string | null> {
    return this.readState('last_synced_at');
  }

  watchOutbox(listener: () => void): () => void {
    // The newest seq only grows when some tab writes; acknowledgements lower it or leave it.
    let newest: number | undefined;
    const subscription = liveQuery(() => this.db.outbox.orderBy('seq').lastKey()).subscribe({
      next: (seq) => {
        const grew = typeof seq === 'number' && (newest === undefined || seq > newest);
        if (typeof seq === 'number') newest = Math.max(seq, newest ?? 0);
        if (grew) listener();
      },
    });
    return () => subscription.unsubscribe();
  }

  private async readState<K extends SyncStateKey>(
    key: K,
  ): Promise<(typeof syncStateSchemas)[K]['_zod']['output'] | null> {
    const entry = await this.db.sync_state.get(key);
    if (!entry) return null;
    const parsed = syncStateSchemas[key].safeParse(entry.value);
    return parsed.success ? (parsed.data as (typeof syncStateSchemas)[K]['_zod']['output']) : null;
  }

  private holdBackStores(): Table[] {
    return [this.db.outbox, this.db.pending_uploads, this.db.entity('resources')];
  }

  /**
   * The seq of the first outbox change of a live resource whose file waits to upload, or null.
   * A deleted resource needs no object (its tombstone may go), and a refused upload never holds
   * anything back: the teacher is told, and the outbox must not stop for good.
   */
  private async firstHeldBackSeq(): Promise<number | null> {
    const waiting = await this.db.pending_uploads.where('state').equals('waiting').primaryKeys();
    if (waiting.length === 0) return null;
    const resources = await this.db.entity('resources').bulkGet(waiting);
    let first: number | null = null;
    for (const [index, id] of waiting.entries()) {
      if (resources[index]?.deleted_at !== null) continue;
      const change = await this.db.outbox.where('[table+id]').equals(['resources', id]).first();
      if (change?.seq !== undefined && (first === null || change.seq < first)) first = change.seq;
    }
    return first;
  }

  private store(table: string): Table<StoredRow, string> {
    return this.db.table<StoredRow, string>(storeName(table));
  }

  private replicatedStores(): Table[] {
    return REPLICATED_STORES.map((name) => this.db.table(name));
  }

  /** The outbox grouped by row, as merge Changes in seq order. */
  private async pendingByRow(): Promise<Map<string, Change[]>> {
    const clientId = (await this.readState('client_id')) ?? '';
    const grouped = new Map<string, Change[]>();
    await this.db.outbox.orderBy('seq').each((entry: OutboxChange) => {
      const key = rowKey(entry.table, entry.id);
      const list = grouped.get(key) ?? [];
      list.push(toChange(entry, clientId));
      grouped.set(key, list);
    });
    return grouped;
  }
}

function toChange(entry: OutboxChange, clientId: string): Change {
  const header = {
    client_id: clientId,
    seq: entry.seq,
    table: entry.table as PushableTable,
    id: entry.id,
    base: entry.base,
  };
  return entry.op === 'delete'
    ? {
        ...header,
        op: 'delete',
        fields: { deleted_at: String(entry.fields.deleted_at ?? entry.created_at) },
      }
    : { ...header, op: 'upsert', fields: entry.fields };
}

/** xid8 values are decimal strings that can exceed 2^53. */
function isNewer(a: string, b: string): boolean {
  return BigInt(a) > BigInt(b);
}
