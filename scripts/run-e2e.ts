// `npm run test:e2e`: checks for Chromium, builds the e2e variant of the app, runs Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR } from './e2e-settings';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './find-chromium';

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The production build, in its own directory: the update-prompt test redeploys a copy of it, and a
// developer's running `npm start` keeps serving dist/.
run(process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--outDir',
  'dist-e2e',
  '--logLevel',
  'warn',
]);
// Every run starts from a fresh database: the tests register accounts, and sign-up is rate limited
// per address (10 an hour), so a reused data directory would refuse them after a few runs.
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
