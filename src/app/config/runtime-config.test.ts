import { describe, expect, it } from 'vitest';
import { CONFIG_CACHE_KEY, loadRuntimeConfig } from './runtime-config';

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
