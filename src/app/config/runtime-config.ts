// zod/mini: this runs before the app in the entry chunk, where classic zod would cost ~80 KB.
import { z } from 'zod/mini';

/**
 * Where the app finds its Supabase project. Served as /config.json by whatever hosts dist/ (the local
 * gateway writes it from its own keys), so one build runs against any backend. Build-time env wins,
 * for hosts that bake the values in.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url({ error: 'must be an absolute URL' }),
  supabaseAnonKey: z
    .string({ error: 'must be a string' })
    .check(z.minLength(1, { error: 'must not be empty' })),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const CONFIG_PATH = '/config.json';
/** The last good config, so the installed app starts offline (the SW never caches /config.json). */
export const CONFIG_CACHE_KEY = 'lesson-planner.runtime-config';
/** A hung request must not hold the whole app on a blank screen. */
export const CONFIG_FETCH_TIMEOUT_MS = 4000;

export type ConfigResult =
  | { ok: true; config: RuntimeConfig; source: 'build' | 'server' | 'cache' }
  | { ok: false; reason: string };

type Deps = {
  buildEnv: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };
  fetchJson: (path: string) => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
};

function describeIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`)
    .join('; ');
}

function readCached(storage: Deps['storage']): RuntimeConfig | null {
  try {
    const raw = storage?.getItem(CONFIG_CACHE_KEY);
    const parsed = raw ? runtimeConfigSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig({
  buildEnv,
  fetchJson,
  storage,
}: Deps): Promise<ConfigResult> {
  if (buildEnv.VITE_SUPABASE_URL || buildEnv.VITE_SUPABASE_ANON_KEY) {
    const parsed = runtimeConfigSchema.safeParse({
      supabaseUrl: buildEnv.VITE_SUPABASE_URL,
      supabaseAnonKey: buildEnv.VITE_SUPABASE_ANON_KEY,
    });
    if (parsed.success) return { ok: true, config: parsed.data, source: 'build' };
    return {
      ok: false,
      reason: `The build's VITE_SUPABASE_* settings are invalid: ${describeIssues(parsed.error)}.`,
    };
  }
  let served: unknown;
  try {
    served = await fetchJson(CONFIG_PATH);
  } catch (error) {
    const cached = readCached(storage);
    if (cached) return { ok: true, config: cached, source: 'cache' };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `${CONFIG_PATH} could not be loaded (${detail}).` };
  }
  const parsed = runtimeConfigSchema.safeParse(served);
  if (!parsed.success)
    return { ok: false, reason: `${CONFIG_PATH} is invalid: ${describeIssues(parsed.error)}.` };
  try {
    storage?.setItem(CONFIG_CACHE_KEY, JSON.stringify(parsed.data));
  } catch {
    // Without storage the app still runs online; it just can't start offline next time.
  }
  return { ok: true, config: parsed.data, source: 'server' };
}

/** The browser's fetch for /config.json: no HTTP cache, a timeout, and HTTP errors as failures. */
export async function fetchJsonNoStore(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
