// `npm run test:e2e`: checks for Chromium, builds the e2e variant of the app, runs Playwright.
import { spawnSync } from 'node:child_process';
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

// The e2e build differs from production in one compile-time flag (see e2e-session-source.ts).
run(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'dist-e2e', '--logLevel', 'warn'],
  {
    VITE_E2E_FAKE_SESSION: 'true',
  },
);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
