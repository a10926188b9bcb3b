import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL cluster for tests: initdb into a temp directory, start it on a free
 * loopback port with durability off (tests do not need fsync), stop and delete it afterwards.
 * Never skipped: without the server binaries the suite fails and says how to get them.
 */
export type TempPostgres = { url: string; stop: () => Promise<void> };

const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, postgres) were not found in /usr/lib/postgresql/*/bin ' +
  'or $PG_BIN. `.ci/run` installs them (Debian package `postgresql`: apt-get install -y postgresql).';

export function findPostgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (existsSync(join(fromEnv, 'initdb'))) return fromEnv;
    throw new Error(`PG_BIN=${fromEnv} has no initdb. ${INSTALL_HINT}`);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(INSTALL_HINT);
  return join(root, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// initdb and postgres refuse to run as root; as root we run them as the `postgres` user.
const asRoot = process.getuid?.() === 0;
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'lp-pg-'));
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0)
      throw new Error(`Running as root needs a 'postgres' user. ${INSTALL_HINT}`);
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const [initCmd, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout || init.error?.message}`);
  }

  const port = await freePort();
  const [cmd, args] = command(join(bin, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=40',
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  // Signal the postmaster's own pid (runuser may not forward signals).
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  // SIGTERM is a "smart" shutdown: it waits for sessions to close. A "fast" one (SIGINT) would
  // send FATAL 57P01 to connections pg.Pool#end has released but not yet closed, and an idle pg
  // client with no 'error' listener turns that into an uncaught exception.
  const signal = (name: NodeJS.Signals) => {
    const pid = postmasterPid();
    try {
      if (pid) process.kill(pid, name);
      else child.kill(name);
    } catch {
      /* already gone */
    }
  };
  const stopNow = () => signal('SIGINT'); // process exit: no time to wait
  process.once('exit', stopNow);

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited early:\n${log}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        stopNow();
        throw new Error(`postgres did not accept connections within 20 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    url,
    async stop() {
      process.removeListener('exit', stopNow);
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      signal('SIGTERM');
      const timeout = (ms: number) =>
        new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms));
      if ((await Promise.race([exited, timeout(3_000)])) === 'timeout') {
        signal('SIGINT'); // a leaked connection: stop anyway
        await Promise.race([exited, timeout(10_000)]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
