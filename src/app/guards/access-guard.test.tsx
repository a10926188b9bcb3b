import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PAGES } from '@/app/access/route-paths';
import { routes } from '@/app/router/routes';
import {
  PRELOAD_TIMEOUT_MS,
  preloadLazyRoutes,
} from '@/app/router/test-support/preload-lazy-routes';
import {
  currentUrl,
  LOADING,
  renderAppRoute,
  signedIn,
  SIGNED_OUT,
} from '@/test-support/render-app-route';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccessGuard on the real routes (spec §2)', () => {
  it('shows Authenticating... while the session loads, then the page once signed in', async () => {
    const { setSession, router } = renderAppRoute(['/planner'], { session: LOADING });

    expect(await screen.findByText('Authenticating...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Planner' })).not.toBeInTheDocument();

    setSession(signedIn());

    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/planner');
  });

  it('shows the exact auth error message and a Refresh Page button', async () => {
    renderAppRoute(['/dashboard'], { session: { status: 'error', reason: 'storage unavailable' } });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Authentication error occurred. Please try refreshing the page.', {
        exact: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visit to /login remembering the origin, and back after sign-in', async () => {
    const { router, setSession } = renderAppRoute(['/analytics/coverage-gaps'], {
      session: SIGNED_OUT,
    });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fanalytics%2Fcoverage-gaps');

    setSession(signedIn());

    expect(await screen.findByRole('heading', { name: 'Coverage gaps' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/analytics/coverage-gaps');
    const tabs = within(screen.getByRole('navigation', { name: 'Analytics' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(ANALYTICS_PAGES.map((page) => page.title));
    expect(tabs).toHaveLength(7);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
      ANALYTICS_PAGES.map((page) => `/analytics/${page.slug}`),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Analytics' })).getByRole('link', {
        name: 'Coverage gaps',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('sends a developer on /planner to /dev, whose index opens the developer dashboard', async () => {
    const { router } = renderAppRoute(['/planner'], {
      session: signedIn({ isDeveloper: true, role: null }),
    });

    expect(await screen.findByRole('heading', { name: 'Developer dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dev/dashboard');
    expect(screen.queryByRole('heading', { name: 'Planner' })).not.toBeInTheDocument();
  });

  it('denies a non-developer the dev area; Go Back returns to the previous entry', async () => {
    const { router, user } = renderAppRoute(['/planner', '/dev'], { initialIndex: 1 });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Developer permissions required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Developer dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/planner'));
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
  });

  it('with no earlier page in the app, Go Back goes home instead of leaving the app', async () => {
    const { router, user } = renderAppRoute(['/dev']);
    await screen.findByText('Developer permissions required');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    // Home sends a signed-in teacher on to the dashboard.
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });
});
