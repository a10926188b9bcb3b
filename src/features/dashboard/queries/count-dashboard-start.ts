import type { CurrentJournal } from '@/db/analytics-written';
import { readStartRows } from '@/db/kept-rows-raw';
import { indexAnalyticsData, restoreCoverages } from '@/domain/analytics';
import { calendarOwnerOf, planningCalendarOf, type CalendarUser } from '@/domain/calendar';
import { countedFigures } from '../model/dashboard-figures';
import { classKeyOf } from '../model/dashboard-source';
import { firstRunSteps } from '../model/first-run-steps';
import type { PersistedDashboard } from './persisted-dashboard';
import { dashboardClassesOf } from './read-dashboard-days';

/** What an app start's count needs, all of it read by the page before the replica opens. */
export type DashboardStartRequest = {
  readonly user: CalendarUser;
  /** YYYY-MM-DD, the page's today. */
  readonly today: string;
  /** The device's analytics journal (analytics-written.ts), current when the request was made. */
  readonly journal: CurrentJournal;
};

/**
 * The dashboard's figures on an app start, counted from the rows kept on the device and the rows
 * written since (readStartRows, IndexedDB itself) exactly as the page counts them (LiveDashboard),
 * and kept at the journal's last mark: current while the replica's mark is still that one, which
 * only the page can tell (it checks when the answer arrives). Null when the kept rows are not
 * current for the journal, or the first-run checklist would show instead of figures.
 */
export async function countDashboardStart(
  idb: IDBFactory,
  { user, today, journal }: DashboardStartRequest,
): Promise<PersistedDashboard | null> {
  const rows = await readStartRows(idb, user.id, journal, calendarOwnerOf(user));
  if (rows?.kept == null) return null;
  const index = indexAnalyticsData(rows.kept.data);
  restoreCoverages(index, rows.kept.coverages, rows.kept.changedClasses);
  const classes = dashboardClassesOf(rows.classes);
  // firstRunSteps reads the calendar, the classes and the index; the days' lessons are the page's.
  const source = {
    calendar: planningCalendarOf(rows.calendar),
    classes,
    todayLessons: [],
    nextDay: null,
    index,
    writeMark: journal.last,
  };
  if (firstRunSteps(source, user).some((step) => !step.done)) return null;
  // The classes as LiveDashboard hands them over: by the key, so in the same order.
  const classKey = classKeyOf(classes);
  const classIds = new Set(classKey === '' ? [] : classKey.split('|'));
  return {
    today,
    classKey,
    writeMark: journal.last,
    counted: countedFigures(index, classIds, today),
  };
}
