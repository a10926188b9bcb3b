import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ReplicaContext, useOutboxCount, useSyncAttention } from '@/db/replica-hooks';
import { UpdateBlockerContext } from '../pwa/update-blocker';
import { useSession } from '@/shared/lib/session/session-context';
import { ResourceFilesContext } from '@/shared/lib/files/storage-context';
import type { ConnectSyncBackend } from './sync-backend';
import { SyncContext, SyncRuntimeContext, type SyncView } from './sync-context';
import type { SyncRuntime, StartSyncOptions } from './sync-runtime';
import { syncUpdateBlocker } from './sync-update-blocker';

export type StartSync = (options: StartSyncOptions) => Promise<SyncRuntime>;

/**
 * The replica, Dexie, the engine and (through the backend) supabase-js load only once someone is
 * signed in: this dynamic import keeps all of them out of the entry chunk.
 */
const loadAndStart: StartSync = async (options) =>
  (await import('./sync-runtime')).startSyncRuntime(options);

/**
 * Wires db + sync for the signed-in user (the app is the only place that does): opens their
 * replica, runs one engine per browser, and provides the replica to queries, the status to the
 * header and the outbox count to the update prompt. Signing out stops it all and keeps the data.
 */
export function SyncProvider({
  connect,
  start = loadAndStart,
  children,
}: {
  connect?: ConnectSyncBackend;
  start?: StartSync;
  children: ReactNode;
}) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [runtime, setRuntime] = useState<SyncRuntime | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let started: SyncRuntime | null = null;
    start({ userId, connect }).then(
      (opened) => {
        if (cancelled) void opened.stop();
        else {
          started = opened;
          setRuntime(opened);
        }
      },
      (error: unknown) => console.error('The replica could not be opened on this device', error),
    );
    return () => {
      cancelled = true;
      void started?.stop();
    };
  }, [userId, connect, start]);

  // A runtime of an earlier user (signed out meanwhile) is stopped; never show its data.
  const active = runtime && runtime.userId === userId ? runtime : null;
  return (
    <ReplicaContext value={active?.replica ?? null}>
      <SyncRuntimeContext value={active}>
        <ResourceFilesContext value={active?.files ?? null}>
          <SyncViewProvider runtime={active}>{children}</SyncViewProvider>
        </ResourceFilesContext>
      </SyncRuntimeContext>
    </ReplicaContext>
  );
}

const noSubscription = () => () => {};
const nothing = () => null;

function SyncViewProvider({
  runtime,
  children,
}: {
  runtime: SyncRuntime | null;
  children: ReactNode;
}) {
  const status = useSyncExternalStore(
    runtime?.status.subscribe ?? noSubscription,
    runtime?.status.get ?? nothing,
  );
  const storagePersisted = useSyncExternalStore(
    runtime?.storagePersisted.subscribe ?? noSubscription,
    runtime?.storagePersisted.get ?? nothing,
  );
  const outboxCount = useOutboxCount();
  const attention = useSyncAttention();
  const pending = outboxCount ?? status?.pending ?? 0;

  const view = useMemo<SyncView | null>(() => {
    if (!runtime || !status) return null;
    return {
      status: { ...status, pending },
      attention: attention ?? { rejected: 0, conflicts: 0, feedback: 0 },
      storagePersisted,
      syncNow: runtime.syncNow,
    };
  }, [runtime, status, pending, attention, storagePersisted]);
  const blocker = useMemo(() => syncUpdateBlocker(runtime ? pending : 0), [runtime, pending]);

  return (
    <SyncContext value={view}>
      <UpdateBlockerContext value={blocker}>{children}</UpdateBlockerContext>
    </SyncContext>
  );
}
