import { useState } from 'react';
import {
  START_DATE_FORMAT_MESSAGE,
  validateAnalyticsFilter,
  type AnalyticsDateRange,
} from '@/domain/analytics/filter';
import { TextField } from '@/shared/ui/text-field';

type Draft = { start: string; end: string };

const draftOf = (range: AnalyticsDateRange | null): Draft => ({
  start: range?.start ?? '',
  end: range?.end ?? '',
});

/** The spec's message for each end of a draft (the order one goes under To), or none. */
function draftErrors(draft: Draft): { start?: string; end?: string } {
  const { problems } = validateAnalyticsFilter({ dateRange: draft });
  const messages = problems.map(({ message }) => message);
  return {
    start: messages.find((message) => message === START_DATE_FORMAT_MESSAGE),
    end: messages.find((message) => message !== START_DATE_FORMAT_MESSAGE),
  };
}

/**
 * From and To dates. The range is applied once both ends make a real range; until then the typed
 * value stays in the field with its message, so nothing the teacher typed is thrown away.
 */
export function FilterDateRange({
  range,
  onChange,
}: {
  range: AnalyticsDateRange | null;
  onChange: (range: AnalyticsDateRange | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(range));
  // Follow a change from outside (Reset, Back, "All dates"): adjust during render, not in an effect.
  const applied = `${range?.start ?? ''}|${range?.end ?? ''}`;
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(draftOf(range));
  }

  const edited = draft.start !== (range?.start ?? '') || draft.end !== (range?.end ?? '');
  const errors = edited ? draftErrors(draft) : {};

  const change = (end: keyof Draft, value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    const { filter, problems } = validateAnalyticsFilter({ dateRange: next });
    if (problems.length === 0) onChange(filter.dateRange);
  };

  return (
    <div role="group" aria-label="Dates" className="flex flex-wrap items-start gap-2">
      <TextField
        label="From"
        type="date"
        value={draft.start}
        error={errors.start}
        onChange={(event) => change('start', event.target.value)}
        className="w-44"
      />
      <TextField
        label="To"
        type="date"
        value={draft.end}
        error={errors.end}
        onChange={(event) => change('end', event.target.value)}
        className="w-44"
      />
    </div>
  );
}
