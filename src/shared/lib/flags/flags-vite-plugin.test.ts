import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, resolveConfig, type InlineConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsPlugin, readFlagEnv } from './flags-vite-plugin.ts';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flags-plugin-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

function writeEnv(file: string, lines: readonly string[]): void {
  writeFileSync(join(dir, file), `${lines.join('\n')}\n`);
}

// Real Vite, no config file: the plugin runs exactly as `vite` and `vite build` would run it.
function inlineConfig(mode = 'production'): InlineConfig {
  return {
    configFile: false,
    root: dir,
    mode,
    logLevel: 'silent',
    plugins: [featureFlagsPlugin()],
  };
}

const BAD_ENV_MESSAGE = [
  'Invalid feature flags:',
  "  - VITE_FLAG_WEEK_CACHE: must be 'true' or 'false', got 'yes'",
  "  - VITE_FLAG_WEEK_FETCH_DEBOUNCE_MS: must be a non-negative decimal number such as '0', '250' or '1.5', got 'abc'",
].join('\n');

describe('featureFlagsPlugin', () => {
  it('passes a valid env', async () => {
    writeEnv('.env', ['VITE_FLAG_MOVE_LESSONS=true', 'VITE_FLAG_WEEK_CACHE_TTL_MS=1000']);
    await expect(resolveConfig(inlineConfig(), 'build')).resolves.toBeDefined();
  });

  it('stops `vite build` with one message listing every bad flag', async () => {
    writeEnv('.env', ['VITE_FLAG_WEEK_CACHE=yes', 'VITE_FLAG_WEEK_FETCH_DEBOUNCE_MS=abc']);
    await expect(build(inlineConfig())).rejects.toThrow(BAD_ENV_MESSAGE);
  });

  it('stops the dev server with the same message', async () => {
    writeEnv('.env', ['VITE_FLAG_WEEK_CACHE=yes', 'VITE_FLAG_WEEK_FETCH_DEBOUNCE_MS=abc']);
    await expect(createServer(inlineConfig('development'))).rejects.toThrow(BAD_ENV_MESSAGE);
  });

  it('keeps the stack to the message, so the CLI output is just the list', async () => {
    writeEnv('.env', ['VITE_FLAG_WEEK_CACHE=yes']);
    const error: unknown = await resolveConfig(inlineConfig(), 'build').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).stack).toBe(`Error: ${(error as Error).message}`);
  });

  it('reads the mode-specific file for the mode being built', async () => {
    writeEnv('.env.staging', ['VITE_FLAG_HIDE_SKELETON=maybe']);
    await expect(resolveConfig(inlineConfig(), 'build')).resolves.toBeDefined();
    await expect(resolveConfig(inlineConfig('staging'), 'build')).rejects.toThrow(
      "VITE_FLAG_HIDE_SKELETON: must be 'true' or 'false', got 'maybe'",
    );
  });

  it('lets the process environment override .env files, both ways', async () => {
    writeEnv('.env', ['VITE_FLAG_FEEDBACK=nope']);
    vi.stubEnv('VITE_FLAG_FEEDBACK', 'false');
    await expect(resolveConfig(inlineConfig(), 'build')).resolves.toBeDefined();

    writeEnv('.env', ['VITE_FLAG_FEEDBACK=false']);
    vi.stubEnv('VITE_FLAG_FEEDBACK', 'off');
    await expect(resolveConfig(inlineConfig(), 'build')).rejects.toThrow(
      "VITE_FLAG_FEEDBACK: must be 'true' or 'false', got 'off'",
    );
  });
});

describe('readFlagEnv', () => {
  it('returns only flag variables, from files and the given process env', () => {
    writeEnv('.env', ['VITE_FLAG_FEEDBACK=true', 'VITE_API_URL=http://x', 'SECRET=s']);
    const env = readFlagEnv('production', dir, { VITE_FLAG_RACE_LATEST: 'true', PATH: '/bin' });
    expect(env).toEqual({ VITE_FLAG_FEEDBACK: 'true', VITE_FLAG_RACE_LATEST: 'true' });
  });

  it('reads only the process env when env files are turned off', () => {
    writeEnv('.env', ['VITE_FLAG_FEEDBACK=true']);
    expect(readFlagEnv('production', false, { VITE_FLAG_SYNC_WEEK_URL: 'true' })).toEqual({
      VITE_FLAG_SYNC_WEEK_URL: 'true',
    });
  });
});
