import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { onTestFinished } from 'vitest';
import { SIDEBAR_DRAWER_QUERY } from '@/app/layouts/main-layout/sidebar-state';
import { routes as appRoutes } from '@/app/router/routes';
import {
  createMemorySessionSource,
  type MemorySessionSource,
} from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState, SessionUser } from '@/shared/lib/session/session-source';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { AccountActionsContext, type AccountActions } from '@/features/account/api/account-actions';
import {
  SchoolOverviewActionsContext,
  type SchoolOverviewActions,
} from '@/features/dashboard/api/school-overview-actions';
import { DevActionsContext, type DevActions } from '@/features/dev/api/dev-actions';
import { fakeDevActions } from '@/features/dev/test-support/fake-dev-actions';
import {
  OnboardingActionsContext,
  type OnboardingActions,
} from '@/features/onboarding/api/onboarding-actions';
import {
  fakeAccountActions,
  fakeOnboardingActions,
  fakeSchoolOverviewActions,
} from './fake-actions';

export type MediaOptions = {
  /** true: the narrow-screen query '(max-width: 1023px)' matches (sidebar becomes a drawer). */
  narrow?: boolean;
  /** true: '(prefers-color-scheme: dark)' matches. */
  prefersDark?: boolean;
};

/** jsdom has no matchMedia. Default: a desktop, light-scheme browser. */
export function stubMatchMedia({ narrow = false, prefersDark = false }: MediaOptions = {}): void {
  const matchesFor = (query: string) => {
    if (query === SIDEBAR_DRAWER_QUERY) return narrow;
    if (query === '(prefers-color-scheme: dark)') return prefersDark;
    return false;
  };
  const matchMedia = (query: string): MediaQueryList => ({
    matches: matchesFor(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
}

export function signedIn(user: Partial<SessionUser> = {}): SessionState {
  return {
    status: 'signed-in',
    user: {
      id: 'u1',
      email: 'teacher@example.com',
      isDeveloper: false,
      role: 'TEACHER',
      schoolId: 's1',
      schoolName: 'Demo School',
      fullName: 'Terry Teacher',
      account: 'ready',
      ...user,
    },
  };
}

export const SIGNED_OUT: SessionState = { status: 'signed-out' };
export const LOADING: SessionState = { status: 'loading' };

export type RenderAppRouteOptions = MediaOptions & {
  session?: SessionState;
  /** The server calls pages make; by default spies that refuse with 'Not set up in this test'. */
  accountActions?: AccountActions;
  onboardingActions?: OnboardingActions;
  schoolOverviewActions?: SchoolOverviewActions;
  /** The developer area's port; an empty in-memory one by default. */
  devActions?: DevActions;
  /** Defaults to the real route table. */
  routes?: RouteObject[];
  initialIndex?: number;
};

export type RenderAppRouteResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  source: MemorySessionSource;
  user: UserEvent;
  /** Changes the session the way an auth provider would: outside React, inside act. */
  setSession: (state: SessionState) => void;
};

/**
 * Renders a route table (the app's real one by default) in a memory router inside the same providers
 * the app uses. Lazy routes resolve asynchronously: query with findBy*.
 */
export function renderAppRoute(
  initialEntries: string[],
  {
    session = signedIn(),
    routes = appRoutes,
    initialIndex,
    narrow,
    prefersDark,
    accountActions = fakeAccountActions(),
    onboardingActions = fakeOnboardingActions(),
    schoolOverviewActions = fakeSchoolOverviewActions(),
    devActions = fakeDevActions().actions,
  }: RenderAppRouteOptions = {},
): RenderAppRouteResult {
  stubMatchMedia({ narrow, prefersDark });
  const source = createMemorySessionSource(session);
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider>
      <SessionProvider source={source}>
        <AccountActionsContext value={accountActions}>
          <OnboardingActionsContext value={onboardingActions}>
            <SchoolOverviewActionsContext value={schoolOverviewActions}>
              <DevActionsContext value={devActions}>
                <RouterProvider router={router} />
              </DevActionsContext>
            </SchoolOverviewActionsContext>
          </OnboardingActionsContext>
        </AccountActionsContext>
      </SessionProvider>
    </ThemeProvider>,
  );
  const setSession = (state: SessionState) => act(() => source.set(state));
  return { ...result, router, source, user, setSession };
}

/** The router's current URL (path + query + hash). */
export function currentUrl(router: RenderAppRouteResult['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
