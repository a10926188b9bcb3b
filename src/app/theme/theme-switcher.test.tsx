import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppRoute, SIGNED_OUT } from '@/test-support/render-app-route';

const THEME_KEY = 'lesson-planner.theme';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
});

async function renderLanding(prefersDark = false) {
  const rendered = renderAppRoute(['/'], { session: SIGNED_OUT, prefersDark });
  const group = await screen.findByRole('radiogroup', { name: 'Theme' });
  return { ...rendered, group };
}

describe('ThemeSwitcher', () => {
  it('defaults to System; choosing Dark stores it and puts the dark class on <html>', async () => {
    const { user, group } = await renderLanding();
    expect(within(group).getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(within(group).getByRole('radio', { name: 'Dark' }));

    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(group).getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await user.click(within(group).getByRole('radio', { name: 'Light' }));

    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('restores a stored choice on start', async () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const { group } = await renderLanding();

    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(document.documentElement).toHaveClass('dark');
  });

  it('System follows the OS preference', async () => {
    await renderLanding(true);

    expect(document.documentElement).toHaveClass('dark');
  });
});
