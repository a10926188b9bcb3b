import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountActions } from '@/test-support/fake-actions';
import { renderAppRoute, signedIn } from '@/test-support/render-app-route';
import { initialsOf } from './user-menu-face';

beforeEach(() => {
  // Radix's popper measures its anchor (README footgun: jsdom has no ResizeObserver).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

async function openMenu(user: ReturnType<typeof renderAppRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('UserMenu', () => {
  it('names the user, their school and role, and links to profile and settings', async () => {
    const { user, router } = renderAppRoute(['/dashboard'], {
      session: signedIn({ fullName: 'Olive Owner', schoolName: 'Hill School', role: 'OWNER' }),
    });
    const menu = await openMenu(user);

    expect(menu).toHaveTextContent('Olive Owner');
    expect(menu).toHaveTextContent('teacher@example.com');
    expect(within(menu).getByTestId('user-menu-where')).toHaveTextContent('Hill School · Owner');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('changes the theme and shows the choice as checked', async () => {
    const { user } = renderAppRoute(['/dashboard']);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('opens from the keyboard on its first item and closes with Escape back on the trigger', async () => {
    const { user } = renderAppRoute(['/dashboard']);
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('signs out, asking first when changes have not reached the server', async () => {
    const accountActions = fakeAccountActions();
    const signOut = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, reason: 'unsynced', pending: 2 })
      .mockResolvedValueOnce({ ok: true });
    accountActions.signOut = signOut;
    const { user, router } = renderAppRoute(['/dashboard'], { accountActions });

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("2 changes on this device haven't reached the server yet.");
    await user.click(within(dialog).getByRole('button', { name: 'Sign out and discard them' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut.mock.calls).toEqual([[{ discardUnsynced: false }], [{ discardUnsynced: true }]]);
  });

  it('gives the developer area a way out: profile and sign out, no teacher settings', async () => {
    const { user } = renderAppRoute(['/dev/dashboard'], {
      session: signedIn({ isDeveloper: true, role: null, schoolId: null, schoolName: null }),
    });
    const menu = await openMenu(user);
    expect(within(menu).getByTestId('user-menu-where')).toHaveTextContent('Developer');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says "Working solo" for a teacher without a school', async () => {
    const { user } = renderAppRoute(['/dashboard'], {
      session: signedIn({ role: null, schoolId: null, schoolName: null }),
    });
    const menu = await openMenu(user);
    expect(within(menu).getByTestId('user-menu-where')).toHaveTextContent('Working solo');
  });
});

describe('initialsOf', () => {
  it('takes the first and last names, or the address', () => {
    expect(initialsOf({ fullName: 'olive  van owner', email: 'x@y.z' })).toBe('OO');
    expect(initialsOf({ fullName: 'Cher', email: 'x@y.z' })).toBe('C');
    expect(initialsOf({ fullName: null, email: 'terry@example.com' })).toBe('T');
  });
});
