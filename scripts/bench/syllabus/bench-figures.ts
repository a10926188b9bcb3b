import { performance } from 'node:perf_hooks';

/** Samples of one measured step, sorted ascending, in milliseconds. */
export type Samples = number[];

/** The value at fraction `p` of sorted samples (nearest rank, as the other benches). */
export function percentile(sorted: Samples, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export const median = (sorted: Samples) => percentile(sorted, 0.5);

/**
 * Runs `work` `warmUp` times unmeasured (JIT, caches), then `runs` times measured; the last result
 * is returned with the samples so the caller can check what was measured actually happened.
 */
export async function measure<T>(
  runs: number,
  work: (run: number) => T | Promise<T>,
  warmUp = 1,
): Promise<{ samples: Samples; last: T }> {
  for (let i = 0; i < warmUp; i += 1) await work(-1 - i);
  const samples: Samples = [];
  let last: T | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    last = await work(run);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { samples, last: last as T };
}

export const ms = (value: number) =>
  value >= 100 ? `${Math.round(value).toLocaleString('en')} ms` : `${value.toFixed(2)} ms`;

export type Verdict = 'PASS' | 'FAIL';

/** One goal: the figure judged, its limit, and a floor measured in the same run for the ratio. */
export type GoalLine = {
  label: string;
  /** What is judged ('median', 'p95'). */
  statistic: string;
  valueMs: number;
  goalMs: number;
  floorLabel: string;
  floorMs: number;
};

export function verdictOf(goal: GoalLine): Verdict {
  return goal.valueMs <= goal.goalMs ? 'PASS' : 'FAIL';
}

export function printGoal(goal: GoalLine): Verdict {
  const verdict = verdictOf(goal);
  const ratio = goal.floorMs > 0 ? `${(goal.valueMs / goal.floorMs).toFixed(1)}×` : 'n/a';
  console.log(
    `  ${verdict}  ${goal.label}: ${goal.statistic} ${ms(goal.valueMs)} (goal ≤ ${ms(goal.goalMs)}); ` +
      `floor ${goal.floorLabel} ${ms(goal.floorMs)}, ratio ${ratio}`,
  );
  return verdict;
}

/** "median 12.3 ms, p95 15.0 ms, min 11.9 ms over 30 runs". */
export function describe(samples: Samples): string {
  return (
    `median ${ms(median(samples))}, p95 ${ms(percentile(samples, 0.95))}, ` +
    `min ${ms(samples[0]!)}, max ${ms(samples[samples.length - 1]!)} over ${samples.length} runs`
  );
}
