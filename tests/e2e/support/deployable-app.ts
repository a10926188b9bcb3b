import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What start.ts prints once the gateway listens (and PostgREST answers). */
const RUNNING_LINE = 'Lesson Planner is running at';

/**
 * Resolves when start.ts says it is running, or when it exits. Its own words, not /health on the
 * port: a port taken by another process would answer /health for someone else.
 */
function running(
  server: ChildProcess,
  deadlineMs: number,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const tooSlow = setTimeout(() => {
      server.kill('SIGKILL');
      resolve({ ok: false, output: `${output}\n(not running after ${deadlineMs} ms; killed)` });
    }, deadlineMs);
    const settle = (ok: boolean) => {
      clearTimeout(tooSlow);
      resolve({ ok, output });
    };
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(RUNNING_LINE)) settle(true);
    });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', () => settle(false));
  });
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A private copy of the e2e build behind its own gateway, so a test can "deploy" a new version
 * (change sw.js on disk) without disturbing the server the other tests share.
 */
export class DeployableApp {
  private constructor(
    readonly url: string,
    private readonly dir: string,
    private readonly server: ChildProcess,
  ) {}

  /**
   * Copies dist-e2e and starts a stack on it, on a free port, with an empty database (no demo
   * seed: the update test only loads the shell). Starting one is heavy (a fresh PGlite and every
   * migration): call it from a hook with room for that, not from a test's own 30 s. A start not
   * running within `deadlineMs` is killed, so a hook that times out leaves no stack behind.
   */
  static async start(deadlineMs: number): Promise<DeployableApp> {
    const dir = await mkdtemp(join(tmpdir(), 'planner-deploy-'));
    await cp('dist-e2e', join(dir, 'dist'), { recursive: true });
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const server = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DIST_DIR: join(dir, 'dist'),
          DATA_DIR: join(dir, 'data'),
          BUILD: 'never',
          SEED: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const outcome = await running(server, deadlineMs);
      if (outcome.ok) return new DeployableApp(`http://127.0.0.1:${port}`, dir, server);
      // Another process took the port between freePort() and the gateway's listen: take another.
      if (outcome.output.includes('already in use') && attempt < 3) continue;
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      throw new Error(`The deployable app did not start:\n${outcome.output}`);
    }
  }

  /** Any byte change to sw.js is what makes browsers install a new service worker. */
  async deployNewVersion() {
    await appendFile(join(this.dir, 'dist', 'sw.js'), `\n// deployed ${Date.now()}\n`);
  }

  /**
   * Waits for the stack to exit before deleting its directory: removing it while PGlite is still
   * flushing on shutdown failed in CI with ENOTEMPTY.
   */
  async stop() {
    await this.exited(15_000);
    await rm(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  private exited(graceMs: number): Promise<void> {
    if (this.server.exitCode !== null || this.server.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const forceKill = setTimeout(() => this.server.kill('SIGKILL'), graceMs);
      this.server.once('exit', () => {
        clearTimeout(forceKill);
        resolve();
      });
      this.server.kill('SIGTERM');
    });
  }
}
