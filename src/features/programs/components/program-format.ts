// Intl, not date-fns (its locales cost ~8 KB gzip); en-GB in UTC like the planner's labels, so a
// date reads the same in every time zone: 'Tue 24 Nov 2026'.
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tue 24 Nov 2026' for '2026-11-24' (the calendar day, whatever the device's zone). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day))).replace(',', '');
}

/** The teacher's today as YYYY-MM-DD in the device's zone. */
export function localDateOf(now: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '09:00' of '09:00:00' or '09:00', or the period's id when the lesson has no time. */
export function lessonTimeLabel(startTime: string | null, periodId: string | null): string {
  if (startTime) return startTime.slice(0, 5);
  return periodId ?? '—';
}

/** A resource's kind as the item shows it. */
export const RESOURCE_KIND_LABEL = { link: 'Link', note: 'Note', file: 'File' } as const;

/** 'Science · Year 8 · Stage 4': what a program is for, blanks left out. */
export function programFacts(program: {
  subject: string | null;
  year: number | null;
  stage: string | null;
}): string[] {
  return [
    program.subject,
    program.year === null ? null : `Year ${program.year}`,
    program.stage,
  ].filter((fact): fact is string => Boolean(fact));
}
