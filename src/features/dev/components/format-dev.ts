const countFormat = new Intl.NumberFormat('en-GB');

/** 12,345 */
export const formatCount = (value: number) => countFormat.format(value);

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "512 bytes", "12.3 MB" (1024-based, as browsers report storage); a dash when unknown. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** "12.3 MB of 2.0 GB (0.6%)", or what is known of it. */
export function formatUsage(usage: number | null, quota: number | null): string {
  if (usage === null && quota === null) return 'The browser does not say.';
  if (usage === null || quota === null || quota === 0) return `${formatBytes(usage ?? quota)}`;
  const share = (usage / quota) * 100;
  return `${formatBytes(usage)} of ${formatBytes(quota)} (${share < 0.1 ? '<0.1' : share.toFixed(1)}%)`;
}
