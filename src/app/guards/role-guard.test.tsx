import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { currentUrl, renderAppRoute, signedIn } from '@/test-support/render-app-route';
import { AccessGuard } from './access-guard';
import { RoleGuard, type RouteHandle } from './role-guard';

const DENIED = "Access Denied. You don't have permission to access this page.";

const adminOnly: RouteHandle = { requiredRole: 'ADMIN' };
const viewerOnly: RouteHandle = { requiredRole: 'VIEWER' };

/** The real guards, over a tiny table: the app routes don't restrict any page by role yet. */
const roleRoutes: RouteObject[] = [
  {
    Component: AccessGuard,
    children: [
      {
        Component: RoleGuard,
        children: [
          { path: '/start', element: <h1>Start</h1> },
          { path: '/admin', handle: adminOnly, element: <h1>Admin area</h1> },
          { path: '/viewer', handle: viewerOnly, element: <h1>Viewer area</h1> },
        ],
      },
    ],
  },
];

const renderAs = (role: SchoolRole | null, path: string) =>
  renderAppRoute(['/start', path], {
    routes: roleRoutes,
    initialIndex: 1,
    session: signedIn({ role }),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RoleGuard with handle.requiredRole', () => {
  it('denies a TEACHER an ADMIN page with the spec message; Go Back returns', async () => {
    const { router, user } = renderAs('TEACHER', '/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DENIED);
    expect(screen.getByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/start'));
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
  });

  it.each<SchoolRole>(['ADMIN', 'OWNER'])('lets %s open an ADMIN page', async (role) => {
    renderAs(role, '/admin');

    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a VIEWER open a VIEWER page', async () => {
    renderAs('VIEWER', '/viewer');

    expect(await screen.findByRole('heading', { name: 'Viewer area' })).toBeInTheDocument();
  });

  it.each<[SchoolRole | null, string]>([
    ['VIEWER', '/admin'],
    [null, '/admin'],
    ['TEACHER', '/viewer'],
  ])('denies role %s on %s', async (role, path) => {
    renderAs(role, path);

    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
  });

  it('lets anyone through a route without a requirement', async () => {
    renderAppRoute(['/start'], { routes: roleRoutes, session: signedIn({ role: null }) });

    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
  });
});
