import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { applyResolvedTheme } from '@/shared/lib/theme/theme';
import { useRootClassName } from './use-root-class';

function ShowRootClass() {
  return <output>{useRootClassName() || '(none)'}</output>;
}

afterEach(() => applyResolvedTheme(document.documentElement, 'light'));

it('follows the theme class on <html> as the theme provider sets it', async () => {
  applyResolvedTheme(document.documentElement, 'light');
  render(<ShowRootClass />);
  expect(screen.getByRole('status')).toHaveTextContent('(none)');

  // MutationObserver callbacks run as microtasks; act awaits them.
  await act(async () => applyResolvedTheme(document.documentElement, 'dark'));
  expect(screen.getByRole('status')).toHaveTextContent('dark');

  await act(async () => applyResolvedTheme(document.documentElement, 'light'));
  expect(screen.getByRole('status')).toHaveTextContent('(none)');
});
