import type { RouteObject } from 'react-router';

/**
 * Imports every lazy page of a route table. A page's first import transforms its whole module graph
 * (Vite, on demand); on a loaded machine that outlasted findBy*'s wait in route tests. A test file
 * calls this once in beforeAll, so its tests wait only on rendering and the import is timed by
 * the hook's own, larger budget.
 */
export async function preloadLazyRoutes(routes: RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (route: RouteObject) => {
    if (typeof route.lazy === 'function') loads.push(route.lazy());
    route.children?.forEach(visit);
  };
  routes.forEach(visit);
  await Promise.all(loads);
}

/**
 * For that beforeAll: every page's module graph, 2 s alone here; a loaded machine has needed more
 * than findBy*'s 5 s for one page. Heavy but bounded work; a hang still fails.
 */
export const PRELOAD_TIMEOUT_MS = 120_000;
