// The coverage computation of issue 13: classCoverage for a class with 500 syllabus points and five
// years of lessons (5,000 lessons, 7,500 point links), as the coverage screen runs it on the
// device. Run alone with `tsx scripts/bench/bench-coverage.ts`; `npm run bench:syllabus` can call
// benchCoverage() and print its line.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { classCoverage } from '../../src/domain/coverage';
import { largeCoverageInput } from '../../src/domain/test-support/coverage-records';

/** Issue 13: ≤ 50 ms. */
export const COVERAGE_TARGET_MS = 50;
const WARM_UP_RUNS = 5;
const RUNS = 100;

export type CoverageBench = { lessons: number; links: number; p50Ms: number; p95Ms: number };

export function benchCoverage(): CoverageBench {
  const input = largeCoverageInput({ pointCount: 500, years: 5 });
  for (let run = 0; run < WARM_UP_RUNS; run += 1) classCoverage(input);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    classCoverage(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    lessons: input.lessons.length,
    links: input.links.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
  };
}

export function coverageLine({ lessons, links, p50Ms, p95Ms }: CoverageBench): string {
  const verdict = p95Ms <= COVERAGE_TARGET_MS ? 'ok' : 'OVER';
  return `coverage of 500 points, ${lessons} lessons, ${links} links: p50 ${p50Ms.toFixed(2)} ms, p95 ${p95Ms.toFixed(2)} ms (target ≤ ${COVERAGE_TARGET_MS} ms: ${verdict})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(coverageLine(benchCoverage()));
