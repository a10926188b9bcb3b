import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Hashed assets never change, so browsers may keep them a year. Everything else (index.html, sw.js,
 * the manifest) must be revalidated, or a deploy would never reach installed apps.
 */
function cacheControl(relativePath: string): string {
  return relativePath.startsWith(`assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, relative);
  // normalize() collapses '..', and this check refuses anything that still escapes the root.
  if (full !== root && !full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? full : null;
}

/**
 * Serves the built PWA. Unknown paths that look like app routes get index.html (client routing);
 * unknown files (with an extension) get a real 404 so a missing chunk is never answered with HTML.
 */
export function serveApp(root: string) {
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    const path = c.req.path;
    // Source maps would hand out the app's source; the build makes none (vite.config.ts), and one
    // copied into dist/ by hand is still not served.
    if (extname(path).toLowerCase() === '.map') return c.text('Not Found', 404);
    const file = (await fileIn(root, path)) ?? (extname(path) ? null : join(root, 'index.html'));
    if (!file) return c.text('Not Found', 404);
    const body = await readFile(file).catch(() => null);
    if (!body) return c.text('The app has not been built. Run `npm run build`.', 503);
    const relative = file.slice(root.length + 1);
    c.header('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', cacheControl(relative));
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(body));
  };
}
