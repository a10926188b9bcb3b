import type { ReplicaDb } from '@/db/replica-db';

/**
 * Bench builds only (`VITE_BENCH_HOOKS=true`, set by `npm run bench:planner`): hands the open
 * replica to the page so the bench can time the raw Dexie query the planner week sits on, beside
 * the week view's own paint. The condition is a build-time constant, so production bundles drop
 * the assignment (scripts/check-dist.mjs fails the build if `__plannerBench` ever ships).
 */
export function exposeReplicaForBench(db: ReplicaDb): void {
  if (import.meta.env.VITE_BENCH_HOOKS !== 'true') return;
  (globalThis as { __plannerBench?: { db: ReplicaDb } }).__plannerBench = { db };
}
