/** How the dashboard writes its figures and days: one place, so every section reads the same. */

const NONE = '—';

/** A 1–5 average ("4.25"), or a dash when no lesson has one. */
export const formatRating = (value: number | null) => (value === null ? NONE : value.toFixed(2));

/** Teaching hours ("36.5 h"). */
export const formatHours = (value: number) =>
  `${Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '')} h`;

/** A percentage with one decimal where it has one ("42.5%", "100%"). */
export const formatPercent = (value: number) =>
  `${Number.isInteger(value) ? String(value) : value.toFixed(1)}%`;

/** "1 lesson", "3 lessons". */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

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
const plainDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
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

/** "24 Nov 2026". */
export const formatDay = (isoDate: string) => plainDay.format(utcDay(isoDate));

/** '08:50' or the server's '08:50:00' as "08:50"; null stays null. */
export const formatTime = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** "08:50–09:40", one end when only one is known, null when neither is. */
export function formatTimeRange(start: string | null, end: string | null): string | null {
  const from = formatTime(start);
  const to = formatTime(end);
  if (from !== null && to !== null) return `${from}–${to}`;
  return from ?? to;
}
