/**
 * Reloads into the new version.
 *
 * The plugin's own path (skip waiting, then reload on workbox's 'controlling' event) only works for a
 * page a service worker already controls. A page opened before its first worker finished installing
 * is not controlled: a new worker then has no clients to wait for and activates at once, so there is
 * nothing to skip and no 'controlling' event. There a plain reload is the update.
 */
export async function applyUpdate(skipWaiting: () => Promise<void>): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (navigator.serviceWorker.controller && registration?.waiting) {
    await skipWaiting();
    return;
  }
  window.location.reload();
}
