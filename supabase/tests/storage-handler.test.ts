import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAuthSchema } from '../local/auth/auth-schema';
import { signJwt } from '../local/jwt';
import { createStorageHandler, type StorageHandler } from '../local/storage/storage-handler';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * The storage handler on a migrated database without HTTP (the abuse suite drives it over HTTP
 * with supabase-js): what the policies refuse is refused before the body is read, and uploads are
 * rate limited per user with the auth server's limiter.
 */
const SECRET = 'storage-handler-test-secret-at-least-32-chars';
const BASE = 'http://storage.test/storage/v1';
const now = () => Math.floor(Date.now() / 1000);
const anonKey = signJwt({ role: 'anon', iat: now() }, SECRET);
const tokenOf = (userId: string) =>
  signJwt({ role: 'authenticated', sub: userId, iat: now(), exp: now() + 600 }, SECRET);

let db: TestDatabase;
let root: string;
let storage: StorageHandler;

beforeAll(async () => {
  db = await createTestDatabase('pglite');
  await applyAuthSchema(db.sql);
  root = mkdtempSync(join(tmpdir(), 'lp-storage-'));
  storage = await createStorageHandler({
    sql: db.sql,
    root,
    jwtSecret: SECRET,
    uploadLimit: { limit: 2, windowS: 600 },
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function uploadRequest(userId: string, name: string, body: BodyInit): Request {
  return new Request(`${BASE}/object/resources/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${tokenOf(userId)}`,
      'Content-Type': 'text/plain',
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('storage handler', () => {
  it('refuses an upload the policies forbid before reading any of its body', async () => {
    const intruder = randomUUID();
    const victim = randomUUID();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await storage(uploadRequest(intruder, `${victim}/${randomUUID()}/x.txt`, body));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(pulls).toBe(0);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('limits uploads per user, answering 429 with Retry-After, and leaves others alone', async () => {
    const busy = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await storage(uploadRequest(busy, `${busy}/${randomUUID()}/n.txt`, 'note'));
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await answer.json()).toMatchObject({ statusCode: '429' });
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = randomUUID();
    const answer = await storage(uploadRequest(other, `${other}/${randomUUID()}/n.txt`, 'note'));
    expect(answer.status).toBe(200);
    expect(readdirSync(join(root, 'objects'))).toHaveLength(3);
  });
});
