import fc from 'fast-check';
import { runSession, type SessionOutcome } from './run-session';
import { sessionPlan, type SessionPlan } from './session-steps';
import type { SyncServer } from './sync-server';

export interface SoakOptions {
  sessions: number;
  seed: number;
  /** fast-check's counterexample path: replays one failing session exactly. */
  path?: string;
  onSession?: (index: number, outcome: SessionOutcome) => void;
}

export interface SoakSummary {
  sessions: number;
  lostWrites: number;
  duplicates: number;
  diverged: number;
  stats: SessionOutcome['stats'];
  failure: { seed: number; path: string; problems: string[]; plan: SessionPlan } | null;
}

/**
 * Runs seeded random sessions (session-steps.ts) one after another against one server. Stops at
 * the first session that breaks a rule and reports how to replay exactly that session.
 */
export async function runSessions(server: SyncServer, options: SoakOptions): Promise<SoakSummary> {
  const summary: SoakSummary = {
    sessions: 0,
    lostWrites: 0,
    duplicates: 0,
    diverged: 0,
    stats: { writes: 0, applied: 0, rejected: 0, conflicts: 0 },
    failure: null,
  };
  let lastProblems: string[] = [];
  const details = await fc.check(
    fc.asyncProperty(sessionPlan, async (plan) => {
      const outcome = await runSession(server, plan);
      options.onSession?.(summary.sessions, outcome);
      summary.sessions += 1;
      summary.lostWrites += outcome.lostWrites;
      summary.duplicates += outcome.duplicates;
      summary.diverged += outcome.diverged;
      for (const key of Object.keys(summary.stats) as Array<keyof SoakSummary['stats']>) {
        summary.stats[key] += outcome.stats[key];
      }
      lastProblems = outcome.problems;
      return outcome.problems.length === 0;
    }),
    {
      numRuns: options.sessions,
      seed: options.seed,
      ...(options.path ? { path: options.path } : {}),
      // Shrinking would re-run sessions against a server that already holds their effects.
      endOnFailure: true,
    },
  );
  if (details.failed) {
    summary.failure = {
      seed: details.seed,
      path: details.counterexamplePath ?? '',
      problems: details.errorInstance
        ? [String(details.errorInstance), ...lastProblems]
        : lastProblems,
      plan: details.counterexample![0],
    };
  }
  return summary;
}

export const summaryLine = (s: SoakSummary) =>
  `sessions: ${s.sessions}, lost writes: ${s.lostWrites}, duplicates: ${s.duplicates}, diverged: ${s.diverged}`;
