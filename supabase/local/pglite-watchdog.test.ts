import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { JSON_DEPTH_MAX, jsonNestingDepth, messageNestingDepth } from './json-depth';
import { openPgliteThread } from './pglite-thread';

/**
 * The database session never stops serving (issue 12, item 1): PGlite runs on a worker thread
 * (pglite-thread.ts) whose watchdog ends a stalled exchange, and values nested deeper than
 * JSON_DEPTH_MAX never reach PGlite (json-depth.ts).
 */

/** The watchdog's limit here (the stack's is 9 s): short, so a stall is seen soon. */
const EXCHANGE_LIMIT_MS = 1500;
/** Generous: a restart reopens the data directory (crash recovery) on a loaded machine. */
const RECOVERY_LIMIT_MS = 60_000;

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

let dir: string;
let database: Database;

async function socketClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.postgrest.uri });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Polls (no fixed sleep) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, limitMs = RECOVERY_LIMIT_MS) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-watchdog-'));
  database = await openDatabase({
    dataDir: dir,
    migrate: null,
    exchangeLimitMs: EXCHANGE_LIMIT_MS,
    log: () => undefined,
  });
  await database.sql.exec(`
    create table kept (id int primary key);
    grant all on kept to authenticator;`);
}, 60_000);

afterAll(async () => {
  try {
    await database?.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

describe('nesting depth (json-depth.ts)', () => {
  it('counts brackets outside JSON strings only', () => {
    expect(jsonNestingDepth(Buffer.from('{"a":[[1],{"b":"[[[["}]}'))).toBe(3);
    expect(jsonNestingDepth(Buffer.from('"\\"[[["'))).toBe(0);
    expect(jsonNestingDepth(Buffer.from(deep(5000)), 100)).toBe(101);
  });

  it('reads each Bind parameter on its own', () => {
    // A first value that opens a string must not hide the second value's brackets.
    const values = ['"', deep(2000)].map((v) => Buffer.from(v));
    const body = Buffer.concat([
      Buffer.from('\0\0'), // portal, statement
      Buffer.from([0, 0, 0, 2]), // no formats, 2 values
      ...values.flatMap((v) => {
        const length = Buffer.alloc(4);
        length.writeInt32BE(v.length);
        return [length, v];
      }),
      Buffer.from([0, 0]),
    ]);
    const header = Buffer.alloc(5);
    header.write('B', 0);
    header.writeInt32BE(4 + body.length, 1);
    expect(messageNestingDepth(Buffer.concat([header, body]))).toBe(JSON_DEPTH_MAX + 1);
  });
});

describe('values nested too deep', () => {
  it('refuses them over the socket with 54000, twice, and the session keeps serving', async () => {
    const client = await socketClient();
    try {
      for (let round = 0; round < 2; round++) {
        // PGlite alone answers this Bind with nothing, and spins on the second one.
        await expect(
          client.query('select ($1)::jsonb is not null as ok', [deep(10_000)]),
        ).rejects.toMatchObject({ code: '54000', message: /nested too deep/ });
        const { rows } = await client.query('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      }
      await expect(client.query(`select '${deep(7000)}'::jsonb`)).rejects.toMatchObject({
        code: '54000',
      });
      const { rows } = await client.query('select ($1)::jsonb is not null as ok', [
        deep(JSON_DEPTH_MAX),
      ]);
      expect(rows).toEqual([{ ok: true }]);
    } finally {
      await client.end();
    }
  });

  it('refuses them in-process too', async () => {
    await expect(
      database.sql.query('select ($1)::jsonb is not null', [deep(10_000)]),
    ).rejects.toMatchObject({ code: '54000' });
    const { rows } = await database.sql.query('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe("PGlite's thread (the root cause, without the depth guard)", () => {
  it("lets PostgreSQL's own stack-depth check answer 54001 instead of losing the error", async () => {
    const threadDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    const thread = await openPgliteThread({ dataDir: threadDir, log: () => undefined });
    try {
      // On Node's main thread PGlite answered these with no bytes and then spun (6,400 deep was
      // enough); on its thread's large native stack PostgreSQL's max_stack_depth fires first.
      for (let round = 0; round < 2; round++) {
        await expect(
          thread.query('select ($1)::jsonb is not null', [deep(100_000)]),
        ).rejects.toMatchObject({ code: '54001' });
        expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      }
      await thread.exec(
        'create function endless(n int) returns int language plpgsql as $$ begin return endless(n + 1); end $$',
      );
      await expect(thread.query('select endless(1)')).rejects.toMatchObject({ code: '54001' });
      expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(thread.state().recycles).toBe(0);
    } finally {
      await thread.close();
      await rm(threadDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the watchdog', () => {
  it('ends a statement that runs past the limit, restarts the session, keeps committed rows', async () => {
    await database.sql.query('insert into kept values (1)');
    const client = await socketClient();
    await client.query('insert into kept values (2)');
    const before = database.watchdog!().recycles;

    const started = Date.now();
    // CPU-bound inside WASM: nothing in PGlite's thread can interrupt it.
    await expect(client.query('do $$ begin loop end loop; end $$')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(EXCHANGE_LIMIT_MS + 20_000);
    await client.end().catch(() => undefined);
    expect(database.watchdog!().recycles).toBe(before + 1);

    // /health is honest while the session restarts, and healthy once it serves again.
    await until(async () => (await database.ping()).ok);
    const again = await socketClient();
    try {
      const { rows } = await again.query('select id from kept order by id');
      expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
      const who = await again.query('select session_user::text as who');
      expect(who.rows).toEqual([{ who: 'authenticator' }]);
    } finally {
      await again.end();
    }
    const inProcess = await database.sql.query('select session_user::text as who');
    expect(inProcess.rows).toEqual([{ who: 'postgres' }]);
  }, 120_000);

  it('fails an in-process statement that stalls, and serves the next one', async () => {
    await expect(database.sql.exec('do $$ begin loop end loop; end $$')).rejects.toMatchObject({
      code: '57P01',
    });
    await until(async () => (await database.ping()).ok);
    const { rows } = await database.sql.query('select count(*)::int as n from kept');
    expect(rows).toEqual([{ n: 2 }]);
  }, 120_000);
});

describe('/health while busy', () => {
  it('reports a session busy serving requests as healthy, without waiting for it', async () => {
    const client = await socketClient();
    try {
      await client.query('begin');
      await client.query('select 1');
      // The socket side now holds the session (inside its transaction).
      await until(() => database.socketState!().holdsSession);
      const started = Date.now();
      const health = await database.ping(500);
      expect(health).toMatchObject({ ok: true, busy: true });
      expect(Date.now() - started).toBeLessThan(500);
      await client.query('commit');
    } finally {
      await client.end();
    }
    expect(await database.ping()).toMatchObject({ ok: true });
  }, 60_000);
});
