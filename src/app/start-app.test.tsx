import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFlags } from '@/shared/lib/flags';
import type { ConfigResult } from './config/runtime-config';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { startApp, type StartDeps } from './start-app';

const goodConfig: ConfigResult = {
  ok: true,
  config: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' },
  source: 'server',
};

function deps(overrides: Partial<StartDeps>): StartDeps {
  return {
    loadFlags: () => parseFlags({}),
    loadConfig: async () => goodConfig,
    createAuth: async () => ({
      session: createMemorySessionSource({ status: 'signed-out' }),
      auth: null,
    }),
    ...overrides,
  };
}

const mounted: { root: Root; container: HTMLElement }[] = [];

async function start(overrides: Partial<StartDeps>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = await act(() => startApp(container, deps(overrides)));
  mounted.push({ root, container });
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

describe('startApp', () => {
  it('invalid flags stop start-up with one screen listing every bad flag and why', async () => {
    await start({
      loadFlags: () =>
        parseFlags({ VITE_FLAG_WEEK_CACHE: 'yes', VITE_FLAG_WEEK_CACHE_TTL_MS: '-1' }),
      loadConfig: async () => {
        throw new Error('config must not load when flags are invalid');
      },
    });
    expect(
      screen.getByRole('heading', { name: "The app's feature flags are invalid" }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("VITE_FLAG_WEEK_CACHE: must be 'true' or 'false', got 'yes'");
    expect(alert).toHaveTextContent(
      'VITE_FLAG_WEEK_CACHE_TTL_MS: must be a non-negative decimal number',
    );
  });

  it('missing runtime config shows a clear screen instead of crashing', async () => {
    await start({
      loadConfig: async () => ({
        ok: false,
        reason: '/config.json could not be loaded (HTTP 404).',
      }),
    });
    expect(
      screen.getByRole('heading', { name: "The app isn't connected to a server yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '/config.json could not be loaded (HTTP 404).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a wrong analytics setting gets its own screen, naming the field and the way out', async () => {
    await start({
      loadConfig: async () => ({
        ok: false,
        setting: 'analytics',
        reason: '/config.json is invalid: analytics.endpoint must be an https:// address.',
      }),
    });
    expect(
      screen.getByRole('heading', { name: "The app's analytics setting is invalid" }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('analytics.endpoint must be an https:// address');
    expect(alert).toHaveTextContent(/or remove it to run without analytics/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('with valid flags and config the app renders', async () => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    await start({});
    expect(
      await screen.findByRole('heading', { level: 1, name: /Lesson planning/ }),
    ).toBeInTheDocument();
  });
});
