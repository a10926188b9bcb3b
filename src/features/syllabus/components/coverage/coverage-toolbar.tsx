import { useSearchParams } from 'react-router';
import { PRIORITY_LEVELS, type StrandCoverage } from '@/domain/coverage';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select/select';
import {
  COVERAGE_SORTS,
  DEFAULT_VIEW,
  SORT_LABELS,
  withCoverageView,
  type CoverageViewState,
} from '../../model/coverage/coverage-view';
import { PRIORITY_LABELS } from '../../model/coverage/point-status-rules';

const SORT_OPTIONS = COVERAGE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const TAUGHT_OPTIONS = [
  { value: 'all', label: 'Taught or not' },
  { value: 'taught', label: 'Taught' },
  { value: 'untaught', label: 'Not taught yet' },
];
const PRIORITY_OPTIONS = [
  { value: '', label: 'Any' },
  ...[...PRIORITY_LEVELS]
    .reverse()
    .map((level) => ({ value: level, label: PRIORITY_LABELS[level] })),
];

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
      <SelectField
        label="Sort by"
        className="w-64"
        size="sm"
        value={state.sort}
        options={SORT_OPTIONS}
        onValueChange={(sort) => update({ sort: sort as CoverageViewState['sort'] })}
      />
      {named.length > 1 && (
        <SelectField
          label="Strand"
          className="w-48"
          size="sm"
          value={state.strand ?? ''}
          options={[
            { value: '', label: 'All strands' },
            ...named.map((strand) => ({ value: strand, label: strand })),
          ]}
          onValueChange={(strand) => update({ strand: strand || null })}
        />
      )}
      <SelectField
        label="Taught"
        className="w-40"
        size="sm"
        value={state.taught}
        options={TAUGHT_OPTIONS}
        onValueChange={(taught) => update({ taught: taught as CoverageViewState['taught'] })}
      />
      <SelectField
        label="Calculated priority"
        className="w-40"
        size="sm"
        value={state.priority ?? ''}
        options={PRIORITY_OPTIONS}
        onValueChange={(priority) =>
          update({ priority: (priority || null) as CoverageViewState['priority'] })
        }
      />
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
