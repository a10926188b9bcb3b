import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** scripts/check-dist.mjs run on a small dist/ of our making. */
let dir: string | undefined;

async function distWith(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'check-dist-'));
  await mkdir(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

const check = (distDir: string) =>
  spawnSync(process.execPath, ['scripts/check-dist.mjs', distDir], { encoding: 'utf8' });

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('check-dist', () => {
  it('passes a dist/ with no secret and no source map', async () => {
    const result = check(await distWith({ 'index.html': '<!doctype html>', 'assets/a.js': '1' }));
    expect(result.status).toBe(0);
  });

  it('fails on a source map file, which the static host would serve', async () => {
    const result = check(await distWith({ 'assets/a.js': '1', 'assets/a.js.map': '{}' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('a.js.map is a source map');
  });

  it('fails on a bundle that points at a source map', async () => {
    const result = check(await distWith({ 'assets/a.js': '1\n//# sourceMappingURL=a.js.map' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('a.js points at a source map');
  });

  it('still fails on a service-role JWT', async () => {
    const payload = Buffer.from('{"role":"service_role"}').toString('base64url');
    const result = check(await distWith({ 'assets/a.js': `"eyJhbGciOiJIUzI1NiJ9.${payload}.x"` }));
    expect(result.status).toBe(1);
  });
});
