import { RESOURCE_YEAR_MAX, RESOURCE_YEAR_MIN, type ResourceKind } from './resource-rules';

/** Whose resources to show: all the teacher sees, their own, or colleagues' shared ones. */
export type ResourceScope = 'all' | 'mine' | 'school';
export type ResourceSort = 'title' | 'newest' | 'updated';

/** The page's search, filters and sort, kept in the URL so a reload or a shared link keeps them. */
export type ResourceView = {
  q: string;
  kind: ResourceKind | null;
  subject: string | null;
  year: number | null;
  tag: string | null;
  scope: ResourceScope;
  sort: ResourceSort;
};

export const DEFAULT_VIEW: ResourceView = {
  q: '',
  kind: null,
  subject: null,
  year: null,
  tag: null,
  scope: 'all',
  sort: 'updated',
};

export const SORT_LABELS: Record<ResourceSort, string> = {
  updated: 'Recently updated',
  newest: 'Newest',
  title: 'Title',
};
export const SCOPE_LABELS: Record<ResourceScope, string> = {
  all: 'Mine and school',
  mine: 'Mine',
  school: 'Shared by colleagues',
};

const KINDS: readonly ResourceKind[] = ['link', 'note', 'file'];
const SORTS = Object.keys(SORT_LABELS) as ResourceSort[];
const SCOPES = Object.keys(SCOPE_LABELS) as ResourceScope[];
/** A search longer than this is not typed; it is cut rather than refused. */
const QUERY_MAX_CHARS = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
const text = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** The view a URL asks for; anything unknown or malformed falls back to its default. */
export function viewFromParams(params: URLSearchParams): ResourceView {
  const year = Number(params.get('year'));
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX_CHARS),
    kind: oneOf(KINDS, params.get('kind')),
    subject: text(params.get('subject')),
    year:
      Number.isInteger(year) && year >= RESOURCE_YEAR_MIN && year <= RESOURCE_YEAR_MAX
        ? year
        : null,
    tag: text(params.get('tag')),
    scope: oneOf(SCOPES, params.get('scope')) ?? DEFAULT_VIEW.scope,
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
  };
}

/** `params` with the view written in (defaults left out, so a plain /resources stays plain). */
export function paramsWithView(params: URLSearchParams, view: ResourceView): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    ['q', view.q === '' ? null : view.q],
    ['kind', view.kind],
    ['subject', view.subject],
    ['year', view.year === null ? null : String(view.year)],
    ['tag', view.tag],
    ['scope', view.scope === DEFAULT_VIEW.scope ? null : view.scope],
    ['sort', view.sort === DEFAULT_VIEW.sort ? null : view.sort],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Whether any filter or search narrows the list (the empty state then says "nothing matches"). */
export const isNarrowed = (view: ResourceView) =>
  view.q.trim() !== '' ||
  view.kind !== null ||
  view.subject !== null ||
  view.year !== null ||
  view.tag !== null ||
  view.scope !== 'all';
