import type { HostingAnalytics } from '@/shared/lib/hosting-analytics/hosting-analytics-config';
import type { PageViewRouter } from './page-views';

/**
 * Starts counting page views when /config.json names a tracker; without one (the default) it
 * loads nothing. The tracker is a lazy chunk, so the entry pays only for this function. Returns
 * the stop (an effect's cleanup: React's strict mode starts and stops it once more).
 */
export function startPageViews(
  router: PageViewRouter,
  analytics: HostingAnalytics | null,
): () => void {
  if (!analytics) return () => undefined;
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./page-views').then(
    ({ trackPageViews }) => {
      if (!stopped) stop = trackPageViews(router, analytics);
    },
    // A tracker that cannot load counts nothing; the app is not told.
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
