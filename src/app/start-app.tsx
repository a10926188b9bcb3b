import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadFeatureFlags, type ParseFlagsResult } from '@/shared/lib/flags';
import { App } from './app';
import { fetchJsonNoStore, loadRuntimeConfig, type ConfigResult } from './config/runtime-config';
import { StartupProblemScreen } from './config/startup-problem-screen';
import { createMemorySessionSource } from './session/memory-session-source';
import type { SessionSource } from './session/session-source';

async function createSessionSource(): Promise<SessionSource> {
  // A compile-time constant: production builds drop the e2e branch and its module entirely.
  if (import.meta.env.VITE_E2E_FAKE_SESSION === 'true') {
    const { createE2eSessionSource } = await import('./session/e2e-session-source');
    return createE2eSessionSource();
  }
  // No auth backend exists yet (issue 5 plugs it in here), so every visitor is signed out.
  return createMemorySessionSource({ status: 'signed-out' });
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type StartDeps = {
  loadFlags: () => ParseFlagsResult;
  loadConfig: () => Promise<ConfigResult>;
  createSession: () => Promise<SessionSource>;
};

const browserDeps: StartDeps = {
  loadFlags: () => loadFeatureFlags(),
  loadConfig: () =>
    loadRuntimeConfig({
      buildEnv: import.meta.env,
      fetchJson: fetchJsonNoStore,
      storage: safeLocalStorage(),
    }),
  createSession: createSessionSource,
};

/** Start-up order: flags, then runtime config, then the app. Each failure gets its own clear screen. */
export async function startApp(
  container: HTMLElement,
  deps: StartDeps = browserDeps,
): Promise<Root> {
  const root = createRoot(container);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  const flags = deps.loadFlags();
  if (!flags.ok) {
    render(
      <StartupProblemScreen title="The app's feature flags are invalid">
        <p>This build was configured with feature flags it cannot run with:</p>
        <ul className="list-disc pl-5 font-mono text-sm">
          {flags.errors.map((flagError) => (
            <li key={flagError.flag}>
              {flagError.flag}: {flagError.reason}
            </li>
          ))}
        </ul>
      </StartupProblemScreen>,
    );
    return root;
  }

  const config = await deps.loadConfig();
  if (!config.ok) {
    render(
      <StartupProblemScreen title="The app isn't connected to a server yet">
        <p>{config.reason}</p>
        <p>
          Whoever hosts this app must serve <code>/config.json</code> with <code>supabaseUrl</code>{' '}
          and <code>supabaseAnonKey</code> (the local stack, <code>npm start</code>, does this), or
          build it with <code>VITE_SUPABASE_URL</code> and <code>VITE_SUPABASE_ANON_KEY</code>.
        </p>
        <p>
          <button type="button" className="underline" onClick={() => window.location.reload()}>
            Try again
          </button>
        </p>
      </StartupProblemScreen>,
    );
    return root;
  }

  render(<App sessionSource={await deps.createSession()} />);
  return root;
}
