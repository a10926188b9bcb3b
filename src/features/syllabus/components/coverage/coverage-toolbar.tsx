import { useSearchParams } from 'react-router';
import { PRIORITY_LEVELS, type StrandCoverage } from '@/domain/coverage';
import { Button } from '@/shared/ui/button';
import {
  COVERAGE_SORTS,
  DEFAULT_VIEW,
  SORT_LABELS,
  withCoverageView,
  type CoverageViewState,
} from '../../model/coverage/coverage-view';
import { PRIORITY_LABELS } from '../../model/coverage/point-status-rules';

const SELECT = 'rounded-md border border-border bg-background px-2 py-1 text-sm';

/** Sort and filters, written to the URL (replace: a filter change is not a page to go back to). */
export function CoverageToolbar({
  strands,
  state,
  shown,
  total,
}: {
  strands: readonly StrandCoverage[];
  state: CoverageViewState;
  shown: number;
  total: number;
}) {
  const [params, setParams] = useSearchParams();
  const update = (patch: Partial<CoverageViewState>) =>
    setParams(withCoverageView(params, { ...state, ...patch }), { replace: true });
  const filtered =
    state.strand !== null || state.taught !== DEFAULT_VIEW.taught || state.priority !== null;
  const named = strands.flatMap((s) => (s.strand === null ? [] : [s.strand]));

  return (
    <div
      className="flex flex-wrap items-end gap-3"
      role="group"
      aria-label="Sort and filter points"
    >
      <label className="grid gap-1 text-sm">
        <span>Sort by</span>
        <select
          className={SELECT}
          value={state.sort}
          onChange={(event) => update({ sort: event.target.value as CoverageViewState['sort'] })}
        >
          {COVERAGE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {named.length > 1 && (
        <label className="grid gap-1 text-sm">
          <span>Strand</span>
          <select
            className={SELECT}
            value={state.strand ?? ''}
            onChange={(event) => update({ strand: event.target.value || null })}
          >
            <option value="">All strands</option>
            {named.map((strand) => (
              <option key={strand} value={strand}>
                {strand}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="grid gap-1 text-sm">
        <span>Taught</span>
        <select
          className={SELECT}
          value={state.taught}
          onChange={(event) =>
            update({ taught: event.target.value as CoverageViewState['taught'] })
          }
        >
          <option value="all">Taught or not</option>
          <option value="taught">Taught</option>
          <option value="untaught">Not taught yet</option>
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        <span>Calculated priority</span>
        <select
          className={SELECT}
          value={state.priority ?? ''}
          onChange={(event) =>
            update({ priority: (event.target.value || null) as CoverageViewState['priority'] })
          }
        >
          <option value="">Any</option>
          {[...PRIORITY_LEVELS].reverse().map((level) => (
            <option key={level} value={level}>
              {PRIORITY_LABELS[level]}
            </option>
          ))}
        </select>
      </label>
      {filtered && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => update({ strand: null, taught: DEFAULT_VIEW.taught, priority: null })}
        >
          Clear filters
        </Button>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown === total ? `${total} points` : `${shown} of ${total} points`}
      </p>
    </div>
  );
}
