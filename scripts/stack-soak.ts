/**
 * `npm run test:stack-soak`: an hour of one school's ordinary use of the local stack, compressed
 * into a few minutes, through the gateway with the real supabase-js client. It counts PostgREST's
 * lost database connections (from the stack's log) and every 5xx answer, and fails if either is
 * above 0 (issue 11: PostgREST lost its PGlite connection three times in 25 minutes of one
 * person's use, each time a 503).
 *
 * The stack is the real one on a fresh temporary PGlite data directory: migrations, auth
 * (sign-ups allowed as the e2e run allows them), PostgREST, the gateway. Time runs COMPRESSION
 * times faster than real use: think times, idle breaks and the sync engine's 30 s timer are
 * divided by it, and so are PostgREST's pool timers (idle 30 s → 1 s, lifetime 30 min → 60 s), so
 * the pool recycles its connection as often as it would in the compressed hour (the recycling is
 * what used to lose the connection; pglite-shared.ts).
 *
 * Settings: STACK_SOAK_SECONDS (120, i.e. an hour at COMPRESSION 30), STACK_SOAK_TEACHERS (5),
 * STACK_SOAK_SEED (a number: the same seed replays the same choices), STACK_SOAK_VERBOSE=true
 * (print the stack's log as it comes).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { runAccountSetup } from '../src/app/auth/account-setup';
import { productStackHooks } from '../supabase/local/product-stack';
import { startStack, type Stack } from '../supabase/local/stack';

/** Real seconds per soak second: 120 s of soak is an hour of use. */
const COMPRESSION = 30;
const SOAK_S = Number(process.env.STACK_SOAK_SECONDS ?? 120);
const TEACHERS = Number(process.env.STACK_SOAK_TEACHERS ?? 5);
const SEED = Number(process.env.STACK_SOAK_SEED ?? Date.now() % 1_000_000);
const VERBOSE = process.env.STACK_SOAK_VERBOSE === 'true';
/** PostgREST 12's pool timers (idle 30 s, lifetime 1800 s), compressed; whole seconds only. */
const POOL_IDLE_S = 1;
const POOL_LIFETIME_S = 1800 / COMPRESSION;
/** The sync engine pulls every 30 s (DESIGN §6); a pull page's size. */
const SYNC_INTERVAL_REAL_S = 30;
const PULL_LIMIT = 500;
const PASSWORD = 'soak-password-123';

/** Stack log lines that mean PostgREST lost (or could not get) its database connection. */
const CONNECTION_LOSS =
  /server closed the connection unexpectedly|Database connection error|connection to server .* failed|refused a socket connection/i;

/** mulberry32: a small seeded generator, so a seed replays the same soak. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Figures = {
  requests: number;
  byStatus: Map<number, number>;
  fiveHundreds: string[];
  losses: string[];
  /** Calls whose answer was an error the workload did not expect (the soak's own bugs show here). */
  actionErrors: string[];
  actions: Map<string, number>;
};

const figures: Figures = {
  requests: 0,
  byStatus: new Map(),
  fiveHundreds: [],
  losses: [],
  actionErrors: [],
  actions: new Map(),
};

/** fetch for supabase-js that counts every answer (postgrest-js retries are separate requests). */
const countingFetch: typeof fetch = async (input, init) => {
  const method = (init?.method ?? 'GET').toUpperCase();
  const url = new URL(String(input instanceof Request ? input.url : input));
  figures.requests++;
  const response = await fetch(input, init);
  figures.byStatus.set(response.status, (figures.byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) {
    const body = await response.clone().text();
    figures.fiveHundreds.push(
      `${response.status} ${method} ${url.pathname}: ${body.slice(0, 300)}`,
    );
  }
  return response;
};

function clientFor(stack: Stack): SupabaseClient {
  return createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: countingFetch },
    realtime: { transport: WebSocket as never },
  });
}

/** Waits `realS` seconds of real use, compressed, but never past `deadline` (epoch ms). */
const think = (realS: number, deadline = Infinity) =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.max(0, Math.min((realS * 1000) / COMPRESSION, deadline - Date.now()))),
  );

function count(action: string): void {
  figures.actions.set(action, (figures.actions.get(action) ?? 0) + 1);
}

/** Records an unexpected error answer; returns the data otherwise. */
function expectOk<T>(action: string, answer: { data: T; error: { message: string } | null }): T {
  count(action);
  if (answer.error) figures.actionErrors.push(`${action}: ${answer.error.message}`);
  return answer.data;
}

type Teacher = {
  stack: Stack;
  index: number;
  email: string;
  client: SupabaseClient;
  userId: string;
  clientId: string;
  seq: number;
  cursor: string | null;
  classes: Array<{ id: string; name: string }>;
};

async function signUp(stack: Stack, index: number, role: string): Promise<Teacher> {
  const email = `soak-${role}-${index}-${randomUUID().slice(0, 8)}@school.test`;
  const client = clientFor(stack);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: `Soak ${role} ${index}` } },
  });
  count('sign-up');
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return {
    stack,
    index,
    email,
    client,
    userId: data.user.id,
    clientId: randomUUID(),
    seq: 0,
    cursor: null,
    classes: [],
  };
}

/** What the app does after every sign-in: spec §4 account set-up, then a first full pull. */
async function afterSignIn(teacher: Teacher): Promise<void> {
  count('account-setup');
  try {
    await runAccountSetup({
      client: teacher.client,
      userId: teacher.userId,
      fullName: `Soak teacher ${teacher.index}`,
      timeZone: 'Australia/Sydney',
      sleep: async () => undefined,
      onStep: () => undefined,
    });
  } catch (error) {
    figures.actionErrors.push(`account-setup: ${(error as Error).message}`);
  }
  teacher.cursor = null;
  await pullAll(teacher);
}

async function signIn(teacher: Teacher): Promise<void> {
  // A new device or a new browser session: a fresh client, a fresh sync client id and cursor.
  teacher.client = clientFor(teacher.stack);
  const { error } = await teacher.client.auth.signInWithPassword({
    email: teacher.email,
    password: PASSWORD,
  });
  count('sign-in');
  if (error) figures.actionErrors.push(`sign-in: ${error.message}`);
  teacher.clientId = randomUUID();
  teacher.seq = 0;
  await afterSignIn(teacher);
}

async function pullAll(teacher: Teacher): Promise<void> {
  for (let page = 0; page < 50; page++) {
    const data = expectOk(
      'sync_pull',
      await teacher.client
        .rpc('sync_pull', { cursor: teacher.cursor, lim: PULL_LIMIT })
        .retry(false),
    ) as { has_more: boolean; next_cursor: string | null } | null;
    if (!data) return;
    teacher.cursor = data.next_cursor;
    if (!data.has_more) return;
  }
}

async function push(teacher: Teacher, changes: unknown[]): Promise<void> {
  expectOk(
    'sync_push',
    await teacher.client
      .rpc('sync_push', { client_id: teacher.clientId, protocol_version: 1, changes })
      .retry(false),
  );
}

/** A teacher writes: a new class, or an edit of one (a rename or notes), then syncs at once. */
async function edit(teacher: Teacher, next: () => number): Promise<void> {
  const existing = teacher.classes[Math.floor(next() * teacher.classes.length)];
  if (!existing || next() < 0.25) {
    const row = {
      id: randomUUID(),
      owner_id: teacher.userId,
      school_id: null,
      name: `Class ${teacher.classes.length + 1}`,
      subject: null,
      year: null,
      syllabus_stage: null,
      academic_year: null,
      room: null,
      colour: null,
      syllabus_id: null,
      notes: null,
      archived_at: null,
    };
    await push(teacher, [
      { seq: ++teacher.seq, table: 'classes', op: 'upsert', id: row.id, fields: row, base: {} },
    ]);
    teacher.classes.push({ id: row.id, name: row.name });
  } else {
    const name = `${existing.name.split(' (')[0]} (${teacher.seq + 1})`;
    await push(teacher, [
      {
        seq: ++teacher.seq,
        table: 'classes',
        op: 'upsert',
        id: existing.id,
        fields: { name },
        base: { name: existing.name },
      },
    ]);
    existing.name = name;
  }
  await pullAll(teacher);
}

/** Pages that read the API directly: the profile, colleagues, the members list, the school. */
async function read(teacher: Teacher, schoolId: string, next: () => number): Promise<void> {
  const choice = Math.floor(next() * 4);
  if (choice === 0) {
    expectOk(
      'select profiles',
      await teacher.client
        .from('profiles')
        .select('full_name, school_id, is_solo_user')
        .eq('user_id', teacher.userId)
        .single(),
    );
  } else if (choice === 1 && teacher.index === 0) {
    // Only owners and admins list members (settings › members).
    expectOk('school_members', await teacher.client.rpc('school_members', { school_id: schoolId }));
  } else if (choice === 1) {
    expectOk(
      'select colleagues',
      await teacher.client.from('profiles').select('user_id, full_name').eq('school_id', schoolId),
    );
  } else if (choice === 2) {
    expectOk(
      'select school_memberships',
      await teacher.client
        .from('school_memberships')
        .select('school_id, role, status, schools(name)')
        .eq('user_id', teacher.userId)
        .eq('status', 'active'),
    );
  } else {
    expectOk(
      'select classes',
      await teacher.client.from('classes').select('id, name').order('name').limit(50),
    );
  }
}

/**
 * One teacher's hour. The app is open for a while (its sync timer pulls every 30 s, bursts of edits
 * and reads, short pauses), then closed for minutes (teaching, a break): no requests at all. With
 * few teachers' apps open the database sits idle past PostgREST's pool idle time, and the 30 s
 * timer meets the 30 s idle timer, which is when the pool recycles its connection.
 */
async function teacherDay(
  teacher: Teacher,
  schoolId: string,
  deadline: number,
  next: () => number,
): Promise<void> {
  const left = () => deadline - Date.now();
  let untilRefresh = 600 + next() * 1800;
  let untilSignIn = 900 + next() * 2400;
  let open = next() < 0.5;
  while (left() > 0) {
    if (!open) {
      await think(300 + next() * 900, deadline);
      if (left() <= 0) break;
      open = true;
      count('app reopened');
      const how = next();
      if (how < 0.3) {
        // On another device, or signed out meanwhile: a sign-in and its account set-up.
        await signIn(teacher);
      } else {
        if (how < 0.6) {
          // The stored access token is about to expire: supabase-js refreshes it first.
          const { error } = await teacher.client.auth.refreshSession();
          count('token refresh');
          if (error) figures.actionErrors.push(`token refresh: ${error.message}`);
        }
        await pullAll(teacher);
      }
      continue;
    }
    // Open for 1 to 10 minutes.
    let openFor = 60 + next() * 540;
    let untilSync = SYNC_INTERVAL_REAL_S;
    while (openFor > 0 && left() > 0) {
      const gap = Math.min(next() < 0.7 ? 2 + next() * 20 : 20 + next() * 60, openFor);
      // The sync timer keeps firing while the app is open.
      let waited = 0;
      while (waited < gap && left() > 0) {
        const step = Math.min(untilSync, gap - waited);
        await think(step, deadline);
        waited += step;
        untilSync -= step;
        if (untilSync <= 0) {
          untilSync = SYNC_INTERVAL_REAL_S;
          count('sync timer');
          await pullAll(teacher);
        }
      }
      openFor -= gap;
      untilRefresh -= gap;
      untilSignIn -= gap;
      if (left() <= 0) break;

      if (untilSignIn <= 0) {
        untilSignIn = 1200 + next() * 2400;
        count('sign-out');
        await teacher.client.auth.signOut();
        await signIn(teacher);
      } else if (untilRefresh <= 0) {
        untilRefresh = 1200 + next() * 1800;
        const { error } = await teacher.client.auth.refreshSession();
        count('token refresh');
        if (error) figures.actionErrors.push(`token refresh: ${error.message}`);
      }
      const burst = Math.floor(next() * 4);
      for (let i = 0; i < burst; i++) {
        if (next() < 0.5) await edit(teacher, next);
        else await read(teacher, schoolId, next);
        await think(1 + next() * 5, deadline);
      }
    }
    open = false;
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'stack-soak-'));
  const next = random(SEED);
  const logLines: string[] = [];
  // AUTH_AUTOCONFIRM: the soak's sign-ups get sessions at once instead of a mailed link.
  const env = {
    ...process.env,
    SEED: 'false',
    AUTH_SIGNUPS_PER_HOUR: '1000',
    AUTH_AUTOCONFIRM: 'true',
  };
  const startedAt = Date.now();
  const stack = await startStack({
    port: 0,
    dataDir: join(dir, 'data'),
    distDir: join(dir, 'no-dist'),
    ...productStackHooks(env),
    postgrestPool: { poolMaxIdletimeS: POOL_IDLE_S, poolMaxLifetimeS: POOL_LIFETIME_S },
    log: (line) => {
      logLines.push(line);
      if (CONNECTION_LOSS.test(line)) figures.losses.push(line);
      if (VERBOSE) console.log(line);
    },
  });
  console.log(
    `stack soak: ${TEACHERS} teachers, ${SOAK_S} s (${((SOAK_S * COMPRESSION) / 60).toFixed(0)} min of use at ×${COMPRESSION}), ` +
      `PostgREST pool idle ${POOL_IDLE_S} s / lifetime ${POOL_LIFETIME_S} s, seed ${SEED} ` +
      `(stack up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  );

  const soakStartedAt = Date.now();
  let exitCode = 1;
  try {
    // The school: its owner signs up and creates it, the teachers sign up and join with its code.
    const owner = await signUp(stack, 0, 'owner');
    await afterSignIn(owner);
    const school = expectOk(
      'create_school',
      await owner.client.rpc('create_school', { name: 'Soak High' }).single<{ id: string }>(),
    );
    if (!school) throw new Error(`create_school failed: ${figures.actionErrors.join('; ')}`);
    const { data: code } = await owner.client
      .from('schools')
      .select('invite_code')
      .eq('id', school.id)
      .single<{ invite_code: string }>();
    await afterSignIn(owner);
    const teachers = [owner];
    for (let i = 1; i < TEACHERS; i++) {
      const teacher = await signUp(stack, i, 'teacher');
      await afterSignIn(teacher);
      expectOk(
        'join_school',
        await teacher.client.rpc('join_school', { invite_code: code?.invite_code }),
      );
      await afterSignIn(teacher);
      teachers.push(teacher);
      await think(10 + next() * 50);
    }

    const deadline = soakStartedAt + SOAK_S * 1000;
    await Promise.all(
      teachers.map((teacher, i) => teacherDay(teacher, school.id, deadline, random(SEED + i + 1))),
    );
    exitCode = 0;
  } catch (error) {
    console.error(`stack soak stopped: ${(error as Error).stack ?? String(error)}`);
  } finally {
    const durationS = (Date.now() - soakStartedAt) / 1000;
    const socket = stack.database.socketState?.();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });

    const statuses = [...figures.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const actions = [...figures.actions.entries()].map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(`requests: ${figures.requests} in ${durationS.toFixed(1)} s (${statuses})`);
    console.log(`actions: ${actions}`);
    if (socket) {
      console.log(
        `PostgREST connections to PGlite: ${socket.opened} opened, ${socket.waited} waited for the previous one to close, ${socket.refused} refused`,
      );
    }
    for (const line of figures.losses.slice(0, 5)) console.log(`  lost: ${line}`);
    for (const line of figures.fiveHundreds.slice(0, 5)) console.log(`  5xx: ${line}`);
    for (const line of figures.actionErrors.slice(0, 5)) console.log(`  error: ${line}`);
    console.log(`lost connections: ${figures.losses.length}`);
    console.log(`5xx: ${figures.fiveHundreds.length}`);
    console.log(`unexpected errors: ${figures.actionErrors.length}`);
    if (figures.losses.length + figures.fiveHundreds.length + figures.actionErrors.length > 0) {
      exitCode = 1;
      if (!VERBOSE) {
        console.log('last stack log lines:');
        for (const line of logLines.slice(-20)) console.log(`  ${line}`);
      }
    }
    process.exitCode = exitCode;
  }
}

void main();
