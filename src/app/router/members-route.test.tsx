import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeMembersActions,
  member,
} from '@/features/settings/test-support/fake-members-actions';
import { MembersActionsContext } from '@/features/settings/api/members-actions';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { renderAppRoute, signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { PATHS } from '../access/route-paths';
import { ThemeProvider } from '../theme/theme-provider';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const DENIED = "Access Denied. You don't have permission to access this page.";

/** The app's routes with member management wired to a fake server. */
function renderWithMembers(path: string, role: SchoolRole) {
  stubMatchMedia();
  const fake = createFakeMembersActions({
    members: [member({ membershipId: 'm1', userId: 'u1', fullName: 'Olive Owner', role: 'OWNER' })],
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider>
      <SessionProvider source={createMemorySessionSource(signedIn({ role }))}>
        <MembersActionsContext value={fake.actions}>
          <RouterProvider router={router} />
        </MembersActionsContext>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('/settings/members', () => {
  it.each<SchoolRole>(['VIEWER', 'TEACHER'])('shows Access Denied to a %s', async (role) => {
    renderAppRoute([PATHS.settingsMembers], { session: signedIn({ role }) });

    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });

  it.each<SchoolRole>(['VIEWER', 'TEACHER'])(
    'has no Members link in settings for a %s',
    async (role) => {
      renderAppRoute([PATHS.settings], { session: signedIn({ role }) });

      expect(await screen.findByRole('link', { name: 'Sync' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
    },
  );

  it('has no Members link for a manager role without a school', async () => {
    renderAppRoute([PATHS.settings], { session: signedIn({ role: 'ADMIN', schoolId: null }) });

    expect(await screen.findByRole('link', { name: 'Sync' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });

  it.each<SchoolRole>(['OWNER', 'ADMIN'])('is reached from settings by an %s', async (role) => {
    const { router, user } = renderWithMembers(PATHS.settings, role);

    await user.click(await screen.findByRole('link', { name: 'Members' }));

    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('combobox', { name: 'Role of Olive Owner' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.settingsMembers);
  });
});
