// `npm ci` refuses a lock that lacks any optional dependency a locked package declares, even one
// for another platform; this checks the same thing without a network, so drift fails here first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockEntry = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `name` from the package at `from` (nested first, then hoisted). */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('holds every optional (platform) dependency its packages declare', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('records the builds of other platforms, not only this one', () => {
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64']).toBeDefined();
    expect(lock.packages['node_modules/@tailwindcss/oxide-win32-x64-msvc']).toBeDefined();
  });
});
