import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPasswordPool,
  defaultPasswordPoolSize,
  PasswordWorkerCrashedError,
  type PasswordPool,
} from './password-pool';

const execFileAsync = promisify(execFile);

const pools: PasswordPool[] = [];
function pool(size?: number): PasswordPool {
  const made = createPasswordPool(size);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

describe('createPasswordPool', () => {
  it('leaves a core to the main thread, and at least one thread', () => {
    expect(defaultPasswordPoolSize()).toBeGreaterThanOrEqual(1);
    expect(() => createPasswordPool(0)).toThrow(/at least 1, got 0/);
  });

  it('hashes and compares on a worker thread', async () => {
    const workers = pool(1);
    const hash = await workers.hash('a password', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(bcrypt.compareSync('a password', hash)).toBe(true);
    expect(await workers.compare('a password', hash)).toBe(true);
    expect(await workers.compare('another', hash)).toBe(false);
    expect(workers.threads()).toHaveLength(1);
  });

  it('answers every one of many concurrent calls, each with its own result', async () => {
    const workers = pool(2);
    const passwords = Array.from({ length: 40 }, (_, i) => `password ${i}`);
    const hashes = await Promise.all(passwords.map((password) => workers.hash(password, 4)));
    expect(new Set(hashes).size).toBe(40);
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [
        workers.compare(passwords[i]!, hash),
        workers.compare(passwords[(i + 1) % 40]!, hash),
      ]),
    );
    expect(checks).toEqual(hashes.flatMap(() => [true, false]));
    expect(workers.threads().length).toBeLessThanOrEqual(2);
  });

  it('fails the call a crashed thread held, and the next call gets a new thread', async () => {
    const workers = pool(1);
    await workers.hash('warm up', 4);
    const [first] = workers.threads();
    // Cost 14 takes about a second: the thread is surely still working when it is ended.
    const held = workers.hash('in flight', 14);
    const queued = workers.hash('queued behind it', 4);
    await first!.terminate();
    await expect(held).rejects.toBeInstanceOf(PasswordWorkerCrashedError);
    await expect(held).rejects.toThrow(/password hashing thread stopped \(exit code 1\)/);
    // The queued call is not lost: it runs on the replacement.
    expect(bcrypt.compareSync('queued behind it', await queued)).toBe(true);
    expect(await workers.compare('queued behind it', await queued)).toBe(true);
    expect(workers.threads()).toHaveLength(1);
    expect(workers.threads()[0]).not.toBe(first);
  });

  it('fails what it holds when closed, and every later call', async () => {
    const workers = pool(1);
    const held = expect(workers.hash('in flight', 14)).rejects.toThrow(/pool was closed/);
    const queued = expect(workers.compare('queued', '$2b$04$' + '.'.repeat(53))).rejects.toThrow(
      /pool was closed/,
    );
    await workers.close();
    await held;
    await queued;
    await expect(workers.hash('later', 4)).rejects.toThrow(/pool is closed/);
    expect(workers.threads()).toEqual([]);
  });

  it('keeps a script alive until its hash is answered, and lets it exit once idle', async () => {
    // A script that hashes once and never closes the pool: it must print the hash (the thread
    // holds the process open while it works) and then exit on its own (idle threads are unref'd).
    const poolModule = fileURLToPath(new URL('./password-pool.ts', import.meta.url));
    const script = `const m = await import(${JSON.stringify(poolModule)});
const hash = await m.createPasswordPool(1).hash('x', 4);
console.log(hash);`;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      // Generous: a loaded machine; a pool that kept the process alive would hit this limit.
      { timeout: 60_000 },
    );
    expect(bcrypt.compareSync('x', stdout.trim())).toBe(true);
  }, 90_000);
});
