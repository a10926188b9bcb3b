// Prints the gzip size of the JavaScript each route needs before it can render, and fails when any
// route exceeds the budget (DESIGN §8: initial route JS ≤ 170 KB gzip). Reads Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_ROUTE_JS_BUDGET_BYTES = 170 * 1024;

const distDir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
  return gzipCache.get(file);
};

/** A chunk and everything it imports statically: what must load before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) staticClosure(dependency, seen);
  return seen;
}
const jsBytes = (keys) =>
  [...keys]
    .filter((k) => manifest[k].file.endsWith('.js'))
    .reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);

const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('No entry chunk in the build manifest.');
const entryClosure = staticClosure(entryKey);
const lazyChunks = manifest[entryKey].dynamicImports ?? [];
// Signed-in layouts are lazy too. Which layout wraps which page is the router's business, so every
// page is charged with all of them: an upper bound, which is what a budget needs.
const layoutClosure = new Set(
  lazyChunks
    .filter((key) => key.includes('/app/layouts/'))
    .flatMap((key) => [...staticClosure(key)]),
);
// Each page is a lazy route: its initial JS is the entry's closure plus the page's own closure.
const routes = lazyChunks
  .filter((key) => key.includes('/features/'))
  .map((key) => ({
    name: key.replace(/^.*\/features\//, '').replace(/\.tsx?$/, ''),
    bytes: jsBytes(new Set([...entryClosure, ...layoutClosure, ...staticClosure(key)])),
  }))
  .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `\nInitial JS per route (gzip; entry + all layouts + the page), budget ${kb(INITIAL_ROUTE_JS_BUDGET_BYTES)}:`,
);
console.log(`  ${'entry (shell only)'.padEnd(52)} ${kb(jsBytes(entryClosure)).padStart(9)}`);
for (const route of routes)
  console.log(`  ${route.name.padEnd(52)} ${kb(route.bytes).padStart(9)}`);
const over = routes.filter((route) => route.bytes > INITIAL_ROUTE_JS_BUDGET_BYTES);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((route) => `${route.name} (${kb(route.bytes)})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`Largest: ${routes[0]?.name} at ${kb(routes[0]?.bytes ?? 0)} — within budget.`);
