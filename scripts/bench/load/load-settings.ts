/**
 * `npm run bench:load` settings, read from the environment. Every value is checked; a bad one
 * stops the bench before anything starts, with a message naming the variable and what it accepts.
 */
export type LoadDatabase = 'pglite' | 'postgres';

export type LoadSettings = {
  /** LOAD_DATABASES: which databases to run, in order. */
  databases: LoadDatabase[];
  /** LOAD_DEVICES: how many simulated devices, one configuration per number. */
  deviceCounts: number[];
  /** LOAD_SECONDS: the measured window of each configuration. */
  seconds: number;
  /** LOAD_THINK_MS: a device's pause between two sync cycles, drawn uniformly from [min, max]. */
  thinkMs: { min: number; max: number };
  /** LOAD_RAMP_SECONDS: devices start (sign in) spread evenly over this many seconds. */
  rampSeconds: number;
  /** LOAD_ENFORCE=true: failed goals make the exit code 1 (default: report only, exit 0). */
  enforce: boolean;
  /** LOAD_PROFILE=true: a CPU profile of the stack process over each measured window. */
  profile: boolean;
  /** LOAD_SEED: the same seed replays the same choices of edits and think times. */
  seed: number;
};

export const DEFAULT_DEVICE_COUNTS = [20, 100];
export const DEFAULT_SECONDS = 60;
/**
 * A teacher busy planning: a sync cycle every 1–3 s (the app pushes after each autosave, 400 ms
 * after typing stops), far above ordinary use (the engine's 30 s timer, an edit now and then).
 */
export const DEFAULT_THINK_MS = { min: 1000, max: 3000 };
export const DEFAULT_RAMP_SECONDS = 5;
const DEVICES_MAX = 1000;

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  if (!/^[0-9]+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'.`);
  }
  return Number(raw);
}

export function loadSettingsFrom(env: NodeJS.ProcessEnv): LoadSettings {
  const set = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  };

  const databasesRaw = set('LOAD_DATABASES') ?? 'pglite,postgres';
  const databases = databasesRaw.split(',').map((d) => d.trim().toLowerCase());
  for (const database of databases) {
    if (database !== 'pglite' && database !== 'postgres') {
      throw new Error(
        `LOAD_DATABASES must list pglite and/or postgres, comma-separated; '${database}' is neither.`,
      );
    }
  }

  const devicesRaw = set('LOAD_DEVICES');
  const deviceCounts = devicesRaw
    ? devicesRaw.split(',').map((n) => wholeNumber('LOAD_DEVICES', n, 1, DEVICES_MAX))
    : DEFAULT_DEVICE_COUNTS;

  const thinkRaw = set('LOAD_THINK_MS');
  let thinkMs = DEFAULT_THINK_MS;
  if (thinkRaw) {
    const match = /^\s*([0-9]+)\s*(?:-\s*([0-9]+)\s*)?$/.exec(thinkRaw);
    const min = Number(match?.[1]);
    const max = Number(match?.[2] ?? match?.[1]);
    if (!match || min > max || max > 600_000) {
      throw new Error(
        `LOAD_THINK_MS must be milliseconds or a range 'min-max' (e.g. 1000-3000, at most 600000), got '${thinkRaw}'.`,
      );
    }
    thinkMs = { min, max };
  }

  const flag = (name: string) => {
    const raw = set(name);
    if (raw === undefined) return false;
    if (raw !== 'true' && raw !== 'false') {
      throw new Error(`${name} must be true or false, got '${raw}'.`);
    }
    return raw === 'true';
  };

  const seedRaw = set('LOAD_SEED');
  return {
    databases: [...new Set(databases)] as LoadDatabase[],
    deviceCounts,
    seconds: wholeNumber('LOAD_SECONDS', set('LOAD_SECONDS') ?? String(DEFAULT_SECONDS), 1, 3600),
    thinkMs,
    rampSeconds: wholeNumber(
      'LOAD_RAMP_SECONDS',
      set('LOAD_RAMP_SECONDS') ?? String(DEFAULT_RAMP_SECONDS),
      0,
      600,
    ),
    enforce: flag('LOAD_ENFORCE'),
    profile: flag('LOAD_PROFILE'),
    seed: seedRaw
      ? wholeNumber('LOAD_SEED', seedRaw, 0, 2 ** 31)
      : Math.floor(Math.random() * 1_000_000),
  };
}
