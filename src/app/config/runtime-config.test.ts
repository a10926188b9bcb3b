import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE_KEY, loadRuntimeConfig, loadServedAnalytics } from './runtime-config';

const good = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon.jwt.value' };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}
const offline = async () => {
  throw new TypeError('Failed to fetch');
};

describe('loadRuntimeConfig', () => {
  it('uses the served config and remembers it', async () => {
    const storage = memoryStorage();
    const result = await loadRuntimeConfig({ buildEnv: {}, fetchJson: async () => good, storage });
    expect(result).toEqual({ ok: true, config: good, source: 'server' });
    expect(JSON.parse(storage.data.get(CONFIG_CACHE_KEY)!)).toEqual(good);
  });

  it('build-time env overrides the served config without fetching', async () => {
    const result = await loadRuntimeConfig({
      buildEnv: { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' },
      fetchJson: async () => {
        throw new Error('must not fetch');
      },
      storage: null,
    });
    expect(result).toEqual({
      ok: true,
      config: { supabaseUrl: 'https://x.supabase.co', supabaseAnonKey: 'k' },
      source: 'build',
    });
  });

  it('a half-set build env names what is wrong', async () => {
    const result = await loadRuntimeConfig({
      buildEnv: { VITE_SUPABASE_URL: 'https://x.supabase.co' },
      fetchJson: offline,
      storage: null,
    });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('supabaseAnonKey') });
  });

  it('offline, the last good config is used', async () => {
    const storage = memoryStorage({ [CONFIG_CACHE_KEY]: JSON.stringify(good) });
    expect(await loadRuntimeConfig({ buildEnv: {}, fetchJson: offline, storage })).toEqual({
      ok: true,
      config: good,
      source: 'cache',
    });
  });

  it('offline with nothing cached explains the failure', async () => {
    const result = await loadRuntimeConfig({
      buildEnv: {},
      fetchJson: offline,
      storage: memoryStorage({ [CONFIG_CACHE_KEY]: '{bad json' }),
    });
    expect(result).toEqual({
      ok: false,
      reason: '/config.json could not be loaded (Failed to fetch).',
    });
  });

  it('a served URL with surrounding spaces is trimmed', async () => {
    const served = { ...good, supabaseUrl: ` ${good.supabaseUrl}\n` };
    const result = await loadRuntimeConfig({
      buildEnv: {},
      fetchJson: async () => served,
      storage: null,
    });
    expect(result).toEqual({ ok: true, config: good, source: 'server' });
  });

  it.each([
    [{}, 'supabaseUrl must be an absolute URL; supabaseAnonKey must be a string'],
    [null, 'Invalid input'],
    [{ supabaseUrl: 'not a url', supabaseAnonKey: 'k' }, 'supabaseUrl must be an absolute URL'],
    [
      { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: '' },
      'supabaseAnonKey must not be empty',
    ],
  ])('an invalid served config %j is reported, not cached', async (served, fragment) => {
    const storage = memoryStorage();
    const result = await loadRuntimeConfig({
      buildEnv: {},
      fetchJson: async () => served,
      storage,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(fragment);
    expect(storage.data.size).toBe(0);
  });
});

describe('loadRuntimeConfig: the optional hosting analytics', () => {
  const tracker = { endpoint: 'https://plausible.io/api/event', domain: 'planner.example.org' };

  it('is off (absent from the result) when /config.json names none or null', async () => {
    for (const served of [good, { ...good, analytics: null }]) {
      const result = await loadRuntimeConfig({
        buildEnv: {},
        fetchJson: async () => served,
        storage: null,
      });
      expect(result).toEqual({ ok: true, config: good, source: 'server' });
      expect(result.ok && 'analytics' in result).toBe(false);
    }
  });

  it('is read from a fresh /config.json, checked, and never kept for offline starts', async () => {
    const storage = memoryStorage();
    const result = await loadRuntimeConfig({
      buildEnv: {},
      fetchJson: async () => ({
        ...good,
        analytics: { ...tracker, endpoint: ` ${tracker.endpoint}` },
      }),
      storage,
    });
    expect(result).toEqual({ ok: true, config: good, source: 'server', analytics: tracker });
    expect(JSON.parse(storage.data.get(CONFIG_CACHE_KEY)!)).toEqual(good);
    // Offline, the kept config starts the app with no tracker.
    expect(await loadRuntimeConfig({ buildEnv: {}, fetchJson: offline, storage })).toEqual({
      ok: true,
      config: good,
      source: 'cache',
    });
  });

  it('a wrong value stops the start with its own message, naming the field', async () => {
    const storage = memoryStorage();
    const result = await loadRuntimeConfig({
      buildEnv: {},
      fetchJson: async () => ({ ...good, analytics: { endpoint: 'http://stats.example.org/e' } }),
      storage,
    });
    expect(result).toEqual({
      ok: false,
      setting: 'analytics',
      reason: expect.stringMatching(
        /^\/config\.json is invalid: analytics\.endpoint must be an https:\/\/ address/,
      ),
    });
    expect(storage.data.size).toBe(0);
  });

  it('builds with VITE_SUPABASE_* read no /config.json, so they have no tracker', async () => {
    const result = await loadRuntimeConfig({
      buildEnv: { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' },
      fetchJson: async () => ({ ...good, analytics: tracker }),
      storage: null,
    });
    expect(result.ok && result.analytics).toBeFalsy();
  });

  it('loadServedAnalytics loads the checker only for a value, and checks it', async () => {
    expect(await loadServedAnalytics(undefined)).toEqual({ ok: true, value: null });
    expect(await loadServedAnalytics(null)).toEqual({ ok: true, value: null });
    expect(await loadServedAnalytics(tracker)).toEqual({ ok: true, value: tracker });
    expect(await loadServedAnalytics({ endpoint: 'ftp://x' })).toMatchObject({ ok: false });
  });
});
