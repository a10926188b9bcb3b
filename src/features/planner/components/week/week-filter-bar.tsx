import { LESSON_STATUSES } from '@/domain/lessons';
import { STATUS_LABELS, toggleInList, type WeekClass, type WeekFilters } from '../../model/week';

/**
 * Filters by class and by status as toggle buttons (aria-pressed): one element each keeps the DOM
 * small, and the pressed state is announced, not only shown.
 */
export function WeekFilterBar({
  classes,
  filters,
  onChange,
}: {
  classes: readonly WeekClass[];
  filters: WeekFilters;
  onChange: (filters: WeekFilters) => void;
}) {
  const toggle =
    'rounded-full border border-border px-2 py-0.5 text-xs aria-pressed:bg-primary aria-pressed:text-primary-foreground';
  return (
    <div data-tour="planner-filters" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div role="group" aria-label="Filter by class" className="flex flex-wrap items-center gap-1">
        <span className="text-xs text-muted-foreground">Classes:</span>
        {classes.map((row) => (
          <button
            key={row.id}
            type="button"
            aria-pressed={filters.classIds.includes(row.id)}
            onClick={() =>
              onChange({ ...filters, classIds: toggleInList(filters.classIds, row.id) })
            }
            className={toggle}
          >
            {row.name}
            {row.archived && ' (archived)'}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Filter by status" className="flex flex-wrap items-center gap-1">
        <span className="text-xs text-muted-foreground">Status:</span>
        {LESSON_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filters.statuses.includes(status)}
            onClick={() =>
              onChange({ ...filters, statuses: toggleInList(filters.statuses, status) })
            }
            className={toggle}
          >
            {STATUS_LABELS[status]}
          </button>
        ))}
      </div>
    </div>
  );
}
