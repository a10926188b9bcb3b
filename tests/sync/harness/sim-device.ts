import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SYNC_ROW_SCHEMAS } from '../../../src/app/sync/sync-row-schemas';
import { DexieLocalReplica } from '../../../src/db/local-replica';
import { ReplicaDb } from '../../../src/db/replica-db';
import type { Clock, Environment, Timers } from '../../../sync/engine/ports';
import { SyncEngine } from '../../../sync/engine/sync-engine';
import { createSupabaseRemoteStore } from '../../../sync/remote/supabase-remote-store';
import { createFaultyFetch, type NetworkControl, type PushAnswer } from './faulty-fetch';
import type { SyncServer } from './sync-server';

const realClock: Clock = {
  nowIso: () => new Date().toISOString(),
  nowMs: () => Date.now(),
};

/** The tests decide when a device syncs (syncNow), so the engine's own timers never fire. */
const heldTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

export interface Tab {
  db: ReplicaDb;
  local: DexieLocalReplica;
  engine: SyncEngine;
}

/**
 * One simulated device: its own IndexedDB (fake-indexeddb, as a browser profile has its own), its
 * own network with injectable faults, its own session token, and one or two tabs that share the
 * storage, each with a replica handle and an engine, as two browser tabs would.
 */
export class SimDevice {
  readonly control: NetworkControl = { online: true, faults: [] };
  readonly tabs: Tab[] = [];
  private token: string;
  private readonly idb = new IDBFactory();

  constructor(
    readonly name: string,
    readonly userId: string,
    private readonly server: SyncServer,
    private readonly onPushAnswer: (device: SimDevice, answer: PushAnswer) => void,
  ) {
    this.token = server.token(userId);
  }

  async openTab(): Promise<Tab> {
    const db = new ReplicaDb(this.userId, { indexedDB: this.idb, IDBKeyRange });
    await db.open();
    const local = new DexieLocalReplica(db);
    const client = createClient(this.server.url, this.server.anonKey, {
      accessToken: async () => this.token,
      // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
      realtime: { transport: WebSocket as never },
      global: { fetch: createFaultyFetch(this.control, (a) => this.onPushAnswer(this, a)) },
    });
    const environment: Environment = {
      isOnline: () => this.control.online,
      subscribe: () => () => undefined,
    };
    const engine = new SyncEngine({
      local,
      remote: createSupabaseRemoteStore(client, { rowSchemas: SYNC_ROW_SCHEMAS }),
      clock: realClock,
      timers: heldTimers,
      environment,
      refreshSession: async () => {
        // A refresh needs the auth server: it fails while offline and the session stays as it is.
        if (!this.control.online) return false;
        this.token = this.server.token(this.userId);
        return true;
      },
    });
    const tab = { db, local, engine };
    this.tabs.push(tab);
    return tab;
  }

  /** The access token expires (e.g. overnight with the laptop closed). */
  expireToken(): void {
    this.token = this.server.token(this.userId, -60);
  }

  /** The tab is closed: whatever its engine was doing is abandoned, IndexedDB keeps what committed. */
  async closeTab(index: number): Promise<void> {
    const [tab] = this.tabs.splice(index, 1);
    if (!tab) return;
    await tab.engine.stop();
    tab.db.close();
  }

  async close(): Promise<void> {
    while (this.tabs.length > 0) await this.closeTab(0);
  }
}
