import { afterEach, describe, expect, it, vi } from 'vitest';

// flags.ts caches its parse for the page's lifetime, so each case loads a fresh copy.
async function freshFlagsModule() {
  vi.resetModules();
  return import('./flags.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loadFeatureFlags', () => {
  it('parses the env it is given', async () => {
    const { loadFeatureFlags } = await freshFlagsModule();
    const result = loadFeatureFlags({ VITE_FLAG_MOVE_LESSONS: 'true' });
    expect(result.ok && result.flags.moveLessons).toBe(true);
  });
});

describe('getFeatureFlags', () => {
  it('returns the flags from import.meta.env', async () => {
    vi.stubEnv('VITE_FLAG_MOVE_LESSONS', 'true');
    const { getFeatureFlags } = await freshFlagsModule();
    expect(getFeatureFlags()).toMatchObject({ moveLessons: true, weekCacheTtlMs: 300_000 });
  });

  it('throws FeatureFlagsError carrying every error and the formatted message', async () => {
    vi.stubEnv('VITE_FLAG_WEEK_CACHE', 'yes');
    vi.stubEnv('VITE_FLAG_RACE_LATEST', '1');
    const { getFeatureFlags } = await freshFlagsModule();
    const { FeatureFlagsError } = await import('./feature-flags-error.ts');
    const error: unknown = (() => {
      try {
        getFeatureFlags();
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(FeatureFlagsError);
    if (!(error instanceof FeatureFlagsError)) return;
    expect(error.errors.map((e) => e.flag)).toEqual([
      'VITE_FLAG_WEEK_CACHE',
      'VITE_FLAG_RACE_LATEST',
    ]);
    expect(error.message).toBe(
      [
        'Invalid feature flags:',
        "  - VITE_FLAG_WEEK_CACHE: must be 'true' or 'false', got 'yes'",
        "  - VITE_FLAG_RACE_LATEST: must be 'true' or 'false', got '1'",
      ].join('\n'),
    );
  });
});
