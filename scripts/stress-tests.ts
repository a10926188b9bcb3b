// `npm run test:stress` (issue 11): `npm test`'s own runner (scripts/run-tests.ts) while a second copy
// of the unit suite (`vitest run`) runs beside it, started again each time it ends until `npm test`
// is done, STRESS_RUNS times (3). Per run it prints how long `npm test` took and what each side
// passed and failed; it ends with one closing line and exits non-zero if any run failed anywhere.
//
// STRESS_UNIT (Vitest filters, space-separated) and STRESS_E2E (Playwright spec files) narrow both
// sides to a subset, to try the check quickly. Logs and the second copy's JSON reports go to
// .local/stress/<time>/, never to test-results/, which belongs to `npm test` (and Playwright empties
// it when it starts).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tally = { passed: number; failed: number };
type Finished = { exitCode: number; ms: number; log: string };

const runs = Number(process.env.STRESS_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(
    `STRESS_RUNS must be a whole number of at least 1, got '${process.env.STRESS_RUNS}'.`,
  );
  process.exit(2);
}
const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
const unitFilters = words(process.env.STRESS_UNIT);
const e2eFiles = words(process.env.STRESS_E2E);

const outDir = join('.local', 'stress', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(outDir, { recursive: true });

/** Runs a command with its output in a log file; resolves when it exits. */
function runLogged(command: string, args: string[], log: string): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const done = (exitCode: number) =>
      out.end(() => resolve({ exitCode, ms: Date.now() - started, log }));
    child.once('error', (error) => {
      out.write(`\n${error.stack ?? error.message}\n`);
      done(1);
    });
    child.once('close', (code) => done(code ?? 1));
  });
}

/** The tallies run-tests.ts prints in its closing lines. */
function npmTestTallies(log: string): { unit: Tally; e2e: Tally } | null {
  const text = readFileSync(log, 'utf8');
  const tally = (label: string): Tally | null => {
    const match = new RegExp(`^${label}: (\\d+) passed, (\\d+) failed$`, 'm').exec(text);
    return match ? { passed: Number(match[1]), failed: Number(match[2]) } : null;
  };
  const unit = tally('unit and component');
  const e2e = tally('end-to-end \\(Chromium\\)');
  return unit && e2e ? { unit, e2e } : null;
}

/** One `vitest run` beside `npm test`, reported to its own JSON file. */
async function besideCopy(run: number, copy: number): Promise<Tally & { ms: number; log: string }> {
  const base = join(outDir, `run-${run}-beside-${copy}`);
  const finished = await runLogged(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${base}.json`,
      ...unitFilters,
    ],
    `${base}.log`,
  );
  type Report = { numPassedTests?: number; numFailedTests?: number };
  let report: Report | null = null;
  try {
    report = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as Report;
  } catch {
    // No report: the run died before writing one, which the exit code tells.
  }
  const passed = report?.numPassedTests ?? 0;
  // A copy that exits non-zero with no failed test (an unhandled error, a crash) still failed.
  const failed = Math.max(report?.numFailedTests ?? 0, finished.exitCode === 0 ? 0 : 1);
  return { passed, failed, ms: finished.ms, log: finished.log };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
/** A few durations one by one, many as their range. */
const durations = (ms: number[]) =>
  ms.length <= 8
    ? ms.map(seconds).join(', ')
    : `${seconds(Math.min(...ms))} to ${seconds(Math.max(...ms))} each`;
const tail = (log: string, lines = 30) =>
  readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

console.log(
  `Stress: ${runs} run(s) of npm test with a second unit suite beside it` +
    `${unitFilters.length ? `; unit filters: ${unitFilters.join(' ')}` : ''}` +
    `${e2eFiles.length ? `; e2e: ${e2eFiles.join(' ')}` : ''}. Logs: ${outDir}/`,
);

let failedRuns = 0;
for (let run = 1; run <= runs; run++) {
  const npmTestArgs = [
    'scripts/run-tests.ts',
    ...unitFilters.flatMap((filter) => ['--unit', filter]),
    ...e2eFiles.flatMap((file) => ['--e2e', file]),
  ];
  let npmTestDone = false;
  const npmTest = runLogged(
    'node_modules/.bin/tsx',
    npmTestArgs,
    join(outDir, `run-${run}-npm-test.log`),
  ).then((finished) => {
    npmTestDone = true;
    return finished;
  });
  // The second copy starts again whenever it ends, for as long as npm test runs; the copy running
  // when npm test ends is let finish (stopping it could strand the stacks its tests start).
  const copies: Awaited<ReturnType<typeof besideCopy>>[] = [];
  const beside = (async () => {
    while (!npmTestDone) copies.push(await besideCopy(run, copies.length + 1));
  })();

  const primary = await npmTest;
  await beside;

  const tallies = npmTestTallies(primary.log);
  const besideTally = copies.reduce(
    (sum, copy) => ({ passed: sum.passed + copy.passed, failed: sum.failed + copy.failed }),
    { passed: 0, failed: 0 },
  );
  const primaryFailed = primary.exitCode !== 0 || tallies === null;
  const ok = !primaryFailed && besideTally.failed === 0;
  if (!ok) failedRuns++;

  const figures = tallies
    ? `unit ${tallies.unit.passed} passed, ${tallies.unit.failed} failed; ` +
      `e2e ${tallies.e2e.passed} passed, ${tallies.e2e.failed} failed`
    : `no closing lines (exit ${primary.exitCode})`;
  console.log(
    `run ${run}/${runs} ${ok ? 'passed' : 'FAILED'}: npm test ${seconds(primary.ms)} (${figures}); ` +
      `beside it ${copies.length} unit suite cop${copies.length === 1 ? 'y' : 'ies'} ` +
      `(${durations(copies.map((copy) => copy.ms))}): ` +
      `${besideTally.passed} passed, ${besideTally.failed} failed`,
  );
  if (primaryFailed) console.log(`--- ${primary.log} (end) ---\n${tail(primary.log)}\n---`);
  const failedCopies = copies.filter((copy) => copy.failed > 0);
  if (failedCopies[0]) {
    console.log(`--- ${failedCopies[0].log} (end) ---\n${tail(failedCopies[0].log)}\n---`);
    const others = failedCopies.length - 1;
    if (others > 0) console.log(`  and ${others} more failed cop${others === 1 ? 'y' : 'ies'}`);
  }
}

console.log(`stress: ${runs - failedRuns} of ${runs} runs passed, ${failedRuns} failed`);
process.exit(failedRuns === 0 ? 0 : 1);
