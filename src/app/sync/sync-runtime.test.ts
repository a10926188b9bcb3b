// First: Dexie's liveQuery (the engine's outbox watch) runs only where a global indexedDB existed
// when Dexie loaded; each test still gives its browser its own IDBFactory.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueFeedback } from '@/db/feedback-queue';
import { newLesson } from '@/db/test-support/test-rows';
import { writeWithOutbox } from '@/db/write-with-outbox';
import {
  RemoteFailure,
  type Environment,
  type PendingChange,
  type RemoteStore,
} from '@sync/engine/ports';
import type { SyncStatus } from '@sync/engine/sync-status';
import type { SendFeedback } from '@sync/feedback/feedback-sender';
import { browserClock, browserTimers } from './browser-environment';
import type { ConnectSyncBackend, SyncBackend } from './sync-backend';
import { resetPersistenceRequests, startSyncRuntime, type SyncRuntime } from './sync-runtime';
import { createWebLocksDouble } from './test-support/web-locks-double';

/** A server that accepts every change and has nothing to pull. */
function acceptingRemote() {
  const pushed: PendingChange[] = [];
  const remote: RemoteStore = {
    async push(_clientId, changes) {
      pushed.push(...changes);
      return {
        results: changes.map((change) => ({ seq: change.seq, status: 'applied' as const })),
        last_seq: changes.at(-1)?.seq ?? 0,
      };
    },
    pull: async () => ({ rows: [], has_more: false, next_cursor: null, scope: 'scope-1' }),
    fetchRows: async () => new Map(),
  };
  return { remote, pushed };
}

const online: Environment = { isOnline: () => true, subscribe: () => () => {} };
const backend = { client: {}, refreshSession: async () => false } as unknown as SyncBackend;

/** One browser profile: its own IndexedDB and Web Locks, shared by its tabs. */
function browser() {
  const { remote, pushed } = acceptingRemote();
  const sent: unknown[] = [];
  const send: SendFeedback = async (payload) => {
    sent.push(payload);
    return { ok: true };
  };
  const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
  const deps = {
    idb: { indexedDB: new IDBFactory(), IDBKeyRange },
    locks: createWebLocksDouble(),
    broadcastChannel: (name: string) => new BroadcastChannel(name),
    storage,
    environment: online,
    clock: browserClock,
    timers: browserTimers,
    createRemote: () => remote,
    createSend: () => send,
    onError: (error: unknown): void => {
      throw error;
    },
  };
  return { deps, pushed, sent, storage };
}

const runtimes: SyncRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.stop()));
  resetPersistenceRequests();
});

async function openTab(
  userId: string,
  deps: ReturnType<typeof browser>['deps'],
  connect: ConnectSyncBackend = vi.fn(async () => backend),
) {
  const runtime = await startSyncRuntime({ userId, connect, deps });
  runtimes.push(runtime);
  return { runtime, connect };
}

/**
 * Generous, for statuses and every other condition here (Vitest's waitFor gives up after 1 s): each
 * is a few replica reads and in-memory answers away, on a loaded machine too.
 */
const CONDITION_LIMIT_MS = 15_000;

function statusOf(runtime: SyncRuntime, done: (status: SyncStatus) => boolean) {
  return vi.waitFor(
    () => {
      const status = runtime.status.get();
      if (!status || !done(status)) throw new Error(`status is ${JSON.stringify(status)}`);
      return status;
    },
    { timeout: CONDITION_LIMIT_MS },
  );
}

// Above the status limit: a test waits on a few statuses, each settling at once when all is well.
describe('startSyncRuntime', { timeout: 2 * CONDITION_LIMIT_MS }, () => {
  it('runs one engine per browser; the other tab shows its status and can ask it to sync', async () => {
    const userId = crypto.randomUUID();
    const { deps, pushed } = browser();
    const leader = await openTab(userId, deps);
    await statusOf(leader.runtime, (status) => status.lastSyncedAt !== null);
    const follower = await openTab(userId, deps);

    expect(leader.connect).toHaveBeenCalledTimes(1);
    expect(follower.connect).not.toHaveBeenCalled();
    // The follower asked for the status on opening and got the leader's.
    await statusOf(follower.runtime, (status) => status.phase === 'in-sync');

    const lesson = newLesson(userId);
    const written = await writeWithOutbox(follower.runtime.replica.db, 'lessons', {
      op: 'create',
      row: lesson,
    });
    expect(written.ok).toBe(true);
    follower.runtime.syncNow();

    await vi.waitFor(() => expect(pushed.map((change) => change.id)).toEqual([lesson.id]), {
      timeout: CONDITION_LIMIT_MS,
    });
    await statusOf(
      follower.runtime,
      (status) => status.phase === 'in-sync' && status.pending === 0,
    );
  });

  it('hands the engine to the next tab when the leader signs out or closes', async () => {
    const userId = crypto.randomUUID();
    const { deps } = browser();
    const leader = await openTab(userId, deps);
    const follower = await openTab(userId, deps);
    await vi.waitFor(() => expect(leader.connect).toHaveBeenCalled(), {
      timeout: CONDITION_LIMIT_MS,
    });

    await leader.runtime.stop();
    await vi.waitFor(() => expect(follower.connect).toHaveBeenCalledTimes(1), {
      timeout: CONDITION_LIMIT_MS,
    });
    await statusOf(follower.runtime, (status) => status.lastSyncedAt !== null);
  });

  it('opens the replica but runs no engine while there is no backend', async () => {
    const { deps, pushed } = browser();
    const { runtime, connect } = await openTab(
      crypto.randomUUID(),
      deps,
      vi.fn(async () => null),
    );
    await vi.waitFor(() => expect(connect).toHaveBeenCalled(), { timeout: CONDITION_LIMIT_MS });

    expect(await runtime.replica.db.outbox.count()).toBe(0);
    expect(runtime.status.get()).toBeNull();
    expect(pushed).toEqual([]);
  });

  it('sends queued feedback from the leader', async () => {
    const userId = crypto.randomUUID();
    const { deps, sent } = browser();
    const { runtime } = await openTab(userId, deps);
    await statusOf(runtime, (status) => status.lastSyncedAt !== null);

    await enqueueFeedback(runtime.replica.db, { context: 'offline report' });

    await vi.waitFor(() => expect(sent).toEqual([{ context: 'offline report' }]), {
      timeout: CONDITION_LIMIT_MS,
    });
    await vi.waitFor(
      async () => expect(await runtime.replica.db.pending_feedback.count()).toBe(0),
      { timeout: CONDITION_LIMIT_MS },
    );
  });

  it('asks the browser to keep the replica once per sign-in', async () => {
    const userId = crypto.randomUUID();
    const { deps, storage } = browser();
    const first = await openTab(userId, deps);
    await openTab(userId, deps);

    await vi.waitFor(() => expect(first.runtime.storagePersisted.get()).toBe(true), {
      timeout: CONDITION_LIMIT_MS,
    });
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'logs a bad answer',
      new RemoteFailure('bad-answer', 'sync_pull answered null'),
      'bad-answer',
      1,
    ],
    [
      'does not log a failing server',
      new RemoteFailure('transient', 'HTTP 503', 503),
      'server-error',
      0,
    ],
  ])('%s and shows its reason in every tab', async (_, failure, reason, logged) => {
    const userId = crypto.randomUUID();
    const { deps } = browser();
    const errors: unknown[] = [];
    const failing: RemoteStore = {
      ...acceptingRemote().remote,
      pull: async () => {
        throw failure;
      },
    };
    const failingDeps = {
      ...deps,
      createRemote: () => failing,
      onError: (error: unknown) => {
        errors.push(error);
      },
    };
    const leader = await openTab(userId, failingDeps);
    await statusOf(leader.runtime, (status) => status.phase === 'error');
    const follower = await openTab(userId, failingDeps);

    const shown = await statusOf(follower.runtime, (status) => status.phase === 'error');
    expect(shown).toMatchObject({ reason, detail: expect.stringContaining(failure.message) });
    // Each failed run is logged or none is (the engine retries after 1 s, so a slow run may log twice).
    expect(errors.length > 0).toBe(logged === 1);
    for (const error of errors) expect(error).toBe(failure);
  });

  it('forces a full re-pull from the leader tab and from another tab', async () => {
    const userId = crypto.randomUUID();
    const { deps } = browser();
    // A server that hands out a cursor, so only a forced re-pull asks from the start again.
    const cursors: Array<string | null> = [];
    const cursor = `105:lessons:${crypto.randomUUID()}`;
    const remote: RemoteStore = {
      ...acceptingRemote().remote,
      pull: async (after) => {
        cursors.push(after);
        return { rows: [], has_more: false, next_cursor: cursor, scope: 'scope-1' };
      },
    };
    const withCursor = { ...deps, createRemote: () => remote };
    const leader = await openTab(userId, withCursor);
    await statusOf(leader.runtime, (status) => status.lastSyncedAt !== null);
    leader.runtime.syncNow();
    await vi.waitFor(() => expect(cursors).toContain(cursor), { timeout: CONDITION_LIMIT_MS });

    await leader.runtime.forceFullPull();
    expect(cursors.at(-1)).toBeNull();

    const follower = await openTab(userId, withCursor);
    const before = cursors.length;
    await follower.runtime.forceFullPull();
    await vi.waitFor(() => expect(cursors.slice(before)).toContain(null), {
      timeout: CONDITION_LIMIT_MS,
    });
  });

  it('refuses a user id that is not a uuid without starting anything', async () => {
    const { deps } = browser();
    const connect = vi.fn(async () => backend);
    await expect(startSyncRuntime({ userId: 'not-a-uuid', connect, deps })).rejects.toThrow();
    expect(connect).not.toHaveBeenCalled();
  });
});
