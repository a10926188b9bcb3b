import { format, parseISO } from 'date-fns';
import type { LessonStatus } from '../../model/lessons';

/** Statuses as the teacher reads them (never colour alone). */
export const STATUS_LABELS: Record<LessonStatus, string> = {
  PLANNED: 'Planned',
  UNPLANNED: 'Not planned yet',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  PENDING_REFLECTION: 'Waiting for reflection',
};

/** 'Wed 25 Nov 2026'. */
export const formatLessonDate = (date: string) => format(parseISO(date), 'EEE d MMM yyyy');

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
