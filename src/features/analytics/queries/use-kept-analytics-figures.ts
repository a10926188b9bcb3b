import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { keepFigures, useKeptFigures } from '@/db/kept-figures';
import { filterSearchKey, type AnalyticsDateRange } from '@/domain/analytics/filter';
import { useSession } from '@/shared/lib/session/session-context';
import type { AnalyticsFilterChoices } from '../components/filter/analytics-filter-bar';

/**
 * What an analytics page keeps beside its figures, so that its frame draws before any row is
 * read: the filter they were counted under (as the ready marker writes it), the default range
 * the URL meant then (the term holding today, from the calendar) and the filter bar's choices.
 */
export type KeptAnalyticsPage<T> = {
  readonly figures: T;
  /** JSON of the resolved filter. */
  readonly filter: string;
  readonly defaultRange: AnalyticsDateRange | null;
  readonly choices: AnalyticsFilterChoices;
};

const isoDate = v.pipe(v.string(), v.isoDate());
const pageSchema = <T>(figures: v.GenericSchema<unknown, T>) =>
  v.object({
    figures,
    filter: v.string(),
    defaultRange: v.nullable(v.object({ start: isoDate, end: isoDate })),
    choices: v.object({
      classes: v.array(v.object({ id: v.string(), name: v.string() })),
      subjects: v.array(v.string()),
      years: v.array(v.pipe(v.number(), v.integer())),
    }),
  });

/**
 * An analytics page's figures kept on the device (src/db/kept-figures.ts, the analytics store):
 * one copy per page, school, day, page variant and filter as the URL writes it, so a reload or
 * an app start on that view paints them before the replica is even open. `lookUp` false: none
 * is read (the page has its rows). `keep` stores live figures with the write mark they were
 * counted at; a copy larger than the store allows is not kept (the page counts as before).
 */
export function useKeptAnalyticsFigures<T>(
  page: string,
  schema: v.GenericSchema<unknown, T>,
  { today, variant, lookUp }: { today: string; variant: string; lookUp: boolean },
) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const [searchParams] = useSearchParams();
  const key = JSON.stringify([
    page,
    user?.schoolId ?? '',
    today,
    variant,
    filterSearchKey(searchParams),
  ]);
  const entrySchema = useMemo(() => pageSchema(schema), [schema]);
  const kept = useKeptFigures('analytics', userId, lookUp ? key : null, entrySchema);
  const lastKept = useRef<string | null>(null);
  const keep = useCallback(
    (copy: KeptAnalyticsPage<T>, writeMark: string) => {
      if (userId === null) return;
      // Counted at the same mark under the same key, the figures are the same (a window of dates
      // replaced by every row, a re-render): written once.
      const written = `${userId}\n${key}\n${writeMark}`;
      if (lastKept.current === written) return;
      lastKept.current = written;
      keepFigures('analytics', userId, key, copy, writeMark);
    },
    [userId, key],
  );
  const shown = useMemo(
    () => (kept ? { ...(kept.figures as KeptAnalyticsPage<T>), current: kept.current } : null),
    [kept],
  );
  return { kept: shown, keep };
}
