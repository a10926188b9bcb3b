import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';

/** Whether `pid` runs. A zombie (exited, not yet reaped by whoever adopted it) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the state follows the parenthesised command name in /proc/<pid>/stat.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function readPid(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The command line of a live process, or null where it cannot be read. */
export function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    const ps = spawnSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    return ps.status === 0 ? ps.stdout.trim() : null;
  }
}

/**
 * One process per data directory: PGlite does not lock its files, and two processes writing the
 * same pgdata corrupt it. A lock left by a process that died (kill -9) is taken over.
 */
export async function lockDataDir(path: string, what: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await readPid(path)) === process.pid) await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readPid(path);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `${what} is in use by process ${owner} (another \`npm start\` or seed?). ` +
            'Stop it, or set DATA_DIR to another directory.',
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${path}.`);
}

export async function writePidFile(path: string, pid: number): Promise<void> {
  await writeFile(path, `${pid}\n`);
}

export async function removePidFile(path: string, pid?: number): Promise<void> {
  if (pid === undefined || (await readPid(path)) === pid) await rm(path, { force: true });
}

/**
 * A child left running by a stack that was killed with SIGKILL (children outlive their parent):
 * stop it if the recorded pid is alive and still runs `commandIncludes`.
 */
export async function killOrphan(path: string, commandIncludes: string): Promise<number | null> {
  const pid = await readPid(path);
  await rm(path, { force: true });
  if (pid === null || !isAlive(pid) || !commandOf(pid)?.includes(commandIncludes)) return null;
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; isAlive(pid) && waited < 2000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pid;
}
