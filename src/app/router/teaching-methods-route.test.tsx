import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { renderAppRoute, signedIn } from '@/test-support/render-app-route';
import { PATHS } from '../access/route-paths';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

describe('/settings/teaching-methods', () => {
  it.each<SchoolRole | null>(['OWNER', 'TEACHER', 'VIEWER', null])(
    'opens for a %s (the page itself decides who edits) and is linked from settings',
    async (role) => {
      const schoolId = role === null ? null : 's1';
      renderAppRoute([PATHS.settingsTeachingMethods], {
        session: signedIn({ role, schoolId }),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Teaching methods' }),
      ).toBeInTheDocument();
    },
  );

  it('is linked from /settings', async () => {
    renderAppRoute([PATHS.settings], { session: signedIn({ role: 'TEACHER' }) });
    expect(await screen.findByRole('link', { name: 'Teaching methods' })).toHaveAttribute(
      'href',
      PATHS.settingsTeachingMethods,
    );
  });
});
