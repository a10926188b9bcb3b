import type { LessonStatus } from '@/domain/lessons';

/** Statuses as the teacher reads them (never colour alone). */
export const STATUS_LABELS: Record<LessonStatus, string> = {
  PLANNED: 'Planned',
  UNPLANNED: 'Not planned yet',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  PENDING_REFLECTION: 'Waiting for reflection',
};

// Intl rather than date-fns' format, which brings ~8 KB gzip of locale into whatever imports
// this (the off-day dialog may sit in the week view's route chunk). UTC both ways, so the date
// is the calendar date whatever the device's zone.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Wed 25 Nov 2026' for '2026-11-25'. */
export function formatLessonDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const parts = DATE_FORMAT.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** A day and period as the preview and the title show it: 'Wed 25 Nov 2026, Period 1'. */
export function describePlace(
  place: { date: string; periodId: string | null },
  periodNames: ReadonlyMap<string, string>,
): string {
  const period =
    place.periodId === null ? null : (periodNames.get(place.periodId) ?? place.periodId);
  return period === null
    ? formatLessonDate(place.date)
    : `${formatLessonDate(place.date)}, ${period}`;
}
