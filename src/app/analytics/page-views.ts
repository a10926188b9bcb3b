import type { HostingAnalytics } from '@/shared/lib/hosting-analytics/hosting-analytics-config';

/**
 * Page views for the hosting provider's analytics (spec §7), loaded only when /config.json names
 * a tracker (start-page-views.ts). What is sent, and what never is (docs/decisions.md, "Hosting
 * analytics"): one POST per page the teacher opens, naming the page by its route, never by its
 * address. `/coverage/:classId`, not a class's id; no query string (searches, lesson and
 * resource ids, invitation and reset codes live there); no referrer, no cookie, no user, school
 * or device identifier. Not sent offline (nothing is queued) nor from an automated browser.
 */

/** The part of react-router's state a page view reads. */
export type PageViewState = {
  readonly location: { readonly pathname: string };
  readonly matches: readonly {
    readonly route: { readonly path?: string };
    readonly params: Readonly<Record<string, string | undefined>>;
  }[];
};

/** The part of react-router's data router the tracker uses. */
export type PageViewRouter = {
  readonly state: PageViewState;
  subscribe(listener: (state: PageViewState) => void): () => void;
};

export type PageViewDecision = 'send' | 'off' | 'offline' | 'automated';

/**
 * Whether a page view goes out: never without a tracker (the default), never while the browser
 * says it is offline (nothing is queued for later: a page view is only worth its moment), and
 * never from a browser driven by automation (navigator.webdriver: the end-to-end suite, bots), so
 * tests never count even against a deployment that has a tracker.
 */
export function pageViewDecision({
  analytics,
  online,
  automated,
}: {
  analytics: HostingAnalytics | null;
  online: boolean;
  automated: boolean;
}): PageViewDecision {
  if (!analytics) return 'off';
  if (automated) return 'automated';
  if (!online) return 'offline';
  return 'send';
}

/**
 * The route a page is, from the matched routes' paths: parameters by name (`:classId`), an
 * optional one left out when absent, an unknown address as `*`. '/help/:slug' for any article.
 */
export function routePatternOf(state: PageViewState): string {
  let segments: string[] = [];
  for (const { route, params } of state.matches) {
    if (route.path === undefined) continue;
    if (route.path.startsWith('/')) segments = [];
    for (const segment of route.path.split('/').filter(Boolean)) {
      if (!segment.startsWith(':')) {
        segments.push(segment);
        continue;
      }
      const name = segment.slice(1).replace(/\?$/, '');
      if (params[name] !== undefined) segments.push(`:${name}`);
    }
  }
  return `/${segments.join('/')}`;
}

/** One page view in the shape of Plausible's Events API (name, url, domain), which is all it says. */
export function pageViewBody(
  analytics: HostingAnalytics,
  page: { origin: string; hostname: string; route: string },
): string {
  return JSON.stringify({
    name: 'pageview',
    url: `${page.origin}${page.route}`,
    domain: analytics.domain ?? page.hostname,
  });
}

export type PageViewDeps = {
  isOnline: () => boolean;
  isAutomated: () => boolean;
  location: { origin: string; hostname: string };
  send: (endpoint: string, body: string) => void;
};

/**
 * Counts the page shown now and every page navigated to afterwards. A change of the query or the
 * hash alone (typing a search, opening a lesson) is the same page, so it is not counted again.
 * Returns the unsubscribe.
 */
export function trackPageViews(
  router: PageViewRouter,
  analytics: HostingAnalytics,
  deps: PageViewDeps = browserDeps(),
): () => void {
  let last: string | null = null;
  const track = (state: PageViewState) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    const decision = pageViewDecision({
      analytics,
      online: deps.isOnline(),
      automated: deps.isAutomated(),
    });
    if (decision !== 'send') return;
    deps.send(
      analytics.endpoint,
      pageViewBody(analytics, { ...deps.location, route: routePatternOf(state) }),
    );
  };
  track(router.state);
  return router.subscribe(track);
}

const browserDeps = (): PageViewDeps => ({
  isOnline: () => navigator.onLine,
  isAutomated: () => navigator.webdriver === true,
  location: { origin: window.location.origin, hostname: window.location.hostname },
  send(endpoint, body) {
    // text/plain keeps it a simple request (no CORS preflight); credentials 'omit' sends no
    // cookie of the provider's; no referrer; keepalive lets the last view of a closing tab out.
    // A failed view is dropped, never retried or shown: it is not the teacher's business.
    fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
      cache: 'no-store',
    }).catch(() => undefined);
  },
});
