import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GuidedTourContext,
  type GuidedTourControl,
} from '@/shared/lib/assistance/assistance-context';
import { fakeAccountActions } from '@/test-support/fake-actions';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { ReplicaTestProviders } from '@/test-support/test-replica';
import { AccountActionsContext } from '../api/account-actions';
import { ProfilePage } from './profile-page';

beforeEach(() => stubMatchMedia());

function renderProfile(tour: GuidedTourControl) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <GuidedTourContext value={tour}>
            <ProfilePage />
          </GuidedTourContext>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <ReplicaTestProviders session={signedIn()} replica={null}>
      <AccountActionsContext value={fakeAccountActions()}>
        <RouterProvider router={router} />
      </AccountActionsContext>
    </ReplicaTestProviders>,
  );
}

describe('ProfilePage: the guided tour', () => {
  it('Restart the guided tour calls the tour’s restart (spec §4)', async () => {
    const restart = vi.fn();
    renderProfile({ available: true, restart });
    const section = await screen.findByRole('region', { name: 'Guided tour' });
    expect(section).toHaveTextContent('17-step');
    await userEvent.click(screen.getByRole('button', { name: 'Restart the guided tour' }));
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('offers no restart when the tour is not available (flag off)', async () => {
    renderProfile({ available: false, restart: vi.fn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restart the guided tour' })).toBeNull();
  });
});
