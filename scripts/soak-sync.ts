// `npm run test:soak`: SOAK_SESSIONS (default 1000, DESIGN §8) randomized multi-device sync
// sessions with faults against the real local stack; ends with the line
// `sessions: N, lost writes: 0, duplicates: 0, diverged: 0`. SOAK_SEED picks the sessions;
// SOAK_SEED with SOAK_PATH replays the one session a failure printed.
import { runSessions, summaryLine } from '../tests/sync/harness/run-sessions';
import { startSyncServer } from '../tests/sync/harness/sync-server';

const sessions = Number(process.env.SOAK_SESSIONS ?? 1000);
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 2 ** 31);
const path = process.env.SOAK_PATH || undefined;
if (!Number.isInteger(sessions) || sessions < 1) {
  console.error(
    `SOAK_SESSIONS must be a whole number of at least 1, got '${process.env.SOAK_SESSIONS}'.`,
  );
  process.exit(2);
}

console.log(`Soak: ${path ? 'replaying one session' : `${sessions} sessions`}, seed ${seed}`);
const server = await startSyncServer();
const started = Date.now();
try {
  const summary = await runSessions(server, {
    sessions: path ? 1 : sessions,
    seed,
    path,
    onSession: (index) => {
      if ((index + 1) % 50 === 0) {
        console.log(`  ${index + 1} sessions, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    },
  });
  const { writes, applied, rejected, conflicts } = summary.stats;
  console.log(
    `  ${writes} writes: ${applied} applied, ${rejected} rejected with a reason, ${conflicts} conflicts recorded; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (summary.failure) {
    const failure = summary.failure;
    console.error(`A session broke a sync rule:\n  ${failure.problems.join('\n  ')}`);
    console.error(`Session: ${JSON.stringify(failure.plan)}`);
    console.error(
      `Replay it: SOAK_SEED=${failure.seed} SOAK_PATH=${failure.path} npm run test:soak`,
    );
  }
  console.log(summaryLine(summary));
  process.exitCode = summary.failure ? 1 : 0;
} finally {
  await server.stop();
}
