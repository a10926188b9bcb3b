import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { ReplicaTestProviders } from '@/test-support/test-replica';
import { SettingsPage } from './settings-page';

beforeEach(() => stubMatchMedia());

function renderSettings(user: Partial<SessionUser>) {
  const router = createMemoryRouter(
    [
      { path: '/settings', Component: SettingsPage },
      { path: '/settings/*', Component: () => <h1>Section page</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <ReplicaTestProviders session={signedIn(user)} replica={null}>
      <RouterProvider router={router} />
    </ReplicaTestProviders>,
  );
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Settings sections' });
const groupTitles = () =>
  within(nav())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('SettingsPage', () => {
  it('shows each section with a sentence saying what it holds', () => {
    renderSettings({ role: 'TEACHER' });
    expect(groupTitles()).toEqual(['Your teaching', 'This device']);
    const classes = within(nav()).getByRole('link', { name: 'Classes' });
    expect(classes).toHaveAttribute('href', '/settings/classes');
    expect(classes).toHaveAccessibleDescription(
      'The classes you teach: subject, year, syllabus, room and colour.',
    );
    for (const name of ['Timetable', 'Teaching methods', 'Sync']) {
      expect(within(nav()).getByRole('link', { name })).toHaveAccessibleDescription(/\w+/);
    }
    expect(within(nav()).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Syllabuses' })).not.toBeInTheDocument();
  });

  it.each(['OWNER', 'ADMIN'] as const)('gives a school %s the school section', (role) => {
    renderSettings({ role });
    expect(groupTitles()).toEqual(['Your teaching', 'Your school', 'This device']);
    expect(within(nav()).getByRole('link', { name: 'Members' })).toHaveAccessibleDescription(
      /invite code/,
    );
    expect(within(nav()).getByRole('link', { name: 'Syllabuses' })).toHaveAttribute(
      'href',
      '/settings/syllabuses',
    );
  });

  it('has no school section for a solo teacher', () => {
    renderSettings({ role: null, schoolId: null });
    expect(groupTitles()).toEqual(['Your teaching', 'This device']);
  });

  it('opens a section from its card', async () => {
    const router = renderSettings({ role: 'TEACHER' });
    await userEvent.setup().click(within(nav()).getByRole('link', { name: 'Timetable' }));
    expect(router.state.location.pathname).toBe('/settings/timetable');
  });
});
