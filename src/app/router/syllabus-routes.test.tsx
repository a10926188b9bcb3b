import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { SyllabusImportActionsContext } from '@/features/syllabus/api/syllabus-import-actions';
import { createFakeSyllabusImportActions } from '@/features/syllabus/test-support/fake-syllabus-import-actions';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SchoolRole, SessionState } from '@/shared/lib/session/session-source';
import { renderAppRoute, signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { PATHS } from '../access/route-paths';
import { ThemeProvider } from '../theme/theme-provider';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const DENIED = "Access Denied. You don't have permission to access this page.";
const DEV_UPLOAD = `${PATHS.dev}/syllabus-upload`;

/** The app's routes with the import wired to a fake server. */
function renderWithImport(path: string, session: SessionState) {
  stubMatchMedia();
  const fake = createFakeSyllabusImportActions();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  onTestFinished(() => router.dispose());
  render(
    <ThemeProvider>
      <SessionProvider source={createMemorySessionSource(session)}>
        <SyllabusImportActionsContext value={fake.actions}>
          <RouterProvider router={router} />
        </SyllabusImportActionsContext>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('/settings/syllabuses', () => {
  it.each<SchoolRole>(['VIEWER', 'TEACHER'])('shows Access Denied to a %s', async (role) => {
    renderAppRoute([PATHS.settingsSyllabuses], { session: signedIn({ role }) });

    expect(await screen.findByRole('heading', { name: DENIED })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV template' })).not.toBeInTheDocument();
  });

  it.each<SchoolRole>(['VIEWER', 'TEACHER'])(
    'has no Syllabuses link in settings for a %s',
    async (role) => {
      renderAppRoute([PATHS.settings], { session: signedIn({ role }) });

      expect(await screen.findByRole('link', { name: 'Sync' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Syllabuses' })).not.toBeInTheDocument();
    },
  );

  it.each<SchoolRole>(['OWNER', 'ADMIN'])(
    'is reached from settings by an %s and imports for the school only',
    async (role) => {
      const { router, user } = renderWithImport(PATHS.settings, signedIn({ role }));

      await user.click(await screen.findByRole('link', { name: 'Syllabuses' }));

      expect(
        await screen.findByRole('heading', { name: 'Syllabuses', level: 1 }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('What you import here is seen only by people in Demo School.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Choose a syllabus file')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(PATHS.settingsSyllabuses);
    },
  );
});

describe('/dev/syllabus-upload', () => {
  it('is refused to a school owner: developers only', async () => {
    renderAppRoute([DEV_UPLOAD], { session: signedIn({ role: 'OWNER' }) });

    expect(await screen.findByText('Developer permissions required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a syllabus file')).not.toBeInTheDocument();
  });

  it('lets a developer publish to every user', async () => {
    renderWithImport(
      DEV_UPLOAD,
      signedIn({ isDeveloper: true, role: null, schoolId: null, schoolName: null }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Syllabus upload', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('What you import here is published to every user of the app.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON template' })).toBeInTheDocument();
  });
});
