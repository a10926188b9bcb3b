import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { featureFlagsPlugin } from './src/shared/lib/flags/flags-vite-plugin.ts';

/** The root manifest is the single source; the PWA plugin emits it and precaches its icons. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * Paths the server answers itself. The service worker must never answer them with the app shell,
 * or an API call made while offline would "succeed" with HTML.
 */
export const SERVER_PATHS = [
  '/auth/v1',
  '/rest/v1',
  '/functions/v1',
  '/storage/v1',
  '/health',
  '/config.json',
];
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** In `npm run dev`, the backend paths go to the local stack (`npm start`) so dev has one origin too. */
const backendOrigin = `http://127.0.0.1:${process.env.PORT ?? '54321'}`;

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
    },
  },
  plugins: [
    featureFlagsPlugin(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['theme-init.js', 'icons/*'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS.map(
          (path) => new RegExp(`^${escape(path)}(?:[/?#]|$)`),
        ),
        cleanupOutdatedCaches: true,
        // The first service worker takes over the page that installed it. Without this, a device
        // that signs in and goes offline in its first visit fetches lazy chunks (the lesson panel,
        // settings pages) from the network and fails. Updates still wait for Reload ('prompt').
        clientsClaim: true,
        // No source map for the service worker either (see build.sourcemap).
        sourcemap: false,
      },
    }),
  ],
  build: {
    manifest: true,
    // No source maps in production: served beside the bundle they hand out the app's source
    // (issue 12). scripts/check-dist.mjs fails the build if one appears in dist/.
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, backendOrigin])),
  },
});
