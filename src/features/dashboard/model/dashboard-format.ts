/**
 * How the dashboard writes its days; its figures are written as analytics writes them
 * (src/shared/lib/format/figures.ts), re-exported here so the sections import one module.
 */

export {
  countOf,
  formatDay,
  formatHours,
  formatPercent,
  formatRating,
} from '@/shared/lib/format/figures';

// en-GB in UTC, like the planner's labels: a YYYY-MM-DD is a calendar day whatever the zone.
const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tue 24 Nov". */
export const formatShortDay = (isoDate: string) => shortDay.format(utcDay(isoDate));

/** "Wednesday 25 November": a day close enough that its year goes without saying. */
export const formatNearDay = (isoDate: string) =>
  `${weekdayName.format(utcDay(isoDate))} ${dayMonth.format(utcDay(isoDate))}`;

/** "Tuesday 24 November 2026" (ICU puts a comma after the weekday when both are asked at once). */
export const formatLongDay = (isoDate: string) =>
  `${weekdayName.format(utcDay(isoDate))} ${longDate.format(utcDay(isoDate))}`;

/** '08:50' or the server's '08:50:00' as "08:50"; null stays null. */
export const formatTime = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** "08:50–09:40", one end when only one is known, null when neither is. */
export function formatTimeRange(start: string | null, end: string | null): string | null {
  const from = formatTime(start);
  const to = formatTime(end);
  if (from !== null && to !== null) return `${from}–${to}`;
  return from ?? to;
}
