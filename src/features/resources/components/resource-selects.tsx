import { SelectField } from '@/shared/ui/select/select';
import { KIND_LABELS, RESOURCE_YEARS, type ResourceKind } from '../model/resource-rules';
import {
  SCOPE_LABELS,
  SORT_LABELS,
  type ResourceScope,
  type ResourceSort,
  type ResourceView,
} from '../model/resource-view';
import type { Facets } from './resource-toolbar';

/** Sets one field of the view (the toolbar writes it to the URL). */
type SetView = <K extends keyof ResourceView>(key: K, value: ResourceView[K]) => void;

/**
 * The library's selects, a chunk of their own that the toolbar loads after the page: the
 * resources route has no room for the kit select's code in its initial JS (docs/decisions.md,
 * "Design kit: selects on Radix").
 */
export function SortSelect({ view, set }: { view: ResourceView; set: SetView }) {
  return (
    <SelectField
      label="Sort by"
      className="w-44"
      value={view.sort}
      options={SORT_OPTIONS}
      onValueChange={(value) => set('sort', value as ResourceSort)}
    />
  );
}

/** Kind, subject, year, tag and (in a school) whose: the cells of the toolbar's filter grid. */
export function FilterSelects({
  view,
  facets,
  showScope,
  set,
}: {
  view: ResourceView;
  facets: Facets;
  showScope: boolean;
  set: SetView;
}) {
  const orNull = (value: string) => (value === '' ? null : value);
  return (
    <>
      <SelectField
        label="Kind"
        value={view.kind ?? ''}
        options={[
          { value: '', label: 'All kinds' },
          ...facets.kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
        ]}
        onValueChange={(value) => set('kind', orNull(value) as ResourceKind | null)}
      />
      <SelectField
        label="Subject"
        value={view.subject ?? ''}
        options={[
          { value: '', label: 'Any subject' },
          ...asOptions(withCurrent(facets.subjects, view.subject)),
        ]}
        onValueChange={(value) => set('subject', orNull(value))}
      />
      <SelectField
        label="Year"
        value={view.year === null ? '' : String(view.year)}
        options={YEAR_OPTIONS}
        onValueChange={(value) => set('year', value === '' ? null : Number(value))}
      />
      <SelectField
        label="Tag"
        value={view.tag ?? ''}
        options={[
          { value: '', label: 'Any tag' },
          ...asOptions(withCurrent(facets.tags, view.tag)),
        ]}
        onValueChange={(value) => set('tag', orNull(value))}
      />
      {showScope && (
        <SelectField
          label="Whose"
          value={view.scope}
          options={SCOPE_OPTIONS}
          onValueChange={(value) => set('scope', value as ResourceScope)}
        />
      )}
    </>
  );
}

const SORT_OPTIONS = (Object.keys(SORT_LABELS) as ResourceSort[]).map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));
const SCOPE_OPTIONS = (Object.keys(SCOPE_LABELS) as ResourceScope[]).map((scope) => ({
  value: scope,
  label: SCOPE_LABELS[scope],
}));
const YEAR_OPTIONS = [
  { value: '', label: 'Any year' },
  ...RESOURCE_YEARS.map((year) => ({ value: String(year), label: `Year ${year}` })),
];
const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** The facet list with the URL's value kept as a choice even when no row has it any more. */
function withCurrent(values: string[], current: string | null): string[] {
  if (current === null || values.some((v) => v.toLowerCase() === current.toLowerCase()))
    return values;
  return [current, ...values];
}
