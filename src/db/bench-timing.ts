/**
 * Bench builds only (`VITE_BENCH_HOOKS=true`): a performance measure named `analytics:<what>`
 * from `started` (a performance.now()) to now, which bench:analytics reads back after each app
 * start to say where the time went. Elsewhere the condition is a constant and nothing is kept.
 */
export function benchMeasure(what: string, started: number): void {
  if (import.meta.env.VITE_BENCH_HOOKS !== 'true') return;
  try {
    performance.measure(`analytics:${what}`, { start: started, end: performance.now() });
  } catch {
    // A measure is a bench aid only.
  }
}

/** performance.now(), or 0 outside bench builds (the argument benchMeasure then ignores). */
export const benchNow = (): number =>
  import.meta.env.VITE_BENCH_HOOKS === 'true' ? performance.now() : 0;
