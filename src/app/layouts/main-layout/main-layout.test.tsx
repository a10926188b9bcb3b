import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderAppRoute } from '@/test-support/render-app-route';

const ENTRIES = [
  'Dashboard',
  'Planner',
  'Analytics',
  'Resources',
  'Programs',
  'Settings',
  'Profile',
  'Help',
];

const linkNames = (container: HTMLElement) =>
  within(within(container).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function renderDashboard(narrow = false) {
  const rendered = renderAppRoute(['/dashboard'], { narrow });
  await screen.findByRole('heading', { name: 'Dashboard' });
  return rendered;
}

describe('MainLayout sidebar (desktop)', () => {
  it('lists the entries in spec order: main, then Settings and Profile, then Help', async () => {
    await renderDashboard();

    const sidebar = screen.getByTestId('sidebar');
    expect(linkNames(sidebar)).toEqual(ENTRIES);
    const account = within(sidebar).getByRole('list', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Settings', 'Profile']);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('starts expanded at 16rem; Ctrl+B and Cmd+B toggle it and remember the state in a cookie', async () => {
    const { user } = await renderDashboard();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(sidebar.style.width).toBe('16rem');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar.style.width).toBe('3rem');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(sidebar.style.width).toBe('16rem');
    expect(document.cookie).toContain('sidebar_state=true');
    expect(document.cookie).not.toContain('sidebar_state=false');
  });

  it('leaves Ctrl+Shift+B and a plain b alone', async () => {
    const { user } = await renderDashboard();
    const sidebar = screen.getByTestId('sidebar');

    await user.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    await user.keyboard('b');

    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('the Toggle sidebar button collapses it too', async () => {
    const { user } = await renderDashboard();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts collapsed at 3rem when the cookie says sidebar_state=false, labels still named', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    await renderDashboard();

    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar.style.width).toBe('3rem');
    expect(within(sidebar).getByRole('link', { name: 'Planner' })).toHaveAttribute(
      'title',
      'Planner',
    );
  });
});

describe('MainLayout sidebar (narrow screens: a drawer)', () => {
  it('opens a Navigation dialog from Toggle sidebar; choosing an entry navigates and closes it', async () => {
    const { router, user } = await renderDashboard(true);
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(linkNames(drawer)).toEqual(ENTRIES);

    await user.click(within(drawer).getByRole('link', { name: 'Planner' }));

    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/planner');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The drawer's open state is never remembered.
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('Escape closes the drawer without navigating', async () => {
    const { router, user } = await renderDashboard(true);
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/dashboard');
  });
});
