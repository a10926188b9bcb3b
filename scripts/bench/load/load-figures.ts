import type { LoadDatabase } from './load-settings';

/** The requests the bench times, each from send to the last byte of the answer. */
export type OpKind = 'push' | 'pull' | 'sign-in';

/** Everything one configuration (a database and a number of devices) measured. */
export class LoadRecorder {
  readonly latenciesMs: Record<OpKind, number[]> = { push: [], pull: [], 'sign-in': [] };
  readonly statuses = new Map<number, number>();
  /** Every timed request's send and answer times (performance.now()), for serviceSplit. */
  readonly spans: Array<{ kind: OpKind; start: number; end: number }> = [];
  readonly errors: string[] = [];
  /** Sign-ins answered 429: throttling of correct passwords. */
  throttledSignIns = 0;
  changesPushed = 0;
  rowsPulled = 0;
  readonly health = {
    checks: 0,
    non200: 0,
    status503: 0,
    /** What the non-200 answers said (first few). */
    failures: [] as string[],
    latencyMs: [] as number[],
    /** /health's own database probe: a `select 1` from the stack's process (PGlite: 0 while busy). */
    databaseMs: [] as number[],
  };

  time(kind: OpKind, start: number, end: number, status: number | null): void {
    this.latenciesMs[kind].push(end - start);
    this.spans.push({ kind, start, end });
    if (status !== null) this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  error(kind: OpKind | 'device', message: string): void {
    this.errors.push(`${kind}: ${message.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}

/** Nearest-rank percentile of unsorted values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The first `count` distinct messages, each with how often it occurred. */
export function distinctMessages(
  messages: readonly string[],
  count = 5,
): Array<{ message: string; times: number }> {
  const seen = new Map<string, number>();
  for (const message of messages) seen.set(message, (seen.get(message) ?? 0) + 1);
  return [...seen].slice(0, count).map(([message, times]) => ({ message, times }));
}

/**
 * For a server that answers one request at a time (PGlite: one session, PostgREST's pool of one,
 * one event loop), each answer's latency splits into waiting for the requests ahead of it and its
 * own service: request i, answered at d(i), was served from max(its send, the previous answer)
 * to d(i). Read from the client's timestamps alone; meaningless for a server that runs requests in
 * parallel (PostgreSQL).
 */
export function serviceSplit(spans: readonly { kind: OpKind; start: number; end: number }[]): {
  serviceMs: Record<OpKind, number[]>;
  /** Share of all the requests' time spent waiting behind others. */
  waitingShare: number;
} {
  const serviceMs: Record<OpKind, number[]> = { push: [], pull: [], 'sign-in': [] };
  const byEnd = [...spans].sort((a, b) => a.end - b.end);
  let previousEnd = -Infinity;
  let total = 0;
  let served = 0;
  for (const span of byEnd) {
    const service = span.end - Math.max(span.start, previousEnd);
    serviceMs[span.kind].push(service);
    total += span.end - span.start;
    served += service;
    previousEnd = span.end;
  }
  return { serviceMs, waitingShare: total > 0 ? 1 - served / total : 0 };
}

export type ConfigurationResult = {
  database: LoadDatabase;
  devices: number;
  windowS: number;
  /** Completed push and pull requests per second of the window. */
  opsPerS: number;
  p: Record<OpKind, { n: number; p50: number; p99: number; max: number }>;
  errors: number;
  healthChecks: number;
  healthNon200: number;
  health503: number;
};

export function summarise(
  recorder: LoadRecorder,
  database: LoadDatabase,
  devices: number,
  windowS: number,
): ConfigurationResult {
  const stats = (values: number[]) => ({
    n: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : NaN,
  });
  const { push, pull } = recorder.latenciesMs;
  return {
    database,
    devices,
    windowS,
    opsPerS: (push.length + pull.length) / windowS,
    p: { push: stats(push), pull: stats(pull), 'sign-in': stats(recorder.latenciesMs['sign-in']) },
    errors: recorder.errors.length,
    healthChecks: recorder.health.checks,
    healthNon200: recorder.health.non200,
    health503: recorder.health.status503,
  };
}

export type GoalVerdict = { goal: string; verdict: 'PASS' | 'FAIL' | 'NOT RUN'; why: string };

/** Issue 12's goals: the p99s are those of push and of pull, each (sign-in is reported apart). */
export const GOALS = {
  postgres: { devices: 100, p99Ms: 500 },
  pglite: { devices: 20, p99Ms: 1000 },
} as const;

export function judgeGoals(results: readonly ConfigurationResult[]): GoalVerdict[] {
  const find = (database: LoadDatabase, devices: number) =>
    results.find((r) => r.database === database && r.devices === devices);
  const worstP99 = (r: ConfigurationResult) => Math.max(r.p.push.p99, r.p.pull.p99);
  const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'no requests');

  const verdicts: GoalVerdict[] = [];
  const pg = GOALS.postgres;
  const pgGoal = `PostgreSQL, ${pg.devices} devices: push and pull p99 ≤ ${pg.p99Ms} ms, 0 errors`;
  const pgRun = find('postgres', pg.devices);
  if (!pgRun) {
    verdicts.push({
      goal: pgGoal,
      verdict: 'NOT RUN',
      why: `no postgres run with ${pg.devices} devices`,
    });
  } else {
    const p99 = worstP99(pgRun);
    const ok = p99 <= pg.p99Ms && pgRun.errors === 0;
    verdicts.push({
      goal: pgGoal,
      verdict: ok ? 'PASS' : 'FAIL',
      why: `push p99 ${fmt(pgRun.p.push.p99)}, pull p99 ${fmt(pgRun.p.pull.p99)}, ${pgRun.errors} errors`,
    });
  }

  const lite = GOALS.pglite;
  const liteGoal = `PGlite, ${lite.devices} devices: push and pull p99 ≤ ${lite.p99Ms} ms, /health never 503`;
  const liteRun = find('pglite', lite.devices);
  if (!liteRun) {
    verdicts.push({
      goal: liteGoal,
      verdict: 'NOT RUN',
      why: `no pglite run with ${lite.devices} devices`,
    });
  } else {
    const p99 = worstP99(liteRun);
    const ok = p99 <= lite.p99Ms && liteRun.health503 === 0 && liteRun.healthChecks > 0;
    verdicts.push({
      goal: liteGoal,
      verdict: ok ? 'PASS' : 'FAIL',
      why: `push p99 ${fmt(liteRun.p.push.p99)}, pull p99 ${fmt(liteRun.p.pull.p99)}, /health 503 on ${liteRun.health503} of ${liteRun.healthChecks}`,
    });
  }
  return verdicts;
}
