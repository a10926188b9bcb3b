import { createContext, use } from 'react';
import type { AppError } from '@/shared/lib/errors';

/** The sync engine's state as the debug page shows it, worded by the app like the header's. */
export type DeviceSyncSummary = {
  /** 'offline' | 'pushing' | 'pulling' | 'in-sync' | 'error' (the engine's phases). */
  phase: string;
  /** "Up to date", "Offline", … as the header's indicator says it. */
  label: string;
  /** What it means, as the sync details panel says it. */
  sentence: string;
  /** Why the last run failed (a reason code) and its technical text; null while runs succeed. */
  reason: string | null;
  detail: string | null;
  lastSyncedAt: string | null;
};

export type ClearReplicaOutcome =
  | { ok: true }
  /** Clearing is followed by a full pull from the server: offline, the device would be empty. */
  | { ok: false; reason: 'offline' }
  /** Changes (or feedback reports) still only on this device: clearing would lose them. */
  | { ok: false; reason: 'unsynced'; changes: number; feedback: number }
  | { ok: false; reason: 'failed'; error: AppError };

/**
 * What the developer debug page asks of this device's sync (the app implements it over the sync
 * runtime; tests give a fake). Null outside a signed-in session with an open replica.
 */
export interface DeviceMaintenance {
  /** The leader's sync state; null before any engine reported. */
  sync: DeviceSyncSummary | null;
  /** Asks the engine to pull everything from the start and drop what the server no longer gives. */
  forceFullPull(): Promise<{ ok: true } | { ok: false; error: AppError }>;
  /**
   * Sends the outbox first; refuses offline or when anything is still only here; otherwise deletes
   * this device's replica and starts the app again, which pulls everything afresh.
   */
  clearReplica(): Promise<ClearReplicaOutcome>;
}

export const DeviceMaintenanceContext = createContext<DeviceMaintenance | null>(null);

export function useDeviceMaintenance(): DeviceMaintenance | null {
  return use(DeviceMaintenanceContext);
}
