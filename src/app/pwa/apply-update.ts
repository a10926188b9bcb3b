/**
 * Reloads into the new version.
 *
 * A controlled page with a worker waiting: tell it to skip waiting, wait until it has taken the
 * page over, then reload. The plugin reloads on workbox's 'controlling' event only when the page
 * was already controlled when it registered; a page whose first worker claimed it later (the
 * first visit, with clientsClaim) would otherwise sit on the old version after Reload. A page no
 * worker controls has nothing to skip: a plain reload is the update.
 */
export async function applyUpdate(skipWaiting: () => Promise<void>): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.getRegistration();
  if (serviceWorker.controller && registration?.waiting) {
    const takenOver = new Promise<void>((resolve) =>
      serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
    await skipWaiting();
    await takenOver;
  }
  window.location.reload();
}
