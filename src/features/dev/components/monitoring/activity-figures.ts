import type { SyncActivityBucket } from '../../api/dev-actions';

/** Windows of sync activity the page offers, in hours. */
export const ACTIVITY_WINDOWS = [
  { hours: 24, label: 'Last 24 hours' },
  { hours: 24 * 7, label: 'Last 7 days' },
] as const;

/** Refused changes as a share of the changes pushed; null for an hour without changes. */
export function rejectionRate(bucket: SyncActivityBucket): number | null {
  return bucket.changes === 0 ? null : (bucket.rejections / bucket.changes) * 100;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayHourFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "09:00" in a day's window, "Mon 23, 09:00" in a longer one (this device's time zone). */
export function hourLabel(hour: string, windowHours: number): string {
  const at = new Date(hour);
  return windowHours <= 24 ? hourFormat.format(at) : dayHourFormat.format(at);
}

/** "2.5%", or a dash for an hour without changes. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);
