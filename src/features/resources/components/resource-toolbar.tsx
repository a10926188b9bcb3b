import { LayoutGrid, List, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '@/shared/ui/cn';
import { CONTROL } from '@/shared/ui/form-fields';
import type { ResourceKind } from '../model/resource-rules';
import type { ResourceView } from '../model/resource-view';
import type { ViewMode } from './use-view-mode';

// The selects come as one chunk right after the page (resources route budget), as the user menu
// does; until then each keeps its place (a label line, 0.375 rem, then the 2.5 rem control).
const SortSelect = lazy(() =>
  import('./resource-selects').then((module) => ({ default: module.SortSelect })),
);
const FilterSelects = lazy(() =>
  import('./resource-selects').then((module) => ({ default: module.FilterSelects })),
);
const FIELD_HEIGHT = 'h-[4.125rem]';

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
        <Suspense fallback={<div aria-hidden className={cn(FIELD_HEIGHT, 'w-44')} />}>
          <SortSelect view={view} set={set} />
        </Suspense>
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
        <Suspense
          fallback={Array.from({ length: showScope ? 5 : 4 }, (_, i) => (
            <div key={i} aria-hidden className={FIELD_HEIGHT} />
          ))}
        >
          <FilterSelects view={view} facets={facets} showScope={showScope} set={set} />
        </Suspense>
      </div>
    </div>
  );
}
