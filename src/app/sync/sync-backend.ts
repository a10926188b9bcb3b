import type { SupabaseClient } from '@supabase/supabase-js';
import type { RefreshSession } from '@sync/engine/ports';

/**
 * What the sync engine needs from auth for one signed-in user. Real auth (issue 5) makes it: the
 * supabase-js client signed in as that user (it carries the access token on every request) and a
 * way to refresh an expired session that never signs out. Only types here: supabase-js itself
 * must stay out of the entry chunk.
 */
export interface SyncBackend {
  client: SupabaseClient;
  refreshSession: RefreshSession;
}

/**
 * Hands the backend to the sync wiring once a user is signed in. Resolves null while there is
 * none (today: no auth yet): the replica still opens so the app works on this device, but no
 * engine runs and nothing is sent.
 */
export type ConnectSyncBackend = (userId: string) => Promise<SyncBackend | null>;
