import { useSyncExternalStore } from 'react';

// The theme is a class on <html> (applyResolvedTheme in src/shared/lib/theme), set by
// theme-init.js and the ThemeProvider alike. Watching the element itself, rather than the React
// theme context, also catches the first paint's class and works outside the provider.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** <html>'s class list; a chart redraws when it changes (light ↔ dark). */
export function useRootClassName(): string {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.className,
    () => '',
  );
}
