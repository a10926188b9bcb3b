import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '@/app/guards/access-guard';
import { lazyPage } from '@/app/router/lazy-page';
import { currentUrl, renderAppRoute } from '@/test-support/render-app-route';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

/** Module-level switch: the component crashes until a test "fixes" it. */
let shouldThrow = true;

function Crashy() {
  if (shouldThrow) throw new Error('boom');
  return <h1>Recovered</h1>;
}

/** Same shape as the app: the guard with the root boundary, a lazy page with its own boundary. */
const crashRoutes: RouteObject[] = [
  {
    Component: AccessGuard,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      lazyPage(
        '/crash',
        async () => ({ Crashy }),
        (m) => m.Crashy,
      ),
      // No boundary of its own: the root one must catch it.
      { path: '/crash-root', Component: Crashy },
    ],
  },
];

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  shouldThrow = true;
  // React and the boundaries log caught errors; keep the output readable and check they did log.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function expectCrashScreen() {
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
}

describe('RouteErrorBoundary', () => {
  it.each(['/crash', '/crash-root'])(
    '%s: a crashing page shows the crash screen; Try Again renders it again',
    async (path) => {
      const { router, user } = renderAppRoute([path], { routes: crashRoutes });

      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expectCrashScreen();
      // The boundary logs from an effect, which React may run after the crash screen is painted
      // (the stress run caught it not yet called on a loaded machine).
      await waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          'Route error',
          expect.objectContaining({ message: 'boom' }),
        ),
      );

      shouldThrow = false;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));

      expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      expect(currentUrl(router)).toBe(path);
    },
  );

  it('Try Again while the page still crashes keeps the crash screen', async () => {
    const { router, user } = renderAppRoute(['/crash'], { routes: crashRoutes });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    const firstKey = router.state.location.key;

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    // Try Again re-navigated to the same URL (a new history entry key), and the page crashed again.
    await waitFor(() => expect(router.state.location.key).not.toBe(firstKey));
    expect(currentUrl(router)).toBe('/crash');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recovered' })).not.toBeInTheDocument();
  });
});

describe('AppErrorBoundary', () => {
  it('shows the crash screen for a crashing child; Try Again renders the child again', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Crashy />
      </AppErrorBoundary>,
    );

    expectCrashScreen();
    expect(consoleError).toHaveBeenCalledWith(
      'Unexpected error',
      expect.objectContaining({ message: 'boom' }),
      expect.any(String),
    );

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
