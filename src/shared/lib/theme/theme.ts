// valibot: the theme is read at start-up, in the entry chunk (README Footguns).
import * as v from 'valibot';

/** Spec §9: the choice is stored under one key. public/theme-init.js reads the same key before paint. */
export const THEME_STORAGE_KEY = 'lesson-planner.theme';

export const themeSchema = v.picklist(['light', 'dark', 'system']);
export type Theme = v.InferOutput<typeof themeSchema>;
export type ResolvedTheme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'system';

/** A corrupt or foreign stored value must not break start-up; it means the default. */
export function parseStoredTheme(raw: string | null): Theme {
  return v.is(themeSchema, raw) ? raw : DEFAULT_THEME;
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Applied identically by theme-init.js before paint and by React afterwards, so nothing flashes. */
export function applyResolvedTheme(root: HTMLElement, resolved: ResolvedTheme): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
