import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the build reads; if any of it is newer than dist/index.html the build is stale. */
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'package-lock.json',
];

async function newestMtimeMs(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtimeMs(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

export async function isBuildStale(root: string, distDir: string): Promise<boolean> {
  const built = await stat(join(distDir, 'index.html')).catch(() => null);
  if (!built) return true;
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newestMtimeMs(join(root, input))));
  return Math.max(...inputs) > built.mtimeMs;
}

/** `npm start` on a fresh clone has no dist/ yet; build it rather than serve nothing. */
export async function ensureBuilt(root: string, distDir: string): Promise<void> {
  if (!(await isBuildStale(root, distDir))) return;
  console.log('Building the app (dist/ is missing or older than the sources)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0)
    throw new Error(`The build failed (exit ${result.status ?? result.signal}).`);
}
