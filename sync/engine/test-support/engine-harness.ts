import { ManualTime, SwitchableEnvironment } from './manual-time';
import { MemoryReplica } from './memory-replica';
import { MemoryServer } from './memory-server';
import type { CycleReport } from '../sync-cycle';
import { SyncEngine, type SyncEngineOptions } from '../sync-engine';
import type { SyncStatus } from '../sync-status';

export type Outcome = { ok: true; report: CycleReport } | { ok: false; error: unknown };

/**
 * Test double (tests only): a SyncEngine wired to a manual clock, a switchable network, an
 * in-memory replica and server, with every status and run outcome recorded.
 */
export function engineHarness(
  options: { online?: boolean; refreshSession?: () => Promise<boolean> } & Partial<
    Pick<SyncEngineOptions, 'pushBatchSize' | 'pullPageSize'>
  > = {},
) {
  const time = new ManualTime();
  const environment = new SwitchableEnvironment(options.online ?? true);
  const local = new MemoryReplica();
  const server = new MemoryServer();
  const statuses: SyncStatus[] = [];
  const outcomes: Outcome[] = [];
  /** Clock time (ms) at which each run finished. */
  const ranAt: number[] = [];
  const refreshSession = options.refreshSession ?? (async () => false);
  const engine = new SyncEngine({
    local,
    remote: server,
    clock: time,
    timers: time,
    environment,
    refreshSession,
    ...(options.pushBatchSize ? { pushBatchSize: options.pushBatchSize } : {}),
    ...(options.pullPageSize ? { pullPageSize: options.pullPageSize } : {}),
    onCycle: (outcome) => {
      outcomes.push(outcome);
      ranAt.push(time.nowMs());
    },
  });
  engine.subscribe((status) => statuses.push(status));
  return {
    engine,
    time,
    environment,
    local,
    server,
    statuses,
    outcomes,
    ranAt,
    /** Phases in the order listeners heard them, repeats of the same phase folded. */
    phases: () =>
      statuses.map((status) => status.phase).filter((phase, i, all) => phase !== all[i - 1]),
  };
}
