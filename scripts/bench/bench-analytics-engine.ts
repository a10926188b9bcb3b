// The analytics engine of issue 14 in Node, without a browser or a replica: 25,000 lessons over
// five years (largeAnalyticsData: 10 classes, 500 points, ~37,500 links). Times the index built
// once per read and the overview (summary, class rows, dashboard cards) for the default range and
// for all five years. Run alone with `tsx scripts/bench/bench-analytics-engine.ts`;
// `npm run bench:analytics` can call benchAnalyticsEngine() and print its lines.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { indexAnalyticsData } from '../../src/domain/analytics';
import { analyticsOverview } from '../../src/domain/analytics/overview';
import { EMPTY_ANALYTICS_FILTER } from '../../src/domain/analytics/filter';
import { largeAnalyticsData } from '../../src/domain/test-support/analytics-records';

/** Issue 14 item 1: the overview of all five years well under 100 ms in Node. */
export const ENGINE_TARGET_MS = 100;
const WARM_UP_RUNS = 5;
const RUNS = 50;
/** The bench data's last lesson is in late 2026; "today" sits just after it. */
const TODAY = '2026-11-24';

type Timing = { label: string; p50Ms: number; p95Ms: number };

function time(label: string, run: () => unknown): Timing {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { label, p50Ms: at(0.5), p95Ms: at(0.95) };
}

export function benchAnalyticsEngine(): { lessons: number; timings: Timing[] } {
  const data = largeAnalyticsData({ years: 5 });
  const index = indexAnalyticsData(data);
  const defaultRange = {
    ...EMPTY_ANALYTICS_FILTER,
    dateRange: { start: '2026-08-27', end: TODAY },
  };
  return {
    lessons: data.lessons.length,
    timings: [
      time('index the rows (once per read)', () => indexAnalyticsData(data)),
      time('overview, default range (90 days)', () =>
        analyticsOverview(index, defaultRange, TODAY),
      ),
      time('overview, all five years', () =>
        analyticsOverview(index, EMPTY_ANALYTICS_FILTER, TODAY),
      ),
      time('index + overview, all five years', () =>
        analyticsOverview(indexAnalyticsData(data), EMPTY_ANALYTICS_FILTER, TODAY),
      ),
    ],
  };
}

export function analyticsEngineLines({
  lessons,
  timings,
}: ReturnType<typeof benchAnalyticsEngine>) {
  return timings.map(({ label, p50Ms, p95Ms }) => {
    const verdict = p95Ms <= ENGINE_TARGET_MS ? 'ok' : 'OVER';
    return `analytics engine, ${lessons} lessons, ${label}: p50 ${p50Ms.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms (≤ ${ENGINE_TARGET_MS} ms: ${verdict})`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of analyticsEngineLines(benchAnalyticsEngine())) console.log(line);
}
