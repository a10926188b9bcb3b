import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadFeatureFlags, type ParseFlagsResult } from '@/shared/lib/flags';
import { App } from './app';
import {
  fetchJsonNoStore,
  loadRuntimeConfig,
  type ConfigResult,
  type RuntimeConfig,
} from './config/runtime-config';
import { StartupProblemScreen } from './config/startup-problem-screen';
import type { SessionSource } from '@/shared/lib/session/session-source';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { accountStage, readAccountSnapshot } from './auth/account-snapshot';
import { createAuthSession, storedAuthUser, type AuthSession } from './auth/auth-session';
import { createBrowserClient } from './auth/supabase-client';

/** Who is signed in, and (in the browser) the real auth behind it; tests give a memory source. */
export type AppAuth = { session: SessionSource; auth: AuthSession | null };

/**
 * The real session: supabase-js auth, loaded as a lazy chunk. The session source exists at once
 * (in 'loading'), so public pages paint while supabase-js downloads and restores the session.
 */
async function createBrowserAuth(config: RuntimeConfig): Promise<AppAuth> {
  const auth = createAuthSession({
    clientPromise: createBrowserClient(config),
    storage: safeLocalStorage(),
  });
  return { session: auth, auth };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * On a start at the dashboard after a write, its figures are counted in a worker from now on
 * (dashboard-start.ts): who was signed in on this device is in storage already, ~0.1 s before
 * supabase-js, the page and the replica are loaded. Whoever it turns out to be, the page uses the
 * answer only for that user and while nothing was written since.
 */
function startDashboardCountOfStoredUser() {
  const storage = safeLocalStorage();
  const user = storedAuthUser(storage);
  const account = user && readAccountSnapshot(storage, user.id);
  if (!user || !account || accountStage(account) !== 'ready' || account.isDeveloper) return;
  if (window.location.pathname !== '/dashboard') return;
  const today = formatIsoDate(new Date());
  // A chunk of its own: every route's first JS is within a few KB of the budget.
  void import('@/features/dashboard/queries/dashboard-start')
    .then(({ startDashboardCount }) =>
      startDashboardCount({
        user: { id: user.id, schoolId: account.schoolId, role: account.role },
        today,
        pathname: window.location.pathname,
      }),
    )
    .catch(() => undefined);
}

export type StartDeps = {
  /** Work begun before anything else loads (the dashboard's start count); none in tests. */
  beforeLoading?: () => void;
  loadFlags: () => ParseFlagsResult;
  loadConfig: () => Promise<ConfigResult>;
  createAuth: (config: RuntimeConfig) => Promise<AppAuth>;
};

const browserDeps: StartDeps = {
  beforeLoading: startDashboardCountOfStoredUser,
  loadFlags: () => loadFeatureFlags(),
  loadConfig: () =>
    loadRuntimeConfig({
      buildEnv: import.meta.env,
      fetchJson: fetchJsonNoStore,
      storage: safeLocalStorage(),
    }),
  createAuth: createBrowserAuth,
};

/** Start-up order: flags, then runtime config, then the app. Each failure gets its own clear screen. */
export async function startApp(
  container: HTMLElement,
  deps: StartDeps = browserDeps,
): Promise<Root> {
  const root = createRoot(container);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  const flags = deps.loadFlags();
  if (flags.ok) deps.beforeLoading?.();
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
  if (!config.ok && config.setting === 'analytics') {
    render(
      <StartupProblemScreen title="The app's analytics setting is invalid">
        <p>{config.reason}</p>
        <p>
          Whoever hosts this app named a page-view tracker in <code>/config.json</code> that it
          cannot use. Correct <code>analytics</code> there (an <code>endpoint</code> on https, and
          optionally a <code>domain</code>), or remove it to run without analytics.
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

  const { session, auth } = await deps.createAuth(config.config);
  render(<App sessionSource={session} auth={auth} analytics={config.analytics ?? null} />);
  return root;
}
