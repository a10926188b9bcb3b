import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary';

/**
 * A lazily loaded page with its own route-level error boundary, so a crash (or a chunk that fails to
 * load offline) shows inside the layout instead of taking the whole app down.
 */
export function lazyPage<M>(
  path: string | undefined,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  extra: Omit<RouteObject, 'path' | 'lazy' | 'index' | 'children'> = {},
): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  const base = { ErrorBoundary: RouteErrorBoundary, lazy, ...extra };
  return path === undefined ? { index: true, ...base } : { path, ...base };
}
