import { LayoutGrid, List, Search } from 'lucide-react';
import { cn } from '@/shared/ui/cn';
import { CONTROL } from '@/shared/ui/form-fields';
import { SelectField } from '@/shared/ui/select/select';
import { KIND_LABELS, RESOURCE_YEARS, type ResourceKind } from '../model/resource-rules';
import {
  SCOPE_LABELS,
  SORT_LABELS,
  type ResourceScope,
  type ResourceSort,
  type ResourceView,
} from '../model/resource-view';
import type { ViewMode } from './use-view-mode';

export type Facets = { kinds: ResourceKind[]; subjects: string[]; tags: string[] };

/**
 * Search, filters, sort and grid/list for the library. Every change goes to the URL (the caller's
 * `onChange`), so the view survives a reload and can be shared.
 */
export function ResourceToolbar({
  view,
  facets,
  showScope,
  mode,
  onChange,
  onMode,
}: {
  view: ResourceView;
  facets: Facets;
  showScope: boolean;
  mode: ViewMode;
  onChange: (view: ResourceView) => void;
  onMode: (mode: ViewMode) => void;
}) {
  const set = <K extends keyof ResourceView>(key: K, value: ResourceView[K]) =>
    onChange({ ...view, [key]: value });
  const orNull = (value: string) => (value === '' ? null : value);
  return (
    <div
      className="space-y-3"
      role="search"
      aria-label="Search and filter resources"
      data-tour="resources-search"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1 space-y-1.5">
          <label htmlFor="resource-search" className="block text-sm font-medium">
            Search resources
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id="resource-search"
              type="search"
              value={view.q}
              placeholder="Title, tag, description or note text"
              autoComplete="off"
              className={cn(CONTROL, 'h-10 pl-9')}
              onChange={(event) => set('q', event.target.value)}
            />
          </div>
        </div>
        <SelectField
          label="Sort by"
          className="w-44"
          value={view.sort}
          options={SORT_OPTIONS}
          onValueChange={(value) => set('sort', value as ResourceSort)}
        />
        <div role="group" aria-label="Show as" className="flex gap-1">
          {(['grid', 'list'] as const).map((option) => {
            const Icon = option === 'grid' ? LayoutGrid : List;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                onClick={() => onMode(option)}
                className={cn(
                  'inline-flex h-10 items-center gap-1.5 rounded-md border border-border px-3 text-sm',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  mode === option ? 'bg-muted font-medium' : 'bg-background hover:bg-muted',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {option === 'grid' ? 'Grid' : 'List'}
              </button>
            );
          })}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
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
      </div>
    </div>
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
