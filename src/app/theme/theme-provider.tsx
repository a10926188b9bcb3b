import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import {
  applyResolvedTheme,
  parseStoredTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from '@/shared/lib/theme/theme';
import { ThemeContext } from '@/shared/lib/theme/theme-context';

/** Kept for the app's own imports; features import it from src/shared/lib/theme/theme-context. */
export { useTheme } from '@/shared/lib/theme/theme-context';

function readStoredTheme(): Theme {
  try {
    return parseStoredTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseStoredTheme(null);
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = resolveTheme(theme, prefersDark);

  useEffect(() => applyResolvedTheme(document.documentElement, resolved), [resolved]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The choice still applies for this visit when storage is blocked.
    }
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
