import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ResourceCommands } from '../commands/use-resource-commands';
import { facetsOf } from '../model/query-resources';
import type { ResourceKind } from '../model/resource-rules';
import {
  DEFAULT_VIEW,
  isNarrowed,
  paramsWithView,
  viewFromParams,
  type ResourceView,
} from '../model/resource-view';
import { useResourceLibrary } from '../queries/use-resource-library';
import { EmptyLibrary, NothingMatches } from './resource-empty';
import type { ResourceEntry } from './resource-entry';
import { ResourceGrid, ResourceTable } from './resource-grid';
import { resourcePath } from './resource-paths';
import { ResourceToolbar } from './resource-toolbar';
import { useResourceEditing } from './use-resource-editing';
import { useResourceSearch } from './use-resource-search';
import { useViewMode } from './use-view-mode';

/**
 * Cards drawn at a time. Search answers in about a millisecond over 5,000 resources
 * (bench:resources); drawing thousands of cards per keystroke would not, so a short query draws
 * the first page of matches and "Show more" draws the next.
 */
export const RESULTS_PAGE_SIZE = 60;

/** The library: the teacher's resources and their school's shared ones, searched and filtered. */
export function ResourceIndex({
  userId,
  schoolId,
  commands,
}: {
  userId: string;
  schoolId: string | null;
  commands: ResourceCommands | null;
}) {
  const library = useResourceLibrary(userId, schoolId);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const [mode, setMode] = useViewMode();

  const entries = useMemo<ResourceEntry[] | undefined>(
    () =>
      library?.resources.map((row) => ({
        ...row,
        lessonCount: library.lessonCounts.get(row.id) ?? 0,
        ownerName: library.ownerNames.get(row.owner_id) ?? null,
        editable: row.owner_id === userId,
      })),
    [library, userId],
  );
  const results = useResourceSearch(entries, view, userId);
  // How many matches are drawn, for this view: a new search or filter starts at one page again.
  const [drawn, setDrawn] = useState({ view, count: RESULTS_PAGE_SIZE });
  const drawnCount = drawn.view === view ? drawn.count : RESULTS_PAGE_SIZE;
  const shown = results?.slice(0, drawnCount);
  const facets = useMemo(() => {
    const { subjects, tags } = facetsOf(entries ?? []);
    const present = new Set<ResourceKind>(['link', 'note', ...(entries ?? []).map((e) => e.kind)]);
    return {
      subjects,
      tags,
      kinds: (['link', 'note', 'file'] as const).filter((k) => present.has(k)),
    };
  }, [entries]);
  const editing = useResourceEditing(commands, facets.subjects);
  const setView = (next: ResourceView) =>
    setParams(paramsWithView(params, next), { replace: true });
  const hrefOf = (entry: ResourceEntry) => resourcePath(entry.id, params);

  const total = entries?.length ?? 0;
  return (
    <>
      <PageHeading title="Resources" tour="resources-heading">
        {total > 0 && (
          <Button onClick={editing.create} disabled={!commands}>
            <Plus aria-hidden className="size-4" />
            New resource
          </Button>
        )}
      </PageHeading>
      {entries === undefined || results === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your resources…
        </p>
      ) : total === 0 ? (
        <EmptyLibrary onCreate={commands ? editing.create : undefined} />
      ) : (
        <div className="space-y-4">
          <ResourceToolbar
            view={view}
            facets={facets}
            showScope={schoolId !== null}
            mode={mode}
            onChange={setView}
            onMode={setMode}
          />
          {/* data-resources-view: the view these results answer, committed with them (benches
              wait for it; bench:resources times a keystroke to the paint after it). */}
          <p
            role="status"
            className="text-sm text-muted-foreground"
            data-resources-view={JSON.stringify(view)}
          >
            {isNarrowed(view)
              ? `${results.length} of ${total} ${total === 1 ? 'resource' : 'resources'} match`
              : `${total} ${total === 1 ? 'resource' : 'resources'}`}
          </p>
          {results.length === 0 || shown === undefined ? (
            <NothingMatches query={view.q} onClear={() => setView(DEFAULT_VIEW)} />
          ) : mode === 'grid' ? (
            <ResourceGrid
              entries={shown}
              hrefOf={hrefOf}
              onEdit={editing.edit}
              onDelete={(entry) => void editing.remove(entry)}
            />
          ) : (
            <ResourceTable
              entries={shown}
              hrefOf={hrefOf}
              onEdit={editing.edit}
              onDelete={(entry) => void editing.remove(entry)}
            />
          )}
          {shown !== undefined && shown.length < results.length && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted-foreground">
                Showing {shown.length} of {results.length}.
              </p>
              <Button
                variant="outline"
                onClick={() => setDrawn({ view, count: drawnCount + RESULTS_PAGE_SIZE })}
              >
                Show {Math.min(RESULTS_PAGE_SIZE, results.length - shown.length)} more
              </Button>
            </div>
          )}
        </div>
      )}
      {editing.dialog}
    </>
  );
}
