import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSessions, summaryLine } from './harness/run-sessions';
import { startSyncServer, type SyncServer } from './harness/sync-server';

/**
 * DESIGN §8 reliability: seeded random sessions of 2–4 devices of one or two users, with offline
 * spells, 5xx answers, lost responses, garbled answers (valid JSON that breaks the protocol),
 * duplicate delivery, token expiry, killed tabs and two tabs of one device, against the real local
 * stack. CI runs 200; `npm run test:soak` runs more.
 */
const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 200);
const SEED = Number(process.env.SYNC_PROPERTY_SEED ?? 20261122);
const PATH = process.env.SYNC_PROPERTY_PATH;

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('sync across devices with faults', () => {
  it(
    `${RUNS} sessions: no lost writes, no duplicates, every replica equals the server's view`,
    async () => {
      const summary = await runSessions(server, { sessions: RUNS, seed: SEED, path: PATH });
      console.log(`${summaryLine(summary)} ${JSON.stringify(summary.stats)}`);
      if (summary.failure) {
        const { seed, path, problems, plan } = summary.failure;
        expect.fail(
          [
            `A session broke a sync rule: ${problems.join('; ')}`,
            `Replay it: SYNC_PROPERTY_SEED=${seed} SYNC_PROPERTY_PATH=${path} npx vitest run tests/sync/multi-device.property.test.ts`,
            `or: SOAK_SEED=${seed} SOAK_PATH=${path} npm run test:soak`,
            `Session: ${JSON.stringify(plan)}`,
          ].join('\n'),
        );
      }
      expect(summary).toMatchObject({ lostWrites: 0, duplicates: 0, diverged: 0 });
      // Faults and races only prove something if the sessions wrote, merged and got refusals.
      if (!PATH) {
        expect(summary.stats.applied).toBeGreaterThan(RUNS);
        expect(summary.stats.rejected).toBeGreaterThan(0);
        expect(summary.stats.conflicts).toBeGreaterThan(0);
      }
    },
    30 * 60_000,
  );
});
