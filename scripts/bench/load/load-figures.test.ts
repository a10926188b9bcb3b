import { describe, expect, it } from 'vitest';
import {
  distinctMessages,
  judgeGoals,
  LoadRecorder,
  percentile,
  serviceSplit,
  summarise,
  type ConfigurationResult,
} from './load-figures';

function run(
  database: 'pglite' | 'postgres',
  devices: number,
  p99Ms: number,
  extra: Partial<ConfigurationResult> = {},
): ConfigurationResult {
  const p = { n: 100, p50: 10, p99: p99Ms, max: p99Ms };
  return {
    database,
    devices,
    windowS: 60,
    opsPerS: 10,
    p: { push: p, pull: { ...p, p99: 5 }, 'sign-in': { ...p, p99: 9999 } },
    errors: 0,
    healthChecks: 60,
    healthNon200: 0,
    health503: 0,
    ...extra,
  };
}

describe('percentile', () => {
  it('is nearest-rank over unsorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('distinctMessages', () => {
  it('keeps the first distinct messages in order, with their counts', () => {
    expect(distinctMessages(['a', 'b', 'a', 'c'], 2)).toEqual([
      { message: 'a', times: 2 },
      { message: 'b', times: 1 },
    ]);
  });
});

describe('summarise', () => {
  it('counts push and pull requests as ops, not sign-ins', () => {
    const recorder = new LoadRecorder();
    recorder.time('push', 0, 10, 200);
    recorder.time('pull', 0, 20, 200);
    recorder.time('sign-in', 0, 300, 200);
    recorder.error('push', 'boom');
    const result = summarise(recorder, 'pglite', 3, 2);
    expect(result.opsPerS).toBe(1);
    expect(result.errors).toBe(1);
    expect(result.p['sign-in'].p99).toBe(300);
  });
});

describe('serviceSplit', () => {
  it('charges each answer only the time since the previous answer or its own send', () => {
    // Three requests sent at once to a one-at-a-time server that takes 10 ms each.
    const { serviceMs, waitingShare } = serviceSplit([
      { kind: 'pull', start: 0, end: 10 },
      { kind: 'pull', start: 0, end: 20 },
      { kind: 'push', start: 0, end: 30 },
      // Sent after the server went idle: all service, no wait.
      { kind: 'push', start: 50, end: 55 },
    ]);
    expect(serviceMs.pull).toEqual([10, 10]);
    expect(serviceMs.push).toEqual([10, 5]);
    expect(waitingShare).toBeCloseTo(1 - 35 / 65);
  });
});

describe('judgeGoals', () => {
  it('passes PostgreSQL at 100 devices with p99 ≤ 500 ms and no errors; sign-in is not judged', () => {
    const [pg] = judgeGoals([run('postgres', 100, 500)]);
    expect(pg?.verdict).toBe('PASS');
  });

  it('fails PostgreSQL on a slow p99 or any error', () => {
    expect(judgeGoals([run('postgres', 100, 501)])[0]?.verdict).toBe('FAIL');
    expect(judgeGoals([run('postgres', 100, 100, { errors: 1 })])[0]?.verdict).toBe('FAIL');
  });

  it('fails PGlite at 20 devices on one 503, passes at p99 1 s without', () => {
    expect(judgeGoals([run('pglite', 20, 1000)])[1]?.verdict).toBe('PASS');
    expect(judgeGoals([run('pglite', 20, 100, { health503: 1 })])[1]?.verdict).toBe('FAIL');
  });

  it('says NOT RUN when the goal’s configuration was not run', () => {
    expect(judgeGoals([run('postgres', 20, 1)]).map((v) => v.verdict)).toEqual([
      'NOT RUN',
      'NOT RUN',
    ]);
  });
});
