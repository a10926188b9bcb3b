import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './scripts/e2e-settings';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './scripts/find-chromium';

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);

/** Its own port and data directory, so tests never touch a developer's running `npm start`. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 54329);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx supabase/local/start.ts',
    // SIGTERM lets the stack close PGlite cleanly; Playwright's default is SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    reuseExistingServer: false,
    // A first start creates the database, applies migrations and seeds; on a busy CI machine that
    // has taken over a minute. The stack's own output is shown so a slow or failed start explains itself.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every planner test registers its own teacher from 127.0.0.1: more than the default 10
    // sign-ups an hour (a rerun with --repeat-each would be refused after the tenth).
    env: {
      PORT: String(E2E_PORT),
      DIST_DIR: 'dist-e2e',
      BUILD: 'never',
      DATA_DIR: E2E_DATA_DIR,
      AUTH_SIGNUPS_PER_HOUR: '200',
      // Registered teachers go straight to onboarding; the mailed confirmation link (the stack's
      // default) is covered by the sign-up page's tests and tests/abuse/auth.test.ts.
      AUTH_AUTOCONFIRM: 'true',
      // No page-view tracker, whatever the shell has set (Playwright passes its environment on);
      // an automated browser would send nothing anyway (navigator.webdriver).
      ANALYTICS_ENDPOINT: '',
      ANALYTICS_DOMAIN: '',
    },
  },
});
