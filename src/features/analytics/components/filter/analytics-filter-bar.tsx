import { PRIORITY_LEVELS } from '@/domain/coverage';
import { LESSON_STATUSES } from '@/domain/lessons';
import { Button } from '@/shared/ui/button';
import { PRIORITY_LABELS, STATUS_LABELS } from '../../model/filter/filter-labels';
import type { AnalyticsFilterState } from '../../queries/use-analytics-filter';
import { FilterDateRange } from './filter-date-range';
import { FilterProblems } from './filter-problems';
import { FilterToggles } from './filter-toggles';

/** What the teacher can pick from, read by the page from the replica; empty hides the group. */
export type AnalyticsFilterChoices = {
  readonly classes: readonly { readonly id: string; readonly name: string }[];
  readonly subjects: readonly string[];
  readonly years: readonly number[];
};

const NO_CHOICES: AnalyticsFilterChoices = { classes: [], subjects: [], years: [] };

const STATUS_OPTIONS = LESSON_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const RATING_OPTIONS = [1, 2, 3, 4, 5].map((value) => ({ value, label: `${String(value)} / 5` }));
const PRIORITY_OPTIONS = PRIORITY_LEVELS.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/**
 * The filter every analytics page shares, over `useAnalyticsFilter`'s state: dates, classes,
 * subjects, years, status and priority, what was wrong in the link, and a way back to the
 * default. Changes go to the URL, so the view can be bookmarked.
 */
export function AnalyticsFilterBar({
  state,
  choices = NO_CHOICES,
  showPriority = false,
  showRatings = false,
}: {
  state: AnalyticsFilterState;
  choices?: AnalyticsFilterChoices;
  /** Only the coverage pages rank by priority. */
  showPriority?: boolean;
  /** The lesson pages narrow by the lesson's effectiveness rating (1–5). */
  showRatings?: boolean;
}) {
  const { filter, problems, setFilter, reset } = state;
  return (
    <section
      aria-label="Filter"
      data-print="hide"
      data-tour="analytics-filter"
      className="space-y-2"
    >
      <FilterProblems problems={problems} onTidy={() => setFilter({})} />
      <div className="flex flex-wrap items-end gap-3">
        <FilterDateRange
          range={filter.dateRange}
          onChange={(dateRange) => setFilter({ dateRange })}
        />
        <Button
          type="button"
          variant="outline"
          aria-pressed={filter.dateRange === null}
          onClick={() => setFilter({ dateRange: null })}
        >
          All dates
        </Button>
        <Button type="button" variant="ghost" onClick={reset}>
          Reset filters
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <FilterToggles
          label="Classes"
          options={choices.classes.map(({ id, name }) => ({ value: id, label: name }))}
          selected={filter.classIds}
          onChange={(classIds) => setFilter({ classIds })}
        />
        <FilterToggles
          label="Subjects"
          options={choices.subjects.map((subject) => ({ value: subject, label: subject }))}
          selected={filter.subjects}
          onChange={(subjects) => setFilter({ subjects })}
        />
        <FilterToggles
          label="Years"
          options={choices.years.map((year) => ({ value: year, label: `Year ${String(year)}` }))}
          selected={filter.years}
          onChange={(years) => setFilter({ years })}
        />
        <FilterToggles
          label="Status"
          options={STATUS_OPTIONS}
          selected={filter.status}
          onChange={(status) => setFilter({ status })}
        />
        {showRatings && (
          <FilterToggles
            label="Rating"
            options={RATING_OPTIONS}
            selected={filter.effectivenessRating}
            onChange={(effectivenessRating) => setFilter({ effectivenessRating })}
          />
        )}
        {showPriority && (
          <FilterToggles
            label="Priority"
            options={PRIORITY_OPTIONS}
            selected={filter.priorityLevels}
            onChange={(priorityLevels) => setFilter({ priorityLevels })}
          />
        )}
      </div>
    </section>
  );
}
