// Runs before first paint (a blocking classic script in <head>, external so the CSP needs no
// 'unsafe-inline'). Mirrors src/shared/lib/theme/theme.ts; a unit test keeps the key in step.
(function () {
  var theme = 'system';
  try {
    var stored = localStorage.getItem('lesson-planner.theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage can be blocked (privacy mode); the default theme still applies.
  }
  var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
