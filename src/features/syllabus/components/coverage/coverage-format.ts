/** The teacher's today as YYYY-MM-DD in the device's zone. */
export function localDateOf(now: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Intl, not date-fns (its locales cost ~8 KB gzip); en-GB in UTC like the planner's labels, so
// a date reads the same everywhere: 'Wed 25 Nov 2026'.
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Wed 25 Nov 2026' for '2026-11-25' (the calendar day, whatever the device's zone). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const parts = DAY_FORMAT.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '66.7%', '100%': one decimal only when there is one. */
export const formatPercentage = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
