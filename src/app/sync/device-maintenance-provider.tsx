import { useMemo, type ReactNode } from 'react';
import {
  DeviceMaintenanceContext,
  type DeviceMaintenance,
  type DeviceSyncSummary,
} from '@/features/dev/api/device-maintenance';
import { createDeviceMaintenance } from './device-maintenance';
import { useSyncRuntime, useSyncView } from './sync-context';
import { PHASE_LABELS, phaseSentence } from './sync-status-text';

const browserDeps = {
  isOnline: () => navigator.onLine,
  // Dexie stays out of the layout chunk: it loads when a developer clears the replica.
  deleteReplica: async (userId: string) => (await import('@/db/replica-db')).deleteReplica(userId),
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  restart: () => window.location.reload(),
};

/** Gives the developer debug page this device's sync: its state in words and two repairs. */
export function DeviceMaintenanceProvider({ children }: { children: ReactNode }) {
  const runtime = useSyncRuntime();
  const view = useSyncView();
  const actions = useMemo(
    () => (runtime ? createDeviceMaintenance({ runtime, ...browserDeps }) : null),
    [runtime],
  );
  const sync = useMemo<DeviceSyncSummary | null>(
    () =>
      view && {
        phase: view.status.phase,
        label: PHASE_LABELS[view.status.phase],
        sentence: phaseSentence(view.status),
        reason: view.status.reason,
        detail: view.status.detail,
        lastSyncedAt: view.status.lastSyncedAt,
      },
    [view],
  );
  const value = useMemo<DeviceMaintenance | null>(
    () => (actions ? { ...actions, sync } : null),
    [actions, sync],
  );
  return <DeviceMaintenanceContext value={value}>{children}</DeviceMaintenanceContext>;
}
