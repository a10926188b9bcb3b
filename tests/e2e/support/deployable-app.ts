import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

  static async start(port: number): Promise<DeployableApp> {
    const dir = await mkdtemp(join(tmpdir(), 'planner-deploy-'));
    await cp('dist-e2e', join(dir, 'dist'), { recursive: true });
    const server = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DIST_DIR: join(dir, 'dist'),
        DATA_DIR: join(dir, 'data'),
        BUILD: 'never',
      },
      stdio: 'ignore',
    });
    const app = new DeployableApp(`http://127.0.0.1:${port}`, dir, server);
    await app.waitUntilHealthy();
    return app;
  }

  private async waitUntilHealthy() {
    // The very first start on a machine builds PGlite's initdb template, which takes several seconds.
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const ok = await fetch(`${this.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The gateway at ${this.url} did not become healthy.`);
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
