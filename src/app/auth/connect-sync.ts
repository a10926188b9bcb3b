import type { ConnectSyncBackend } from '../sync/sync-backend';
import type { AuthSession } from './auth-session';

/**
 * The sync engine's backend for the signed-in user: the page's supabase-js client (it sends the
 * user's access token) and a refresh that never signs out: offline it fails, the engine backs off,
 * and the session, replica and outbox stay (DESIGN §6).
 */
export function connectSyncWith(auth: AuthSession): ConnectSyncBackend {
  return async (userId) => {
    const state = auth.getSnapshot();
    if (state.status !== 'signed-in' || state.user.id !== userId) return null;
    const client = await auth.client();
    return {
      client,
      refreshSession: async () => {
        const { data, error } = await client.auth.refreshSession();
        return !error && data.session !== null;
      },
    };
  };
}
