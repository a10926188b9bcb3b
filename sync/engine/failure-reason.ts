import {
  LocalFailure,
  RemoteFailure,
  type LocalReplica,
  type PulledRow,
  type RemoteFailureKind,
} from './ports';
import type { SyncFailureReason } from './sync-status';

/** How much technical text a status carries (it travels between tabs on every change). */
const DETAIL_CHARS = 300;

const REMOTE_REASONS: Record<RemoteFailureKind, SyncFailureReason> = {
  offline: 'offline',
  transient: 'server-error',
  auth: 'auth-expired',
  permanent: 'request-refused',
  'bad-answer': 'bad-answer',
};

/** Why a run failed, from what it threw. */
export function failureReason(error: unknown): SyncFailureReason {
  if (error instanceof RemoteFailure) return REMOTE_REASONS[error.kind];
  if (error instanceof LocalFailure) return 'local-storage';
  return 'unknown';
}

/** The failure in technical words, for logs and the details panel ("HTTP 503: …"). */
export function failureDetail(error: unknown): string {
  const text =
    error instanceof RemoteFailure
      ? remoteDetail(error)
      : error instanceof LocalFailure
        ? error.message
        : error instanceof Error
          ? `${error.name}: ${error.message}`
          : String(error);
  return text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS)}…` : text;
}

function remoteDetail({ status, message }: RemoteFailure): string {
  if (status === null || message.startsWith(`HTTP ${status}`)) return message;
  return `HTTP ${status}: ${message}`;
}

/**
 * The replica as the engine uses it: whatever a call throws becomes a LocalFailure (the cause
 * kept), so a run that fails in storage is reported as this device's storage, not as the server.
 */
export function guardReplica(local: LocalReplica): LocalReplica {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw error instanceof LocalFailure ? error : new LocalFailure(error);
      }
    };
  return {
    clientId: guard(() => local.clientId()),
    pendingChanges: guard((limit) => local.pendingChanges(limit)),
    pendingCount: guard(() => local.pendingCount()),
    acknowledge: guard((results, at) => local.acknowledge(results, at)),
    rowsNeedingRepair: guard(() => local.rowsNeedingRepair()),
    repairRows: guard((rows) => local.repairRows(rows)),
    readPullState: guard(() => local.readPullState()),
    requestResync: guard((scope) => local.requestResync(scope)),
    applyPage: guard((page) => local.applyPage(page)),
    ...(local.applyAhead
      ? { applyAhead: guard((rows: readonly PulledRow[]) => local.applyAhead!(rows)) }
      : {}),
    finishResync: guard((seen) => local.finishResync(seen)),
    setLastSyncedAt: guard((at) => local.setLastSyncedAt(at)),
    lastSyncedAt: guard(() => local.lastSyncedAt()),
    watchOutbox: (listener) => local.watchOutbox(listener),
  };
}
