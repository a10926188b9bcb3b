import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { DevActionsContext } from '../api/dev-actions';
import { fakeDevActions, type FakeDevActions } from './fake-dev-actions';

/** The signed-in developer of a page test; a fresh id per test, so no answers carry over. */
export function developer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: crypto.randomUUID(),
    email: 'dev@example.test',
    isDeveloper: true,
    role: null,
    schoolId: null,
    schoolName: null,
    fullName: 'Dana Developer',
    account: 'ready',
    ...overrides,
  };
}

/**
 * Renders one developer page at `path` (matched by `pattern`, e.g. '/dev/schools/:id') in a
 * memory router, signed in as `me`, with `dev` as the port. Links to other pages land on a
 * placeholder that names the URL.
 */
export function renderDevPage(
  Page: ComponentType,
  {
    path,
    pattern = path.split('?')[0]!,
    me = developer(),
    dev = fakeDevActions({ currentUserId: me.id }),
  }: { path: string; pattern?: string; me?: SessionUser; dev?: FakeDevActions },
) {
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: () => <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  onTestFinished(() => router.dispose());
  const source = createMemorySessionSource({ status: 'signed-in', user: me });
  const user = userEvent.setup();
  const result = render(
    <SessionProvider source={source}>
      <DevActionsContext value={dev.actions}>
        <RouterProvider router={router} />
      </DevActionsContext>
    </SessionProvider>,
  );
  return { ...result, user, dev, me, router };
}

/** The browser goes offline (navigator.onLine and the event), back online when the test ends. */
export function goOffline() {
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  onTestFinished(() => {
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
  });
}
