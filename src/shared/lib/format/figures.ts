/** How figures are written (analytics, the dashboard): one place, so every screen reads the same. */

const NONE = '—';

/** A 1–5 average ("4.25"), or a dash when no lesson has the value. */
export const formatRating = (value: number | null) => (value === null ? NONE : value.toFixed(2));

/** A percentage with one decimal where it has one ("42.5%", "100%"). */
export const formatPercent = (value: number) =>
  `${Number.isInteger(value) ? String(value) : value.toFixed(1)}%`;

/** Teaching hours ("36.5 h"). */
export const formatHours = (value: number) =>
  `${Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '')} h`;

// en-GB in UTC, like the planner's and coverage's labels: '24 Nov 2026' everywhere.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD as "24 Nov 2026" (read as a calendar day, whatever the device's zone). */
export const formatDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** A range of days ("5 Oct 2026 – 16 Dec 2026"), or "all dates". */
export const formatRange = (range: { start: string; end: string } | null) =>
  range === null ? 'all dates' : `${formatDay(range.start)} – ${formatDay(range.end)}`;

/** "1 lesson", "3 lessons". */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
