import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PeriodType } from '@/domain/analytics';
import { DEFAULT_PERIOD, PERIOD_PARAM, periodFromParam } from '../../model/coverage-trends-periods';

/**
 * The trends page's period, kept in the URL beside the filter (`?period=monthly`), so a bookmark
 * opens the same view. The default is left out of the URL; a bad value shows weeks and says why.
 * Changes replace the history entry, as filter changes do.
 */
export function usePeriodParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(PERIOD_PARAM);
  const { period, problem } = useMemo(() => periodFromParam(raw), [raw]);
  const setPeriod = useCallback(
    (next: PeriodType) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === DEFAULT_PERIOD) params.delete(PERIOD_PARAM);
          else params.set(PERIOD_PARAM, next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { period, problem, setPeriod };
}
