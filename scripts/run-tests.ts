// `npm test`: every suite (unit + component + lint rules in Vitest, the abuse suite against a running
// stack, then browser e2e), then one plain
// closing line `N passed, N failed` that CI and people can read without knowing either runner.
// `--unit <filter>` and `--e2e <file>` (each repeatable) narrow a suite to those files, for a
// quicker look (the abuse suite is then skipped unless `--abuse <filter>` names some of it);
// `npm run test:stress` passes them on from STRESS_UNIT and STRESS_E2E.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Tally = { passed: number; failed: number };
const RESULTS_DIR = 'test-results';
const { values: filters } = parseArgs({
  options: {
    unit: { type: 'string', multiple: true, default: [] },
    e2e: { type: 'string', multiple: true, default: [] },
    abuse: { type: 'string', multiple: true, default: [] },
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
const abuseJson = `${RESULTS_DIR}/abuse.json`;
const playwrightJson = `${RESULTS_DIR}/playwright.json`;
// A runner that dies before writing its report must not be read from an earlier run's.
for (const report of [vitestJson, abuseJson, playwrightJson]) rmSync(report, { force: true });

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};
/** Named failures, printed again beside the closing tally: CI shows only the end of a long log. */
const failures: string[] = [];
function noteVitestFailures(report: VitestReport | null): void {
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const firstLine = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300);
      failures.push(
        `${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${firstLine}`,
      );
    }
  }
}

/** One Vitest run with a JSON report; its tally, failed when it exited non-zero. */
function vitestSuite(jsonPath: string, args: string[]): { exit: number; tally: Tally } {
  const exit = run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${jsonPath}`,
    ...args,
  ]);
  const report = readJson(jsonPath) as VitestReport | null;
  noteVitestFailures(report);
  return {
    exit,
    tally: {
      passed: report?.numPassedTests ?? 0,
      // An exit code of 1 with no failed test (no test files, an unhandled error) still fails.
      failed: (report?.numFailedTests ?? 0) || (exit === 0 ? 0 : 1),
    },
  };
}

const { exit: unitExit, tally: unit } = vitestSuite(vitestJson, filters.unit);
// A narrowed run (--unit/--e2e) is a quick look: the abuse suite runs only when asked for then.
const narrowed = filters.unit.length > 0 || filters.e2e.length > 0;
const abuseRun =
  narrowed && filters.abuse.length === 0
    ? { exit: 0, tally: { passed: 0, failed: 0 } }
    : vitestSuite(abuseJson, ['--config', 'tests/abuse/vitest.config.ts', ...filters.abuse]);
const abuse = abuseRun.tally;

const e2eExit = run(
  'node_modules/.bin/tsx',
  ['scripts/run-e2e.ts', '--reporter=list,json', ...filters.e2e],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
);
type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
};
const playwrightReport = readJson(playwrightJson) as
  (PlaywrightSuite & { stats?: { expected: number; unexpected: number; flaky: number } }) | null;
function notePlaywrightFailures(suite: PlaywrightSuite): void {
  for (const spec of suite.specs ?? []) {
    const bad = spec.tests.find((test) => test.status === 'unexpected' || test.status === 'flaky');
    if (bad) failures.push(`${spec.file}:${spec.line} › ${spec.title} (${bad.status})`);
  }
  for (const child of suite.suites ?? []) notePlaywrightFailures(child);
}
if (playwrightReport) notePlaywrightFailures(playwrightReport);
const stats = playwrightReport?.stats;
const e2e: Tally = {
  passed: stats?.expected ?? 0,
  // A run that never reached Playwright (no Chromium, build failure) still counts as a failure.
  failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) || (e2eExit === 0 ? 0 : 1),
};

if (failures.length > 0) {
  console.log('\nfailed:');
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
}
console.log(`\nunit and component: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`abuse (running stack): ${abuse.passed} passed, ${abuse.failed} failed`);
console.log(`end-to-end (Chromium): ${e2e.passed} passed, ${e2e.failed} failed`);
const passed = unit.passed + abuse.passed + e2e.passed;
console.log(`${passed} passed, ${unit.failed + abuse.failed + e2e.failed} failed`);
process.exit(unitExit !== 0 || abuseRun.exit !== 0 || e2eExit !== 0 ? 1 : 0);
