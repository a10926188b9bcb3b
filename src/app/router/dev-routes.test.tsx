import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeDevActions, fakeSchool } from '@/features/dev/test-support/fake-dev-actions';
import { currentUrl, renderAppRoute, signedIn } from '@/test-support/render-app-route';
import { DEV_PAGES } from '../access/route-paths';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const SCHOOL_ID = '0b8e3f51-7c2d-4e6a-9f1b-3a5c7e9d1f20';
/** A fresh developer per test: the query layer's answers are kept per user. */
const developer = () => signedIn({ id: crypto.randomUUID(), isDeveloper: true, role: null });

describe('the developer area’s routes', () => {
  it('/dev leads to the dashboard, with a tab per page', async () => {
    const { router } = renderAppRoute(['/dev'], { session: developer() });
    expect(await screen.findByRole('heading', { name: 'Developer dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dev/dashboard');
    const tabs = within(screen.getByRole('navigation', { name: 'Developer' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(DEV_PAGES.map((page) => page.title));
  });

  it.each([
    ['/dev/schools', 'Schools'],
    ['/dev/schools/create', 'Create a school'],
    ['/dev/users', 'Users'],
    ['/dev/invitations', 'Invitations'],
    ['/dev/monitoring', 'Monitoring'],
    ['/dev/debug', 'Debug'],
  ])('%s opens its page', async (path, heading) => {
    renderAppRoute([path], { session: developer() });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('/dev/schools/:id opens the school', async () => {
    const devActions = fakeDevActions({
      data: { schools: [fakeSchool({ id: SCHOOL_ID, name: 'Riverside High' })] },
    }).actions;
    renderAppRoute([`/dev/schools/${SCHOOL_ID}`], { session: developer(), devActions });
    expect(
      await screen.findByRole('heading', { name: 'Riverside High', level: 1 }),
    ).toBeInTheDocument();
  });

  it('/dev/schools/:id of an unknown school says so in spec §8’s words', async () => {
    renderAppRoute([`/dev/schools/${SCHOOL_ID}`], { session: developer() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `School with ID '${SCHOOL_ID}' not found`,
    );
  });
});
