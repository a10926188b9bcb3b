import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '../config/runtime-config';

/** Where supabase-js keeps the session (access and refresh token, user) in localStorage. */
export const AUTH_STORAGE_KEY = 'lesson-planner.auth';

/**
 * The one supabase-js client of the page. Loaded with a dynamic import so supabase-js (~40 KB gzip)
 * stays out of the entry chunk: the landing page paints without it.
 */
export async function createBrowserClient(config: RuntimeConfig): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // No OAuth or magic links: a token in the URL is never ours to consume.
      detectSessionInUrl: false,
    },
  });
}
