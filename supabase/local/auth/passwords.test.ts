import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedPasswordPool } from './password-pool';
import { createPasswordHasher } from './passwords';

afterAll(() => closeSharedPasswordPool());

describe('createPasswordHasher (bcrypt on the shared worker pool)', () => {
  const hasher = createPasswordHasher(4);

  it('hashes in the same format and cost as before, and verifies its own hash', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
    expect(await hasher.verify('correct horse battery', hash)).toBe(true);
    // Readable by plain bcryptjs (existing tooling, GoTrue) too.
    expect(await bcrypt.compare('correct horse battery', hash)).toBe(true);
  });

  it('verifies a hash made by bcryptjs on the main thread (existing rows), $2a$ and $2b$', async () => {
    const b = bcrypt.hashSync('an existing password', 4);
    const a = b.replace(/^\$2b\$/, '$2a$');
    expect(await hasher.verify('an existing password', b)).toBe(true);
    expect(await hasher.verify('an existing password', a)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = bcrypt.hashSync('the right one', 4);
    expect(await hasher.verify('the wrong one', hash)).toBe(false);
  });

  it('spends a compare of the configured cost when there is no hash to check', async () => {
    const compared: string[] = [];
    const recording = createPasswordHasher(6, {
      hash: () => Promise.reject(new Error('not used')),
      compare: (_password, hash) => {
        compared.push(hash);
        return Promise.resolve(true);
      },
    });
    expect(await recording.verify('anything', undefined)).toBe(false);
    expect(await recording.verify('anything', null)).toBe(false);
    expect(await recording.verify('anything', 'not a bcrypt hash')).toBe(false);
    expect(compared).toHaveLength(3);
    for (const hash of compared) expect(hash).toMatch(/^\$2[aby]\$06\$[./A-Za-z0-9]{53}$/);
    // Through the real pool the dummy never matches.
    expect(await hasher.verify('', undefined)).toBe(false);
  });
});
