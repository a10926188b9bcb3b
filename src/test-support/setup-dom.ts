import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Lazy routes are transformed on first import; under a loaded CI machine that can exceed the
// default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 5000 });

/**
 * The kit select (Radix Select) releases pointer capture when its trigger is pressed and scrolls
 * the chosen option into view when it opens; jsdom has none of the three. Stubs that do nothing,
 * set only where jsdom lacks them.
 */
const element = Element.prototype as Partial<Element>;
element.hasPointerCapture ??= () => false;
element.releasePointerCapture ??= () => undefined;
element.scrollIntoView ??= () => undefined;

/**
 * sonner removes a dismissed toast 200 ms after its exit animation starts, on a timer that outlives
 * the Toaster. When that was a file's last test, the timer fired after jsdom was torn down and
 * React threw 'window is not defined' (an unhandled error that fails the run). A file that showed
 * a toast therefore lets those timers fire before it ends: our timer is set after theirs and is
 * longer, so it fires after them however loaded the machine is.
 */
const SONNER_REMOVE_MS = 200;
let toastShown = false;

afterEach(() => {
  if (document.querySelector('[data-sonner-toast]')) toastShown = true;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
});

afterAll(async () => {
  if (!toastShown) return;
  await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVE_MS + 50));
});
