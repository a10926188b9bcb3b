/** ?resource=<id> opens one resource on /resources. */
export const RESOURCE_PARAM = 'resource';

/** The detail of one resource; `back` keeps the list's search and filters for the way back. */
export function resourcePath(id: string, back?: URLSearchParams): string {
  const params = new URLSearchParams(back);
  params.set(RESOURCE_PARAM, id);
  return `/resources?${params.toString()}`;
}

/** The list, with the search and filters it had (the detail's param left out). */
export function listPath(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete(RESOURCE_PARAM);
  const search = next.toString();
  return search === '' ? '/resources' : `/resources?${search}`;
}
