import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { FromBench, ToBench } from './load-ipc';

/** Start-up and set-up of 100 teachers on a busy two-core machine take well under this. */
const READY_LIMIT_MS = 300_000;
const STOP_LIMIT_MS = 20_000;
/** Stack log lines that mean PostgREST lost (or could not get) its database connection. */
const CONNECTION_LOSS =
  /server closed the connection unexpectedly|Database connection error|connection to server .* failed|refused a socket connection/i;

export type StackChild = {
  child: ChildProcess;
  ready: Extract<ToBench, { type: 'ready' }>;
  logTail: string[];
  connectionLosses: string[];
  send(message: FromBench): void;
  next<T extends ToBench['type']>(type: T, limitMs: number): Promise<Extract<ToBench, { type: T }>>;
};

/**
 * Forks stack-process.ts (the stack on a fresh data directory, with `devices` load teachers) and
 * waits for its `ready`. Its output is kept: the last lines for errors, PostgREST's lost
 * connections for the report.
 */
export async function startStackChild(
  dir: string,
  devices: number,
  password: string,
  databaseUrl: string | undefined,
  profilePath: string | undefined,
): Promise<StackChild> {
  const child = fork(resolve('scripts/bench/load/stack-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      LOAD_DATA_DIR: dir,
      LOAD_TEACHERS: String(devices),
      LOAD_PASSWORD: password,
      LOAD_RUN_ID: randomBytes(4).toString('hex'),
      DATABASE_URL: databaseUrl ?? '',
      LOAD_PROFILE_PATH: profilePath ?? '',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const logTail: string[] = [];
  const connectionLosses: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logTail.push(line);
      if (logTail.length > 30) logTail.shift();
      if (CONNECTION_LOSS.test(line)) connectionLosses.push(line);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const inbox: ToBench[] = [];
  const waiters: Array<() => void> = [];
  child.on('message', (message: ToBench) => {
    inbox.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  child.on('exit', () => waiters.splice(0).forEach((wake) => wake()));

  const next = async <T extends ToBench['type']>(type: T, limitMs: number) => {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const failed = inbox.find((m) => m.type === 'failed');
      if (failed && failed.type === 'failed')
        throw new Error(`the stack process failed: ${failed.message}`);
      const index = inbox.findIndex((m) => m.type === type);
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<ToBench, { type: T }>;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the stack process exited (${child.exitCode ?? child.signalCode}):\n${logTail.join('\n')}`,
        );
      }
      if (Date.now() > deadline) {
        throw new Error(
          `no '${type}' from the stack process within ${limitMs} ms:\n${logTail.join('\n')}`,
        );
      }
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()) + 10);
        waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  };
  const stack: Omit<StackChild, 'ready'> = {
    child,
    logTail,
    connectionLosses,
    send: (message) => child.send(message),
    next,
  };
  try {
    return { ...stack, ready: await next('ready', READY_LIMIT_MS) };
  } catch (error) {
    await stopStackChild(stack);
    throw error;
  }
}

/** Asks the stack process to stop the stack, and kills it if it has not exited in time. */
export async function stopStackChild({ child }: Pick<StackChild, 'child'>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  if (child.connected) child.send({ type: 'stop' } satisfies FromBench);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  await exited;
  clearTimeout(timer);
}
