import type { Clock, Environment, Timers } from '@sync/engine/ports';

/** The browser's network and focus events, as the engine's Environment port. */
export function createBrowserEnvironment(target: Window = window): Environment {
  return {
    isOnline: () => target.navigator.onLine,
    subscribe(listener) {
      const online = () => listener('online');
      const offline = () => listener('offline');
      const focus = () => listener('focus');
      // A tab brought back to the front counts as focus: phones rarely fire window focus.
      const visible = () => {
        if (target.document.visibilityState === 'visible') listener('focus');
      };
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      target.addEventListener('focus', focus);
      target.document.addEventListener('visibilitychange', visible);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
        target.removeEventListener('focus', focus);
        target.document.removeEventListener('visibilitychange', visible);
      };
    },
  };
}

export const browserClock: Clock = {
  nowIso: () => new Date().toISOString(),
  nowMs: () => Date.now(),
};

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
