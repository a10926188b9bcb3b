import { createContext, use } from 'react';
import type { SyncAttention } from '@/db/replica-hooks';
import type { SyncStatus } from '@sync/engine/sync-status';
import type { SyncRuntime } from './sync-runtime';

/** What the header's sync indicator shows; null while no engine reports (signed out, no backend). */
export interface SyncView {
  /** The leader's status; `pending` is this device's live outbox count. */
  status: SyncStatus;
  attention: SyncAttention;
  /** Whether the browser agreed to keep offline data under storage pressure; null: unknown. */
  storagePersisted: boolean | null;
  syncNow(): void;
}

export const SyncContext = createContext<SyncView | null>(null);

export function useSyncView(): SyncView | null {
  return use(SyncContext);
}

/** The signed-in user's running sync (app-internal: sign-out flushes and stops it). */
export const SyncRuntimeContext = createContext<SyncRuntime | null>(null);

export function useSyncRuntime(): SyncRuntime | null {
  return use(SyncRuntimeContext);
}
