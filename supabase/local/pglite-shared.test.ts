import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

/**
 * One PGlite session shared by in-process code and PostgREST's socket (pglite-shared.ts): neither
 * may run inside the other's transaction, and a client that vanishes mid-exchange must not leave the
 * session stuck.
 */
let dir: string;
let database: Database;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves to 'pending' if `promise` has not settled after `ms`. */
const stateAfter = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'settled'), sleep(ms).then(() => 'pending')]);

/**
 * A socket connection like PostgREST's. The server takes one client at a time and frees the slot a
 * moment after the previous one closes, so a refused attempt is retried.
 */
async function socketClient(): Promise<pg.Client> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: database.postgrest.uri });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt === 40) throw error;
      await sleep(50);
    }
  }
}

const closeClient = (client: pg.Client) => client.end();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-shared-'));
  database = await openDatabase({ dataDir: dir, migrate: null, log: () => undefined });
  await database.sql.exec(`
    create table items (id int primary key, owner text);
    grant all on items to authenticator;`);
}, 30_000);

afterAll(async () => {
  try {
    await database?.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('one PGlite session, two users', () => {
  it('runs in-process work after a socket transaction commits, never inside it', async () => {
    const client = await socketClient();
    await client.query('begin');
    await client.query(`select set_config('app.owner', 'socket', true)`);
    await client.query(`insert into items values (1, 'socket')`);

    const inProcess = database.sql.query<{ n: number; owner: string | null }>(
      `select count(*)::int as n, current_setting('app.owner', true) as owner from items`,
    );
    expect(await stateAfter(inProcess, 150)).toBe('pending');
    await client.query('commit');
    const { rows } = await inProcess;
    await closeClient(client);
    // Outside the socket's transaction: its committed row, none of its SET LOCALs ('' once a
    // transaction has set and dropped the setting).
    expect(rows[0]?.n).toBe(1);
    expect(rows[0]?.owner ?? '').toBe('');
  });

  it('runs socket messages after an in-process transaction, never inside it', async () => {
    const client = await socketClient();
    let fromSocket: Promise<pg.QueryResult> | undefined;
    await database.sql.transaction(async (tx) => {
      await tx.query(`insert into items values (2, 'app')`);
      fromSocket = client.query(`select count(*)::int as n from items where id = 2`);
      expect(await stateAfter(fromSocket, 150)).toBe('pending');
    });
    const { rows } = await fromSocket!;
    await closeClient(client);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('keeps concurrent callers on both sides consistent', async () => {
    const client = await socketClient();
    const socketWrites = (async () => {
      for (let i = 100; i < 120; i++) {
        await client.query('begin');
        await client.query('insert into items values ($1, $2)', [i, 'socket']);
        await client.query('commit');
      }
    })();
    const appWrites = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.sql.transaction(async (tx) => {
          await tx.query('insert into items values ($1, $2)', [200 + i, 'app']);
        }),
      ),
    );
    await Promise.all([socketWrites, appWrites]).finally(() => closeClient(client));
    const { rows } = await database.sql.query<{ owner: string; n: number }>(
      `select owner, count(*)::int as n from items where id >= 100 group by owner order by owner`,
    );
    expect(rows).toEqual([
      { owner: 'app', n: 20 },
      { owner: 'socket', n: 20 },
    ]);
  });

  it('gives the socket the authenticator role and the stack the superuser', async () => {
    const client = await socketClient();
    const viaSocket = await client.query(`select session_user::text as who`);
    await closeClient(client);
    const inProcess = await database.sql.query(`select session_user::text as who`);
    expect(viaSocket.rows[0]).toEqual({ who: 'authenticator' });
    expect(inProcess.rows[0]).toEqual({ who: 'postgres' });
  });

  it('rolls back and frees the session when a client vanishes inside a transaction', async () => {
    const client = await socketClient();
    await client.query('begin');
    await client.query(`insert into items values (3, 'vanished')`);
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();

    const { rows } = await database.sql.query(`select count(*)::int as n from items where id = 3`);
    expect(rows[0]).toEqual({ n: 0 });
    const next = await socketClient();
    const again = await next.query('select 1 as one');
    await closeClient(next);
    expect(again.rows[0]).toEqual({ one: 1 });
  });

  it(
    'frees the session when a client vanishes between Parse and Sync',
    { timeout: 10_000 },
    async () => {
      await (await socketClient()).end(); // waits until the server takes a client again
      const uri = new URL(database.postgrest.uri);
      const socket = connect(Number(uri.port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const name = uri.searchParams.get('application_name');
      const params = Buffer.from(
        `user\0authenticator\0database\0postgres\0application_name\0${name}\0\0`,
      );
      const startup = Buffer.alloc(8 + params.length);
      startup.writeInt32BE(startup.length, 0);
      startup.writeInt32BE(196608, 4);
      params.copy(startup, 8);
      socket.write(startup);
      const greeting = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
      expect(greeting[0]).toBe('R'.charCodeAt(0)); // AuthenticationOk … ReadyForQuery
      const text = Buffer.from('select 1\0\0\0');
      const parse = Buffer.alloc(5 + text.length);
      parse.write('P', 0);
      parse.writeInt32BE(4 + text.length, 1);
      text.copy(parse, 5);
      socket.write(parse); // no Sync: the exchange stays open
      await sleep(100);
      socket.destroy();

      const answered = database.sql.query(`select 1 as one`);
      expect(await stateAfter(answered, 2000)).toBe('settled');
      expect((await answered).rows[0]).toEqual({ one: 1 });
    },
  );

  it("admits only the stack's PostgREST (its per-start application_name)", async () => {
    const uri = new URL(database.postgrest.uri);
    uri.searchParams.set('application_name', 'someone-else');
    const stranger = new pg.Client({ connectionString: uri.toString() });
    stranger.on('error', () => undefined);
    await expect(stranger.connect()).rejects.toThrow(/belongs to the local stack/);
    await stranger.end().catch(() => undefined);

    // A client that ignores the refusal and sends a query anyway gets nothing from PGlite.
    const socket = connect(Number(uri.port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closedByServer = new Promise((resolve) => socket.once('close', resolve));
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + params.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    params.copy(startup, 8);
    const query = Buffer.from('select 42\0');
    const message = Buffer.alloc(5 + query.length);
    message.write('Q', 0);
    message.writeInt32BE(4 + query.length, 1);
    query.copy(message, 5);
    socket.write(Buffer.concat([startup, message]));
    await closedByServer;
    const reply = Buffer.concat(received).toString('latin1');
    expect(reply.startsWith('E')).toBe(true);
    expect(reply).not.toContain('42');

    const own = await socketClient(); // the slot is free again afterwards
    await closeClient(own);
  });

  it('refuses to leave a transaction open between calls', async () => {
    await expect(
      database.sql.exec(`begin; insert into items values (4, 'left open')`),
    ).rejects.toThrow(/left a transaction open/);
    const { rows } = await database.sql.query(`select count(*)::int as n from items where id = 4`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses an outer call inside a transaction instead of deadlocking', async () => {
    await expect(
      database.sql.transaction(async () => {
        await database.sql.query('select 1');
      }),
    ).rejects.toThrow(/use the `tx`/);
  });
});
