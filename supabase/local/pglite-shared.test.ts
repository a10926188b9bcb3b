import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import type { SocketState } from './pglite-shared';

/**
 * One PGlite session shared by in-process code and PostgREST's socket (pglite-shared.ts): neither
 * may run inside the other's transaction, and a client that vanishes mid-exchange must not leave the
 * session stuck.
 */
let dir: string;
let database: Database;

/** How long a connection may wait behind another here (the stack's is 10 s). */
const CONNECTION_WAIT_MS = 4000;

/** Generous: these conditions hold within a few event-loop turns, even on a loaded machine. */
const CONDITION_LIMIT_MS = 20_000;

/**
 * Waits, turn by turn of the event loop, until the socket side is in the state `check` describes
 * (no fixed delay: it returns as soon as the state is reached).
 */
async function socketStateWhere(check: (state: SocketState) => boolean): Promise<SocketState> {
  const deadline = Date.now() + CONDITION_LIMIT_MS;
  for (;;) {
    const state = database.socketState!();
    if (check(state)) return state;
    if (Date.now() > deadline)
      throw new Error(`socket state never matched: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Tracks whether a promise has settled, without waiting for it. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const tracked = promise.finally(() => (settled = true));
  return { promise: tracked, settled: () => settled };
}

/**
 * A socket connection like PostgREST's. No retry: a connection opened right after another closed
 * waits for the previous one's close and is served (pglite-shared.ts).
 */
async function socketClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.postgrest.uri });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('select 1');
  return client;
}

/** A raw start-up packet for the stack's PostgREST (or a stranger with `applicationName`). */
function startupPacket(applicationName: string | null, user = 'authenticator'): Buffer {
  const name = applicationName === null ? '' : `application_name\0${applicationName}\0`;
  const params = Buffer.from(`user\0${user}\0database\0postgres\0${name}\0`);
  const startup = Buffer.alloc(8 + params.length);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196608, 4);
  params.copy(startup, 8);
  return startup;
}

const closeClient = (client: pg.Client) => client.end();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-shared-'));
  database = await openDatabase({
    dataDir: dir,
    migrate: null,
    connectionWaitMs: CONNECTION_WAIT_MS,
    log: () => undefined,
  });
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

    const inProcess = track(
      database.sql.query<{ n: number; owner: string | null }>(
        `select count(*)::int as n, current_setting('app.owner', true) as owner from items`,
      ),
    );
    // A socket round trip inside the transaction: the in-process call, asked for first, would have
    // run and answered by now if it could run inside the socket's transaction.
    await client.query('select 1');
    expect(inProcess.settled()).toBe(false);
    await client.query('commit');
    const { rows } = await inProcess.promise;
    await closeClient(client);
    // Outside the socket's transaction: its committed row, none of its SET LOCALs ('' once a
    // transaction has set and dropped the setting).
    expect(rows[0]?.n).toBe(1);
    expect(rows[0]?.owner ?? '').toBe('');
  });

  it('runs socket messages after an in-process transaction, never inside it', async () => {
    const client = await socketClient();
    let fromSocket: ReturnType<typeof track<pg.QueryResult>> | undefined;
    await database.sql.transaction(async (tx) => {
      await tx.query(`insert into items values (2, 'app')`);
      await tx.query(`select set_config('app.owner', 'app', true)`);
      fromSocket = track(
        client.query(
          `select count(*)::int as n, current_setting('app.owner', true) as owner
             from items where id = 2`,
        ),
      );
      // The socket's message has reached the server and waits for the session.
      await socketStateWhere((state) => state.messagesInFlight > 0);
      expect(fromSocket.settled()).toBe(false);
    });
    const { rows } = await fromSocket!.promise;
    await closeClient(client);
    // After the commit (the row is there), outside the transaction (none of its SET LOCALs).
    expect(rows[0]?.n).toBe(1);
    expect(rows[0]?.owner ?? '').toBe('');
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

  it('frees the session when a client vanishes between Parse and Sync', async () => {
    await (await socketClient()).end();
    const uri = new URL(database.postgrest.uri);
    const socket = connect(Number(uri.port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(startupPacket(uri.searchParams.get('application_name')));
    const greeting = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
    expect(greeting[0]).toBe('R'.charCodeAt(0)); // AuthenticationOk … ReadyForQuery
    const text = Buffer.from('select 1\0\0\0');
    const parse = Buffer.alloc(5 + text.length);
    parse.write('P', 0);
    parse.writeInt32BE(4 + text.length, 1);
    text.copy(parse, 5);
    socket.write(parse); // no Sync: the exchange stays open
    await socketStateWhere((state) => state.holdsSession && state.messagesInFlight === 0);
    socket.destroy();

    const { rows } = await database.sql.query(`select 1 as one`);
    expect(rows[0]).toEqual({ one: 1 });
  });

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
    const startup = startupPacket(null, 'postgres');
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

describe('connections one after another', () => {
  it("serves a connection opened while the previous one's close is still arriving", async () => {
    // PostgREST's pool does this when it recycles its connection (idle 30 s, or 30 min old): it
    // closes the connection and opens the next at once. The server used to drop the new one
    // ("server closed the connection unexpectedly", a 503 for the request that needed it).
    const before = database.socketState!();
    for (let i = 0; i < 20; i++) {
      const old = await socketClient();
      const closing = old.end();
      const next = await socketClient();
      const { rows } = await next.query(`select session_user::text as who`);
      expect(rows[0]).toEqual({ who: 'authenticator' });
      await closing;
      await next.end();
    }
    const after = database.socketState!();
    expect(after.opened - before.opened).toBe(40);
    expect(after.refused).toBe(before.refused);
  });

  it('makes a second connection wait until the first closes, then serves it', async () => {
    const first = await socketClient();
    await first.query('begin');
    await first.query(`insert into items values (5, 'first')`);
    const waitedBefore = database.socketState!().waited;
    const second = track(socketClient());
    await socketStateWhere((state) => state.waited === waitedBefore + 1);
    // The first connection's transaction goes on undisturbed meanwhile.
    await first.query('commit');
    expect(second.settled()).toBe(false);
    await first.end();

    const client = await second.promise;
    const { rows } = await client.query(`select owner from items where id = 5`);
    await client.end();
    expect(rows).toEqual([{ owner: 'first' }]);
  });

  it('refuses a connection that waits too long behind another, as a full server does', async () => {
    const first = await socketClient();
    const second = new pg.Client({ connectionString: database.postgrest.uri });
    second.on('error', () => undefined);
    // The server's own limit (CONNECTION_WAIT_MS) ends the wait, not the test.
    await expect(second.connect()).rejects.toThrow(/too many clients/);
    await second.end().catch(() => undefined);
    expect((await first.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
    await first.end();
    const after = await socketClient();
    await after.end();
  });
});
