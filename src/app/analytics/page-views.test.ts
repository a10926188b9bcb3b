import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostingAnalytics } from '@/shared/lib/hosting-analytics/hosting-analytics-config';
import { pageViewDecision, trackPageViews, type PageViewDeps } from './page-views';
import { startPageViews } from './start-page-views';

const tracker: HostingAnalytics = {
  endpoint: 'https://plausible.io/api/event',
  domain: 'planner.example.org',
};

/** A route table shaped like the app's: pathless guards and layouts, nested and optional paths. */
const ROUTES = [
  {
    children: [
      { path: '/', children: [] },
      { path: '/planner' },
      { path: '/coverage/:classId' },
      { path: '/help/:slug?' },
      { path: '/analytics', children: [{ path: 'overview' }] },
      { path: '/dev', children: [{ path: 'schools/:id' }] },
      { path: '*' },
    ],
  },
];

function setUp(initial: string, deps: Partial<PageViewDeps> = {}) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [initial] });
  const send = vi.fn<PageViewDeps['send']>();
  const stop = trackPageViews(router, tracker, {
    isOnline: () => true,
    isAutomated: () => false,
    location: { origin: 'https://planner.example.org', hostname: 'planner.example.org' },
    send,
    ...deps,
  });
  const urls = () => send.mock.calls.map(([, body]) => (JSON.parse(body) as { url: string }).url);
  return { router, send, stop, urls };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pageViewDecision', () => {
  it.each<[string, Parameters<typeof pageViewDecision>[0], string]>([
    ['no tracker (the default)', { analytics: null, online: true, automated: false }, 'off'],
    ['offline', { analytics: tracker, online: false, automated: false }, 'offline'],
    [
      'an automated browser (tests)',
      { analytics: tracker, online: true, automated: true },
      'automated',
    ],
    ['a tracker, online, a person', { analytics: tracker, online: true, automated: false }, 'send'],
  ])('%s → %s', (_, input, expected) => {
    expect(pageViewDecision(input)).toBe(expected);
  });
});

describe('trackPageViews', () => {
  it('sends the page shown, then each page navigated to, by route: no ids, no query', async () => {
    const { router, send, urls } = setUp('/planner?week=2026-11-23&lesson=3f0c');
    await router.navigate('/coverage/6a1f3c2e-0000-4000-8000-000000000001?sort=priority');
    await router.navigate('/help/sync-indicator');
    await router.navigate('/help');
    await router.navigate('/analytics/overview?class=x');
    await router.navigate('/dev/schools/42');
    await router.navigate('/someone@example.org/private');
    expect(urls()).toEqual([
      'https://planner.example.org/planner',
      'https://planner.example.org/coverage/:classId',
      'https://planner.example.org/help/:slug',
      'https://planner.example.org/help',
      'https://planner.example.org/analytics/overview',
      'https://planner.example.org/dev/schools/:id',
      'https://planner.example.org/*',
    ]);
    expect(send.mock.calls.every(([endpoint]) => endpoint === tracker.endpoint)).toBe(true);
  });

  it('says nothing else: the Plausible event shape with the configured site name', () => {
    const { send } = setUp('/planner');
    expect(JSON.parse(send.mock.calls[0]![1])).toEqual({
      name: 'pageview',
      url: 'https://planner.example.org/planner',
      domain: 'planner.example.org',
    });
  });

  it('does not count a change of the query alone (a search typed, a lesson opened)', async () => {
    const { router, send } = setUp('/planner');
    await router.navigate('/planner?lesson=1');
    await router.navigate('/planner?lesson=2#notes');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing offline and queues nothing for later', async () => {
    let online = false;
    const { router, urls } = setUp('/planner', { isOnline: () => online });
    await router.navigate('/help');
    online = true;
    await router.navigate('/help?q=sync');
    await router.navigate('/resources');
    expect(urls()).toEqual(['https://planner.example.org/*']);
  });

  it('sends nothing from an automated browser', async () => {
    const { router, send } = setUp('/planner', { isAutomated: () => true });
    await router.navigate('/help');
    expect(send).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', async () => {
    const { router, send, stop } = setUp('/planner');
    stop();
    await router.navigate('/help');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('startPageViews', () => {
  it('loads nothing and counts nothing without a tracker', () => {
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/planner'] });
    const subscribe = vi.spyOn(router, 'subscribe');
    startPageViews(router, null)();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('with a tracker, POSTs each page view from the browser with no cookie and no referrer', async () => {
    vi.stubGlobal('navigator', { onLine: true, webdriver: false });
    vi.stubGlobal('window', { location: { origin: 'https://p.test', hostname: 'p.test' } });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/planner?week=2026-11-23'] });
    const stopped = createMemoryRouter(ROUTES, { initialEntries: ['/planner'] });
    const subscribeStopped = vi.spyOn(stopped, 'subscribe');
    // Stopped before the tracker's chunk arrives: it must never start.
    startPageViews(stopped, tracker)();
    const stop = startPageViews(router, { ...tracker, domain: null });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(tracker.endpoint, {
      method: 'POST',
      body: JSON.stringify({ name: 'pageview', url: 'https://p.test/planner', domain: 'p.test' }),
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
      cache: 'no-store',
    });
    await router.navigate('/help');
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    await router.navigate('/planner');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(subscribeStopped).not.toHaveBeenCalled();
  });
});
