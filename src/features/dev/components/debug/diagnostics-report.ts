import type { FeatureFlags } from '@/shared/lib/flags';
import type { DeviceSyncSummary } from '../../api/device-maintenance';
import type { ReplicaDiagnostics } from '../../queries/use-replica-diagnostics';
import type { DeviceEnvironment } from './device-environment';

/** Bumped when the file's shape changes, so whoever reads an old file knows. */
export const DIAGNOSTICS_FORMAT_VERSION = 1;

export type DiagnosticsInput = {
  generatedAt: Date;
  appVersion: string;
  userAgent: string;
  online: boolean;
  sync: DeviceSyncSummary | null;
  replica: ReplicaDiagnostics | null;
  environment: DeviceEnvironment | null;
  flags: FeatureFlags | null;
};

/**
 * The "Download diagnostics" file. Every field is picked by name from values that hold counts,
 * states and settings, so nothing else can slip in: no session or token (none of the inputs holds
 * one), no e-mail or user id, no row of the replica (counts only), and not the sync failure's
 * technical text, which may quote a server answer, rows included; its reason code stays.
 */
export function diagnosticsReport(input: DiagnosticsInput) {
  const { sync, replica, environment } = input;
  return {
    format: 'lesson-planner-diagnostics',
    formatVersion: DIAGNOSTICS_FORMAT_VERSION,
    generatedAt: input.generatedAt.toISOString(),
    app: { version: input.appVersion, userAgent: input.userAgent, online: input.online },
    sync: sync && {
      phase: sync.phase,
      reason: sync.reason,
      lastSyncedAt: sync.lastSyncedAt,
    },
    replica: replica && {
      tables: replica.tables.map(({ name, rows }) => ({ name, rows })),
      outbox: replica.outbox,
      rejected: replica.rejected,
      conflicts: replica.conflicts,
      pendingFeedback: replica.pendingFeedback,
      pendingUploads: replica.pendingUploads,
      rowRepairs: replica.rowRepairs,
      cursor: replica.syncState.cursor,
      scope: replica.syncState.scope,
      resync: replica.syncState.resync,
      lastSyncedAt: replica.syncState.lastSyncedAt,
      clientId: replica.syncState.clientId,
    },
    serviceWorker: environment && { ...environment.serviceWorker },
    storage: environment && { ...environment.storage },
    flags: input.flags && { ...input.flags },
  };
}

/** "lesson-planner-diagnostics-2026-11-23T09-00-00Z.json" (no colons: Windows refuses them). */
export function diagnosticsFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `lesson-planner-diagnostics-${stamp}.json`;
}
