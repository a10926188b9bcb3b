import { createFeedbackQueue } from '@/db/feedback-queue';
import { DexieLocalReplica } from '@/db/local-replica';
import { openReplica, type ReplicaDb } from '@/db/replica-db';
import type { ReplicaHandle } from '@/db/replica-hooks';
import { exposeReplicaForBench } from './bench-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import {
  RemoteFailure,
  type Clock,
  type Environment,
  type RemoteStore,
  type Timers,
} from '@sync/engine/ports';
import { markFullPull } from '@sync/engine/full-pull';
import { SyncEngine } from '@sync/engine/sync-engine';
import type { SyncStatus } from '@sync/engine/sync-status';
import { FeedbackSender, type SendFeedback } from '@sync/feedback/feedback-sender';
import { createSupabaseRemoteStore } from '@sync/remote/supabase-remote-store';
import { browserClock, browserTimers, createBrowserEnvironment } from './browser-environment';
import { createExternalStore, type ExternalStore } from './external-store';
import { createFeedbackTransport } from './feedback-transport';
import { holdLeadership, syncLockName, type LockManagerLike } from './leader-lock';
import { openStatusChannel, type BroadcastChannelFactory } from './status-channel';
import { SYNC_ROW_SCHEMAS } from './sync-row-schemas';
import type { ConnectSyncBackend, SyncBackend } from './sync-backend';
import { startFilesRuntime } from '../files/files-runtime';
import type { HttpSend } from '../files/storage-http';
import type { ResourceFiles } from '@/shared/lib/files/storage-files';

/** What the signed-in app holds while a user is signed in (this module loads lazily). */
export interface SyncRuntime {
  userId: string;
  replica: ReplicaHandle;
  /** The leader's status (this tab's engine, or another tab's over the channel); null: none yet. */
  status: ExternalStore<SyncStatus | null>;
  /** Whether the browser agreed to keep the replica under storage pressure; null: unknown. */
  storagePersisted: ExternalStore<boolean | null>;
  /** Resource files (issue 15): create, open, pin; absent in tests that fake the runtime. */
  files?: ResourceFiles;
  /** Runs a sync now: here if this tab leads, else asks the leader. */
  syncNow(): void;
  /**
   * Before sign-out: pushes what it can (waiting at most `timeoutMs`) and answers how many changes
   * are still only on this device.
   */
  flush(timeoutMs: number): Promise<number>;
  /**
   * Pulls everything again from the start and drops what the server no longer gives (the developer
   * debug page). Resolves when this tab's run finished, or once the leader tab was asked.
   */
  forceFullPull(): Promise<void>;
  /** Stops the engine (if this tab leads), frees the lock and closes the replica. Keeps all data. */
  stop(): Promise<void>;
}

type StorageLike = Pick<StorageManager, 'persist' | 'persisted'>;

/** Everything from the browser, replaceable in tests. */
export interface RuntimeDeps {
  /** IndexedDB for the replica (tests give each simulated browser its own). */
  idb?: Parameters<typeof openReplica>[1];
  locks?: LockManagerLike;
  broadcastChannel?: BroadcastChannelFactory;
  storage?: StorageLike;
  environment: Environment;
  clock: Clock;
  timers: Timers;
  createRemote: (backend: SyncBackend) => RemoteStore;
  createSend: (backend: SyncBackend) => SendFeedback;
  /** How resource files travel to /storage/v1 (XMLHttpRequest by default, for progress). */
  storageSend?: HttpSend;
  onError: (error: unknown) => void;
}

export interface StartSyncOptions {
  userId: string;
  connect?: ConnectSyncBackend;
  /** The browser's own by default; tests pass doubles. */
  deps?: RuntimeDeps;
}

function browserDeps(): RuntimeDeps {
  return {
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    broadcastChannel:
      typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    storage: typeof navigator !== 'undefined' ? navigator.storage : undefined,
    environment: createBrowserEnvironment(),
    clock: browserClock,
    timers: browserTimers,
    createRemote: (backend) =>
      createSupabaseRemoteStore(backend.client, { rowSchemas: SYNC_ROW_SCHEMAS }),
    createSend: (backend) => createFeedbackTransport(backend.client),
    onError: (error) => console.error('Sync:', error),
  };
}

/**
 * Opens the user's replica and joins the election for the sync engine (DESIGN §4, §6): the tab
 * holding the Web Lock runs the engine and the feedback sender and broadcasts its status; the
 * others show that status and take over when the leader goes. Rejects only if the replica cannot
 * open (then nothing else was started).
 */
export async function startSyncRuntime({
  userId,
  connect,
  deps = browserDeps(),
}: StartSyncOptions): Promise<SyncRuntime> {
  const db = await openReplica(userId, deps.idb);
  exposeReplicaForBench(db);
  const status = createExternalStore<SyncStatus | null>(null);
  const storagePersisted = createExternalStore<boolean | null>(null);
  const channel = openStatusChannel(userId, deps.broadcastChannel);
  const replica = createReplicaHandle(db);
  const files = startFilesRuntime({
    replica,
    userId,
    connect: () => connectSafely(connect, userId, deps.onError),
    clock: deps.clock,
    timers: deps.timers,
    environment: deps.environment,
    send: deps.storageSend,
    broadcastChannel: deps.broadcastChannel,
    onError: deps.onError,
  });
  let leader: SyncEngine | null = null;
  let stopped = false;

  const stopListening = channel.on('status', (message) => {
    if (!leader) status.set(message.status);
  });
  const leadership = holdLeadership(
    deps.locks,
    syncLockName(userId),
    async (released) => {
      const backend = await connectSafely(connect, userId, deps.onError);
      if (!backend || stopped) {
        await released;
        return;
      }
      const engine = startEngine(db, backend, deps, (next) => {
        status.set(next);
        channel.publish(next);
      });
      leader = engine;
      const sender = new FeedbackSender({
        queue: createFeedbackQueue(db),
        send: deps.createSend(backend),
        environment: deps.environment,
        timers: deps.timers,
        onError: deps.onError,
      });
      const unsubscribe = [
        channel.on('hello', () => channel.publish(engine.getStatus())),
        channel.on('sync-now', () => void engine.syncNow()),
      ];
      sender.start();
      // Files go up before the rows that reference them (the replica holds those back).
      const uploader = files.startUploader(backend, () => void engine.syncNow());
      await released;
      for (const stop of unsubscribe) stop();
      leader = null;
      await Promise.all([sender.stop(), engine.stop(), uploader.stop()]);
    },
    deps.onError,
  );
  channel.hello();
  void requestPersistence(userId, deps.storage).then(storagePersisted.set, deps.onError);

  return {
    userId,
    replica,
    files: files.files,
    status,
    storagePersisted,
    syncNow() {
      if (leader) void leader.syncNow();
      else channel.requestSyncNow();
    },
    async flush(timeoutMs) {
      const timedOut = new Promise<void>((resolve) => deps.timers.setTimeout(resolve, timeoutMs));
      if (leader) await Promise.race([leader.syncNow(), timedOut]);
      else await waitForLeaderSync(status, channel, timedOut);
      return db.outbox.count();
    },
    async forceFullPull() {
      if (leader) return leader.requestFullPull();
      // The replica is shared by the tabs: mark it here, then the leader's next run pulls it all.
      await markFullPull(new DexieLocalReplica(db));
      channel.requestSyncNow();
    },
    async stop() {
      stopped = true;
      stopListening();
      await leadership.release();
      files.stop();
      channel.close();
      db.close();
    },
  };
}

/** Asks the leader tab to sync and resolves when its status next settles (done, failed, offline). */
function waitForLeaderSync(
  status: ExternalStore<SyncStatus | null>,
  channel: ReturnType<typeof openStatusChannel>,
  timedOut: Promise<void>,
): Promise<void> {
  let unsubscribe = () => {};
  const settled = new Promise<void>((resolve) => {
    let sawWork = false;
    unsubscribe = status.subscribe(() => {
      const phase = status.get()?.phase;
      if (phase === 'pushing' || phase === 'pulling') sawWork = true;
      else if (sawWork || phase === 'offline' || phase === 'error') resolve();
    });
    channel.requestSyncNow();
  });
  return Promise.race([settled, timedOut]).finally(() => unsubscribe());
}

function startEngine(
  db: ReplicaDb,
  backend: SyncBackend,
  deps: RuntimeDeps,
  onStatus: (status: SyncStatus) => void,
): SyncEngine {
  const engine = new SyncEngine({
    local: new DexieLocalReplica(db),
    remote: deps.createRemote(backend),
    clock: deps.clock,
    timers: deps.timers,
    environment: deps.environment,
    refreshSession: backend.refreshSession,
    // Offline, expired sessions, 5xx and refused requests are expected (the status shows them);
    // log the rest: a bad answer (an old server, a proxy's page), the replica failing, a bug.
    onCycle: (outcome) => {
      if (!outcome.ok && !isExpectedFailure(outcome.error)) deps.onError(outcome.error);
    },
  });
  engine.subscribe(onStatus);
  engine.start();
  return engine;
}

function isExpectedFailure(error: unknown): boolean {
  return error instanceof RemoteFailure && error.kind !== 'bad-answer';
}

async function connectSafely(
  connect: ConnectSyncBackend | undefined,
  userId: string,
  onError: (error: unknown) => void,
): Promise<SyncBackend | null> {
  try {
    return (await connect?.(userId)) ?? null;
  } catch (error) {
    onError(error);
    return null;
  }
}

/** Users for whom persistence was asked in this page's life: once after sign-in, not per tab open. */
const persistenceAsked = new Map<string, Promise<boolean | null>>();

/**
 * DESIGN §6: ask the browser not to evict the replica (it holds changes the server has not seen).
 * Some browsers prompt, so it is asked once per sign-in and not when already granted.
 */
function requestPersistence(
  userId: string,
  storage: StorageLike | undefined,
): Promise<boolean | null> {
  const asked = persistenceAsked.get(userId);
  if (asked) return asked;
  const request = (async () => {
    if (!storage?.persist) return null;
    if (await storage.persisted?.()) return true;
    return storage.persist();
  })();
  persistenceAsked.set(userId, request);
  return request;
}

/** Tests: forget which users were asked. */
export function resetPersistenceRequests(): void {
  persistenceAsked.clear();
}
