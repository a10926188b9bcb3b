import { availableParallelism } from 'node:os';
import {
  distinctMessages,
  LoadRecorder,
  percentile,
  serviceSplit,
  type ConfigurationResult,
} from './load-figures';
import type { WindowFigures } from './load-ipc';
import type { PoolFigures } from './load-monitor';

/** What one configuration measured, for the report. */
export type Measured = {
  result: ConfigurationResult;
  recorder: LoadRecorder;
  stackFigures: WindowFigures;
  cpu: Map<string, number>;
  pool: PoolFigures | null;
  setUpS: number;
  /** 1-minute load average before and after the window. */
  machineLoad: [number, number];
  connectionLosses: string[];
};

const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '–';
const int = (value: number) => value.toLocaleString('en');

/** One configuration's figures and where its time went. */
export function printConfiguration(measured: Measured): void {
  const { result, recorder, stackFigures, cpu, pool } = measured;
  const line = (label: string, text: string) => console.log(`  ${label.padEnd(16)} ${text}`);
  console.log(
    `\n── ${result.database}, ${result.devices} devices, ${result.windowS.toFixed(1)} s measured ` +
      `(stack started and ${result.devices} teachers set up in ${measured.setUpS.toFixed(1)} s, not measured)`,
  );
  line(
    'machine',
    `${availableParallelism()} cores; load average ${measured.machineLoad[0].toFixed(1)} before, ` +
      `${measured.machineLoad[1].toFixed(1)} after (everything else running counts too)`,
  );
  line(
    'ops/s',
    `${result.opsPerS.toFixed(1)} (push ${int(result.p.push.n)}, pull ${int(result.p.pull.n)}; ` +
      `${int(recorder.changesPushed)} changes pushed, ${int(recorder.rowsPulled)} rows pulled)`,
  );
  for (const kind of ['push', 'pull', 'sign-in'] as const) {
    const p = result.p[kind];
    line(kind, `p50 ${ms(p.p50)}   p99 ${ms(p.p99)}   max ${ms(p.max)}   (${int(p.n)} requests)`);
  }
  const steady = afterSignIns(recorder);
  if (steady) {
    line(
      'after sign-ins',
      `requests sent after the last sign-in answered (${steady.fromS.toFixed(1)} s in): push p50 ` +
        `${ms(steady.push.p50)} p99 ${ms(steady.push.p99)}, pull p50 ${ms(steady.pull.p50)} p99 ` +
        `${ms(steady.pull.p99)} (${int(steady.n)} requests)`,
    );
  }
  line('sign-in 429', `${recorder.throttledSignIns} (correct passwords refused by throttling)`);
  line('errors', String(result.errors));
  for (const { message, times } of distinctMessages(recorder.errors)) {
    console.log(`      ${times}× ${message}`);
  }
  const health = recorder.health;
  line(
    '/health',
    `${health.checks} checks, ${health.non200} non-200 (${health.status503} × 503); answer p50 ` +
      `${ms(percentile(health.latencyMs, 50))} p99 ${ms(percentile(health.latencyMs, 99))}`,
  );
  for (const failure of health.failures.slice(0, 3)) console.log(`      ${failure}`);
  line(
    'db probe',
    `/health's select 1 from the stack process: p50 ${ms(percentile(health.databaseMs, 50))} ` +
      `p99 ${ms(percentile(health.databaseMs, 99))} max ${ms(Math.max(...health.databaseMs))}` +
      (result.database === 'pglite'
        ? ' (PGlite: 0 while the session is busy; /health then does not probe)'
        : ''),
  );
  const statuses = [...recorder.statuses].sort(([a], [b]) => a - b);
  line('HTTP statuses', statuses.map(([status, n]) => `${status}: ${int(n)}`).join(', '));
  if (measured.connectionLosses.length > 0) {
    line('lost conns', `${measured.connectionLosses.length}: ${measured.connectionLosses[0]}`);
  }

  console.log('  where the time went:');
  const window = result.windowS;
  const cpuText = [...cpu]
    .sort(([, a], [, b]) => b - a)
    .map(
      ([group, s]) => `${group} ${s.toFixed(1)} s (${Math.round((100 * s) / window)}% of a core)`,
    )
    .join('; ');
  line('CPU', cpuText || 'not measured (no /proc)');
  const ops = result.p.push.n + result.p.pull.n + result.p['sign-in'].n;
  line(
    'stack loop',
    `busy ${Math.round(stackFigures.eventLoopUtilisation * 100)}% of the window; timers late p50 ` +
      `${stackFigures.eventLoopDelayMs.p50} ms, p99 ${stackFigures.eventLoopDelayMs.p99} ms, max ` +
      `${stackFigures.eventLoopDelayMs.max} ms; busy time per request ` +
      `${ms((stackFigures.eventLoopUtilisation * window * 1000) / Math.max(1, ops))}`,
  );
  if (result.database === 'pglite') {
    // One session, PostgREST's pool of one, one event loop: a one-at-a-time server.
    const split = serviceSplit(recorder.spans);
    const part = (kind: 'push' | 'pull' | 'sign-in') =>
      `${kind} p50 ${ms(percentile(split.serviceMs[kind], 50))} p99 ${ms(percentile(split.serviceMs[kind], 99))}`;
    line(
      'served vs queued',
      `${Math.round(split.waitingShare * 100)}% of request time was waiting behind other requests; ` +
        `own service time ${part('push')}, ${part('pull')}, ${part('sign-in')} (from the devices' timestamps)`,
    );
  }
  if (stackFigures.socket) {
    const s = stackFigures.socket;
    line(
      'PGlite socket',
      `PostgREST connections ${s.opened} opened, ${s.waited} waited for the previous to close, ${s.refused} refused`,
    );
  }
  if (pool) {
    line(
      'PostgREST pool',
      `${pool.connectionsMax} connections; statements running: mean ${pool.activeMean.toFixed(1)}, ` +
        `max ${pool.activeMax}; every connection busy in ${Math.round(pool.allBusyShare * 100)}% of ` +
        `${pool.samples} samples; lock waits in ${pool.lockWaitSamples}`,
    );
  }
  const profile = stackFigures.profile;
  if (profile) {
    const { summary } = profile;
    const busy = Math.max(1, summary.totalMs - summary.idleMs);
    line(
      'profile',
      `stack process main thread (PGlite has its own worker thread) ${ms(busy)} busy of ${ms(summary.totalMs)}` +
        (profile.path ? ` (${profile.path}; open in Chrome DevTools)` : ''),
    );
    for (const { part, ms: partMs } of summary.byPart.slice(0, 8)) {
      console.log(`      ${String(Math.round((100 * partMs) / busy)).padStart(3)}%  ${part}`);
    }
    console.log('      top functions (self time):');
    for (const f of summary.topFunctions.slice(0, 8)) {
      console.log(`      ${ms(f.ms).padStart(9)}  ${f.name} [${f.part}]`);
    }
  }
}

/** One line per configuration. */
export function printSummary(results: readonly ConfigurationResult[]): void {
  console.log('\nsummary');
  console.log(
    '  database  devices   ops/s   push p50/p99       pull p50/p99       sign-in p50/p99     errors  /health non-200',
  );
  for (const r of results) {
    const pair = (p: { p50: number; p99: number }) => `${ms(p.p50)} / ${ms(p.p99)}`.padEnd(18);
    console.log(
      `  ${r.database.padEnd(9)} ${String(r.devices).padStart(7)} ${r.opsPerS.toFixed(1).padStart(7)}   ` +
        `${pair(r.p.push)} ${pair(r.p.pull)} ${pair(r.p['sign-in'])}  ${String(r.errors).padStart(6)}  ` +
        `${r.healthNon200} of ${r.healthChecks}`,
    );
  }
}

/**
 * Push and pull figures of the requests sent after the last sign-in was answered: the steady state,
 * without the sign-in burst (bcrypt runs on the gateway's one thread). Null without sign-ins.
 */
function afterSignIns(recorder: LoadRecorder) {
  const signIns = recorder.spans.filter((s) => s.kind === 'sign-in');
  if (signIns.length === 0 || recorder.spans.length === 0) return null;
  const lastSignIn = Math.max(...signIns.map((s) => s.end));
  const first = Math.min(...recorder.spans.map((s) => s.start));
  const after = recorder.spans.filter((s) => s.kind !== 'sign-in' && s.start > lastSignIn);
  const stats = (kind: 'push' | 'pull') => {
    const values = after.filter((s) => s.kind === kind).map((s) => s.end - s.start);
    return { p50: percentile(values, 50), p99: percentile(values, 99) };
  };
  return {
    fromS: (lastSignIn - first) / 1000,
    n: after.length,
    push: stats('push'),
    pull: stats('pull'),
  };
}
