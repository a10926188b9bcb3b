// Intl, not date-fns (its locales cost ~8 KB gzip); en-GB as the rest of the app words dates.
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Mon 23 Nov' for '2026-11-23': the calendar day, whatever the device's zone. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day)));
}

/** '25 Nov 2026, 09:14' in the device's zone: when this device got the answer. */
export const formatUpdated = (epochMs: number) => UPDATED_FORMAT.format(new Date(epochMs));

/** '66.7%', '100%': one decimal only when there is one. */
export const formatPercentage = (value: number) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** 'Mathematics · Year 7', 'Year 7', 'Mathematics', or null. */
export function classDetails(subject: string | null, year: number | null): string | null {
  const parts = [subject, year === null ? null : `Year ${year}`].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}
