import { readKeptSource } from '@/db/analytics-kept-rows';
import type { CurrentJournal } from '@/db/analytics-written';
import type { ReplicaDb } from '@/db/replica-db';
import { indexAnalyticsData, restoreCoverages } from '@/domain/analytics';
import type { CalendarUser } from '@/domain/calendar';
import { countedFigures } from '../model/dashboard-figures';
import { classKeyOf } from '../model/dashboard-source';
import { firstRunSteps } from '../model/first-run-steps';
import type { PersistedDashboard } from './persisted-dashboard';
import { readDashboardDays } from './read-dashboard-days';

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
 * written since (readKeptSource) exactly as the page counts them (LiveDashboard), and kept at the
 * journal's last mark: current while the replica's mark is still that one, which only the page
 * can tell (it checks when the answer arrives). Null when the kept rows are not current for the
 * journal, or the first-run checklist would show instead of figures.
 */
export async function countDashboardStart(
  db: ReplicaDb,
  { user, today, journal }: DashboardStartRequest,
): Promise<PersistedDashboard | null> {
  const [days, kept] = await Promise.all([
    readDashboardDays(db, user, today),
    readKeptSource(db, user.id, null, { journal, stillCurrent: () => true }),
  ]);
  if (kept === null) return null;
  const index = indexAnalyticsData(kept.data);
  restoreCoverages(index, kept.coverages, kept.changedClasses);
  const source = { ...days, index, writeMark: journal.last };
  if (firstRunSteps(source, user).some((step) => !step.done)) return null;
  // The classes as LiveDashboard hands them over: by the key, so in the same order.
  const classKey = classKeyOf(days.classes);
  const classIds = new Set(classKey === '' ? [] : classKey.split('|'));
  return {
    today,
    classKey,
    writeMark: journal.last,
    counted: countedFigures(index, classIds, today),
  };
}
