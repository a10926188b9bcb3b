import { LayoutGrid, List, Search } from 'lucide-react';
import { SelectField } from '@/shared/ui/form-fields';
import { cn } from '@/shared/ui/cn';
import { CONTROL } from '@/shared/ui/form-fields';
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
    <div className="space-y-3" role="search" aria-label="Search and filter resources">
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
          onChange={(event) => set('sort', event.target.value as ResourceSort)}
        >
          {(Object.keys(SORT_LABELS) as ResourceSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
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
          onChange={(event) => set('kind', orNull(event.target.value) as ResourceKind | null)}
        >
          <option value="">All kinds</option>
          {facets.kinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subject"
          value={view.subject ?? ''}
          onChange={(event) => set('subject', orNull(event.target.value))}
        >
          <option value="">Any subject</option>
          {withCurrent(facets.subjects, view.subject).map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Year"
          value={view.year === null ? '' : String(view.year)}
          onChange={(event) =>
            set('year', event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">Any year</option>
          {RESOURCE_YEARS.map((year) => (
            <option key={year} value={String(year)}>
              Year {year}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tag"
          value={view.tag ?? ''}
          onChange={(event) => set('tag', orNull(event.target.value))}
        >
          <option value="">Any tag</option>
          {withCurrent(facets.tags, view.tag).map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </SelectField>
        {showScope && (
          <SelectField
            label="Whose"
            value={view.scope}
            onChange={(event) => set('scope', event.target.value as ResourceScope)}
          >
            {(Object.keys(SCOPE_LABELS) as ResourceScope[]).map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </div>
  );
}

/** The facet list with the URL's value kept as a choice even when no row has it any more. */
function withCurrent(values: string[], current: string | null): string[] {
  if (current === null || values.some((v) => v.toLowerCase() === current.toLowerCase()))
    return values;
  return [current, ...values];
}
