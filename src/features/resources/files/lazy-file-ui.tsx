import { lazy, Suspense, type ComponentProps } from 'react';
import type { FileResourceActions as Actions } from './file-resource-actions';
import type { FileResourceField as Field } from './file-resource-field';

/**
 * The file pieces load on first use, not with the resources route: that route is at its
 * 170 KB budget, and a list of links and notes shows no file UI at all. The placeholders hold
 * the pieces' height so nothing jumps when they arrive (precached by the service worker, so
 * offline too).
 */
const LazyActions = lazy(async () => ({
  default: (await import('./file-resource-actions')).FileResourceActions,
}));
const LazyField = lazy(async () => ({
  default: (await import('./file-resource-field')).FileResourceField,
}));

export function FileResourceActions(props: ComponentProps<typeof Actions>) {
  return (
    <Suspense fallback={<div className="h-8" aria-busy="true" />}>
      <LazyActions {...props} />
    </Suspense>
  );
}

export function FileResourceField(props: ComponentProps<typeof Field>) {
  return (
    <Suspense fallback={<div className="h-[4.75rem]" aria-busy="true" />}>
      <LazyField {...props} />
    </Suspense>
  );
}
