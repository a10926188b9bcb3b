import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { LoadRecorder } from './load-figures';

/** How long one /health check may take before it counts as failed. */
const HEALTH_TIMEOUT_MS = 5000;

/**
 * Hits /health every second, as an uptime monitor would, until stopped: counts checks, non-200
 * answers (and 503s apart), and keeps the answer's time and its database probe's latency.
 */
export function monitorHealth(url: string, recorder: LoadRecorder): () => Promise<void> {
  let running = true;
  const health = recorder.health;
  const loop = (async () => {
    while (running) {
      const tick = Date.now();
      const started = performance.now();
      try {
        const response = await fetch(`${url}/health`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => null)) as {
          database?: { latency_ms?: number; error?: string };
        } | null;
        health.checks++;
        health.latencyMs.push(performance.now() - started);
        if (typeof body?.database?.latency_ms === 'number')
          health.databaseMs.push(body.database.latency_ms);
        if (response.status !== 200) {
          health.non200++;
          if (response.status === 503) health.status503++;
          health.failures.push(`${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        }
      } catch (error) {
        health.checks++;
        health.non200++;
        health.failures.push(`no answer: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

/** CPU seconds by process group: the stack's Node process, PostgREST, PostgreSQL, the bench. */
export type CpuSnapshot = Map<number, { group: string; seconds: number }>;

const CLOCK_TICKS_PER_S = 100;

function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * CPU time of every process under the bench (the stack process, its PostgREST, a temporary
 * PostgreSQL and its backends), read from /proc: user + system, with reaped children's time, so
 * PostgreSQL backends that ended count in their postmaster. Linux only; elsewhere it is empty.
 */
export function cpuSnapshot(stackPid: number | undefined, stackLabel: string): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  const usage = process.cpuUsage();
  snapshot.set(process.pid, {
    group: 'bench (devices)',
    seconds: (usage.user + usage.system) / 1e6,
  });
  let pids: number[];
  try {
    pids = descendantsOf(process.pid);
  } catch {
    return snapshot;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
      const group =
        pid === stackPid
          ? stackLabel
          : comm.startsWith('postgrest')
            ? 'PostgREST'
            : comm.startsWith('postgres')
              ? 'PostgreSQL'
              : null;
      if (group) snapshot.set(pid, { group, seconds: ticks / CLOCK_TICKS_PER_S });
    } catch {
      /* gone meanwhile */
    }
  }
  return snapshot;
}

/** CPU seconds each group spent between two snapshots. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  const groups = new Map<string, number>();
  for (const [pid, { group, seconds }] of after) {
    const spent = seconds - (before.get(pid)?.seconds ?? 0);
    groups.set(group, (groups.get(group) ?? 0) + Math.max(0, spent));
  }
  return groups;
}

export type PoolFigures = {
  samples: number;
  /** PostgREST's connections (as authenticator) open, and running a statement, per sample. */
  connectionsMax: number;
  activeMean: number;
  activeMax: number;
  /** Share of samples with every open PostgREST connection busy: requests queue in PostgREST. */
  allBusyShare: number;
  /** Samples in which some PostgREST backend waited on a lock. */
  lockWaitSamples: number;
};

/**
 * PostgreSQL only: samples pg_stat_activity every 200 ms as the superuser, to see how busy
 * PostgREST's pool is (its size against the number of devices).
 */
export function monitorPool(databaseUrl: string): () => Promise<PoolFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const rows: Array<{ total: number; active: number; lock_waits: number }> = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const {
        rows: [row],
      } = await client.query<{
        total: number;
        active: number;
        lock_waits: number;
      }>(
        `select count(*)::int as total,
                count(*) filter (where state = 'active')::int as active,
                count(*) filter (where wait_event_type = 'Lock')::int as lock_waits
           from pg_stat_activity where usename = 'authenticator'`,
      );
      if (row) rows.push(row);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await loop;
    const n = Math.max(1, rows.length);
    return {
      samples: rows.length,
      connectionsMax: Math.max(0, ...rows.map((r) => r.total)),
      activeMean: rows.reduce((sum, r) => sum + r.active, 0) / n,
      activeMax: Math.max(0, ...rows.map((r) => r.active)),
      allBusyShare: rows.filter((r) => r.total > 0 && r.active >= r.total).length / n,
      lockWaitSamples: rows.filter((r) => r.lock_waits > 0).length,
    };
  };
}
