/** "0.4 ms", "12 ms", "1.2 s": a database round trip. */
export function formatLatency(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** "None open" or "3 min 20 s": the oldest open transaction of another session. */
export function formatTransactionAge(seconds: number | null): string {
  if (seconds === null) return 'The database does not say';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
