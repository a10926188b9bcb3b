import { useState } from 'react';

/**
 * Vitest runs without vite-plugin-pwa, so `virtual:pwa-register/react` does not exist there. This
 * double has the same shape and reports "no update waiting"; the real module is exercised by the
 * Playwright PWA tests against a built app.
 */
export function useRegisterSW() {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async () => undefined };
}
