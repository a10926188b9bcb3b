// valibot, imported per function: this runs before the app in the entry chunk, where zod's shared
// core would cost ~16 KB gzip (README Footguns).
import * as v from 'valibot';
import type {
  HostingAnalytics,
  HostingAnalyticsParse,
} from '@/shared/lib/hosting-analytics/hosting-analytics-config';

const URL_MESSAGE = 'must be an absolute URL';
const STRING_MESSAGE = 'must be a string';
/** A missing key gets its field's type message, as an undefined value would (and zod gave). */
const MISSING_KEY_MESSAGES: Partial<Record<string, string>> = {
  supabaseUrl: URL_MESSAGE,
  supabaseAnonKey: STRING_MESSAGE,
};

/**
 * Where the app finds its Supabase project. Served as /config.json by whatever hosts dist/ (the local
 * gateway writes it from its own keys), so one build runs against any backend. Build-time env wins,
 * for hosts that bake the values in.
 */
export const runtimeConfigSchema = v.object(
  {
    // Surrounding spaces are dropped and tabs/newlines removed, as the URL parser itself does.
    supabaseUrl: v.pipe(
      v.string(URL_MESSAGE),
      v.trim(),
      v.url(URL_MESSAGE),
      v.transform((url) => url.replace(/[\t\n\r]/g, '')),
    ),
    supabaseAnonKey: v.pipe(v.string(STRING_MESSAGE), v.minLength(1, 'must not be empty')),
  },
  (issue) => MISSING_KEY_MESSAGES[String(issue.path?.[0]?.key)] ?? 'Invalid input',
);
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export const CONFIG_PATH = '/config.json';
/** The last good config, so the installed app starts offline (the SW never caches /config.json). */
export const CONFIG_CACHE_KEY = 'lesson-planner.runtime-config';
/** A hung request must not hold the whole app on a blank screen. */
export const CONFIG_FETCH_TIMEOUT_MS = 4000;

export type ConfigResult =
  | {
      ok: true;
      config: RuntimeConfig;
      source: 'build' | 'server' | 'cache';
      /** The page-view tracker /config.json names; absent when it names none (the default). */
      analytics?: HostingAnalytics;
    }
  | {
      ok: false;
      reason: string;
      /** Set when only the optional `analytics` setting is wrong (its own start-up message). */
      setting?: 'analytics';
    };

type Deps = {
  buildEnv: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };
  fetchJson: (path: string) => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Checks the served `analytics` value (loadServedAnalytics in the browser). */
  parseAnalytics?: (raw: unknown) => Promise<HostingAnalyticsParse>;
};

/**
 * The served `analytics` value, checked by a module loaded only when there is one: an app whose
 * /config.json names no tracker (the default) carries none of it. Should that module fail to
 * load, the tracker is off: analytics is never worth stopping the app for, a wrong value is.
 */
export async function loadServedAnalytics(raw: unknown): Promise<HostingAnalyticsParse> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  try {
    const { parseHostingAnalytics } =
      await import('@/shared/lib/hosting-analytics/hosting-analytics-config');
    return parseHostingAnalytics(raw);
  } catch {
    return { ok: true, value: null };
  }
}

const analyticsOf = (served: unknown): unknown =>
  typeof served === 'object' && served !== null
    ? (served as Record<string, unknown>).analytics
    : undefined;

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ');
}

function readCached(storage: Deps['storage']): RuntimeConfig | null {
  try {
    const raw = storage?.getItem(CONFIG_CACHE_KEY);
    const parsed = raw ? v.safeParse(runtimeConfigSchema, JSON.parse(raw)) : null;
    return parsed?.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Build-time env, else /config.json, else (offline) the last good config. Analytics comes from a
 * fresh /config.json only: a build with VITE_SUPABASE_* reads no /config.json, and a start from
 * the kept config is an offline start, when no page view is sent anyway.
 */
export async function loadRuntimeConfig({
  buildEnv,
  fetchJson,
  storage,
  parseAnalytics = loadServedAnalytics,
}: Deps): Promise<ConfigResult> {
  if (buildEnv.VITE_SUPABASE_URL || buildEnv.VITE_SUPABASE_ANON_KEY) {
    const parsed = v.safeParse(runtimeConfigSchema, {
      supabaseUrl: buildEnv.VITE_SUPABASE_URL,
      supabaseAnonKey: buildEnv.VITE_SUPABASE_ANON_KEY,
    });
    if (parsed.success) return { ok: true, config: parsed.output, source: 'build' };
    return {
      ok: false,
      reason: `The build's VITE_SUPABASE_* settings are invalid: ${describeIssues(parsed.issues)}.`,
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
  const parsed = v.safeParse(runtimeConfigSchema, served);
  if (!parsed.success)
    return { ok: false, reason: `${CONFIG_PATH} is invalid: ${describeIssues(parsed.issues)}.` };
  const analytics = await parseAnalytics(analyticsOf(served));
  if (!analytics.ok)
    return {
      ok: false,
      reason: `${CONFIG_PATH} is invalid: ${analytics.reason}.`,
      setting: 'analytics',
    };
  try {
    storage?.setItem(CONFIG_CACHE_KEY, JSON.stringify(parsed.output));
  } catch {
    // Without storage the app still runs online; it just can't start offline next time.
  }
  return {
    ok: true,
    config: parsed.output,
    source: 'server',
    ...(analytics.value ? { analytics: analytics.value } : {}),
  };
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
