import type { SupabaseClient } from '@supabase/supabase-js';
import type { StorageEndpoint } from './storage-http';

/** The fields supabase-js 2.109 keeps on its client (TypeScript-protected, plain at runtime). */
type ClientInternals = { storageUrl?: unknown; supabaseKey?: unknown };

/**
 * Storage's address and key, read from the signed-in supabase-js client (the one place both
 * are, without changing the sync backend), and the user's access token from its session, which
 * supabase-js refreshes when it has expired. supabase-js is pinned to 2.109.x (README
 * Footguns); storage-endpoint.test.ts fails if an upgrade moves these fields. Null when the
 * client is not supabase-js's.
 */
export function storageEndpointOf(client: SupabaseClient): StorageEndpoint | null {
  const internals = client as unknown as ClientInternals;
  const url = internals.storageUrl instanceof URL ? internals.storageUrl.href : null;
  const apiKey = typeof internals.supabaseKey === 'string' ? internals.supabaseKey : null;
  // Not a supabase-js client (a test's stand-in): no files travel.
  if (url === null || apiKey === null) return null;
  return {
    url: url.replace(/\/+$/, ''),
    apiKey,
    async accessToken() {
      const { data } = await client.auth.getSession();
      return data.session?.access_token ?? null;
    },
  };
}
