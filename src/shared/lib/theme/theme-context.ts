import { createContext, use } from 'react';
import type { ResolvedTheme, Theme } from './theme';

export type ThemeContextValue = {
  theme: Theme;
  resolved: ResolvedTheme;
  /** Applies at once and remembers the choice on this device (spec §9's theme storage key). */
  setTheme: (theme: Theme) => void;
};

/**
 * The theme as React sees it. It lives in shared (the provider stays in src/app) so features can
 * change the theme (the /settings preference) without importing the app.
 */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
