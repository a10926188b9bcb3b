import { useCallback, useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import {
  hasCurrentKeptAnalyticsRows,
  hasKeptAnalyticsSource,
  useAnalyticsSource,
} from '@/db/analytics-source';
import { useAnalyticsWriteMark } from '@/db/analytics-written';
import { readKeptFigures, useKeptFigures } from '@/db/kept-figures';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplica, useReplicaQuery } from '@/db/replica-hooks';
import type { SessionUser } from '@/shared/lib/session/session-source';
import type { CountedFigures } from '../model/dashboard-figures';
import { classKeyOf, type DashboardDays, type DashboardSource } from '../model/dashboard-source';
import {
  dashboardStartCount,
  subscribeToDashboardStartCount,
  type DashboardStartCount,
} from './dashboard-start';
import { PERSISTED_DASHBOARD_KEY, persistedDashboardSchema } from './persisted-dashboard';
import { readDashboardDays } from './read-dashboard-days';

/** The dashboard's reads: the days at once, the counted source once the analytics rows are in. */
export type DashboardRead = {
  readonly days: DashboardDays | undefined;
  readonly source: DashboardSource | undefined;
};

/**
 * The signed-in teacher's dashboard rows for `today`, live from the replica: offline too, and a
 * reflection saved in the planner shows here at once. The counted rows are the analytics source
 * the analytics pages share (kept while nothing it read is written, so coming back to the
 * dashboard does not read five years of lessons again); the days are one small live query,
 * read first.
 */
export function useDashboardSource(user: SessionUser | null, today: string): DashboardRead {
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const readDays = useCallback(
    async (db: ReplicaDb) =>
      userId === null ? undefined : readDashboardDays(db, { id: userId, schoolId }, today),
    [userId, schoolId, today],
  );
  const days = useReplicaQuery(readDays);
  // On an app start the analytics rows are read once the days are in, not beside them: IndexedDB
  // answers a connection's reads in turn, so the few rows the start paints with (beside the
  // figures kept from the last start) would wait behind five years of lessons. A source kept in
  // memory only patches a few rows: it need not wait. Nor, when the figures kept from the last
  // start are not current (a write since), need rows kept on the device that are: the count is
  // then what the page waits for, and it reads a few records (while kept figures are current,
  // counting beside the days would only delay their paint).
  const handle = useReplica();
  const keptMark = useMemo(
    () =>
      userId === null
        ? null
        : (readKeptFigures('dashboard', userId, PERSISTED_DASHBOARD_KEY, v.unknown())?.writeMark ??
          null),
    [userId],
  );
  const mark = useAnalyticsWriteMark(userId);
  const warm =
    handle !== null &&
    user !== null &&
    (hasKeptAnalyticsSource(handle, user) ||
      (keptMark !== mark && hasCurrentKeptAnalyticsRows(handle)));
  // While the app start's worker counts (dashboard-start.ts), counting here too would only share
  // the device's two cores with it: this count follows its answer, and the days (they would wait
  // behind its read, and with them the worker's figures).
  const started = useDashboardStartCount(userId);
  const workerCounting = started !== null && started.answer === undefined;
  const counted = useAnalyticsSource(
    (days || (warm && started === null)) && !workerCounting ? user : null,
  );
  const source = useMemo(
    () =>
      counted && days ? { ...days, index: counted.index, writeMark: counted.writeMark } : undefined,
    [counted, days],
  );
  return { days, source };
}

/** Figures kept from an earlier start, and whether nothing they count was written since. */
export type KeptDashboard = { readonly counted: CountedFigures; readonly current: boolean };

/**
 * The figures kept on the device (persisted-dashboard.ts) when they were counted for `today` and
 * the classes `days` lists; `current` while the replica's write mark has not moved since (it
 * follows the mark live). Read from storage once per user, and again when the days come back.
 */
export function useKeptDashboard(
  userId: string | null,
  today: string,
  days: DashboardDays | undefined,
): KeptDashboard | null {
  const classKey = days ? classKeyOf(days.classes) : null;
  const kept = useKeptFigures(
    'dashboard',
    userId,
    classKey === null ? null : PERSISTED_DASHBOARD_KEY,
    persistedDashboardSchema,
  );
  const start = useDashboardStartCount(userId);
  const started = start?.answer;
  const mark = useAnalyticsWriteMark(userId);
  // The app start's count, while nothing was written since it was counted: current figures.
  if (
    started &&
    started.writeMark === mark &&
    started.today === today &&
    started.classKey === classKey
  )
    return { counted: started.counted, current: true };
  if (!kept || kept.figures.today !== today || kept.figures.classKey !== classKey) return null;
  // Out of date, with the worker's figures due in a moment: painting these first would only make
  // the page's thread busier while the worker needs the device's other core.
  if (!kept.current && start !== null && started === undefined) return null;
  return { counted: kept.figures.counted, current: kept.current };
}

/** The app start's count for `userId` (dashboard-start.ts), live; null when none was started. */
function useDashboardStartCount(userId: string | null): DashboardStartCount | null {
  const read = useCallback(() => dashboardStartCount(userId), [userId]);
  return useSyncExternalStore(subscribeToDashboardStartCount, read, () => null);
}
