import type { ClearReplicaOutcome, DeviceMaintenance } from '@/features/dev/api/device-maintenance';
import { normalizeError } from '@/shared/lib/errors';
import type { SyncRuntime } from './sync-runtime';

/** How long clearing waits for the outbox to reach the server before it refuses. */
export const CLEAR_FLUSH_TIMEOUT_MS = 10_000;
/** Another tab may hold the replica open a moment; deletion then finishes when it lets go. */
export const CLEAR_DELETE_WAIT_MS = 3000;

export interface DeviceMaintenanceDeps {
  runtime: SyncRuntime;
  isOnline: () => boolean;
  /** Deletes the user's IndexedDB replica (Dexie, loaded lazily). */
  deleteReplica: (userId: string) => Promise<void>;
  wait: (ms: number) => Promise<void>;
  /** Starts the app again: it opens an empty replica and pulls everything. */
  restart: () => void;
}

/** The debug page's device actions over the signed-in user's sync runtime. */
export function createDeviceMaintenance(
  deps: DeviceMaintenanceDeps,
): Omit<DeviceMaintenance, 'sync'> {
  const { runtime } = deps;
  return {
    async forceFullPull() {
      try {
        await runtime.forceFullPull();
        return { ok: true };
      } catch (error) {
        return { ok: false, error: normalizeError(error) };
      }
    },

    async clearReplica(): Promise<ClearReplicaOutcome> {
      if (!deps.isOnline()) return { ok: false, reason: 'offline' };
      try {
        const changes = await runtime.flush(CLEAR_FLUSH_TIMEOUT_MS);
        const feedback = await runtime.replica.db.pending_feedback.count();
        if (changes > 0 || feedback > 0)
          return { ok: false, reason: 'unsynced', changes, feedback };
        await runtime.stop();
        await Promise.race([deps.deleteReplica(runtime.userId), deps.wait(CLEAR_DELETE_WAIT_MS)]);
        deps.restart();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: 'failed', error: normalizeError(error) };
      }
    },
  };
}
