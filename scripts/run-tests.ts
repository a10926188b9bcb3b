// `npm test`: every suite (unit + component + lint rules in Vitest, then browser e2e), then one plain
// closing line `N passed, N failed` that CI and people can read without knowing either runner.
// `--unit <filter>` and `--e2e <file>` (each repeatable) narrow a suite to those files, for a
// quicker look; `npm run test:stress` passes them on from STRESS_UNIT and STRESS_E2E.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Tally = { passed: number; failed: number };
const RESULTS_DIR = 'test-results';
const { values: filters } = parseArgs({
  options: {
    unit: { type: 'string', multiple: true, default: [] },
    e2e: { type: 'string', multiple: true, default: [] },
  },
});
mkdirSync(RESULTS_DIR, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const vitestJson = `${RESULTS_DIR}/vitest.json`;
const playwrightJson = `${RESULTS_DIR}/playwright.json`;
// A runner that dies before writing its report must not be read from an earlier run's.
for (const report of [vitestJson, playwrightJson]) rmSync(report, { force: true });
const unitExit = run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...filters.unit,
]);
const vitest = readJson(vitestJson) as { numPassedTests: number; numFailedTests: number } | null;
const unit: Tally = {
  passed: vitest?.numPassedTests ?? 0,
  // An exit code of 1 with no failed test (no test files, an unhandled error) is still a failure.
  failed: (vitest?.numFailedTests ?? 0) || (unitExit === 0 ? 0 : 1),
};

const e2eExit = run(
  'node_modules/.bin/tsx',
  ['scripts/run-e2e.ts', '--reporter=list,json', ...filters.e2e],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
);
const stats = (
  readJson(playwrightJson) as {
    stats?: { expected: number; unexpected: number; flaky: number };
  } | null
)?.stats;
const e2e: Tally = {
  passed: stats?.expected ?? 0,
  // A run that never reached Playwright (no Chromium, build failure) still counts as a failure.
  failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) || (e2eExit === 0 ? 0 : 1),
};

console.log(`\nunit and component: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`end-to-end (Chromium): ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(unitExit !== 0 || e2eExit !== 0 ? 1 : 0);
