import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertUser } from '../../../supabase/local/auth/users';
import { signJwt } from '../../../supabase/local/jwt';
import { startStack, type Stack } from '../../../supabase/local/stack';

/**
 * The real local stack for sync tests: PGlite (or DATABASE_URL) with every migration, the real
 * PostgREST binary, the gateway on loopback. Users are inserted straight into auth.users and get
 * tokens signed with the stack's JWT secret, which is what the auth service would hand out: the
 * tests exercise sync, not sign-in (and sign-up rate limits would stop a soak of 1,000 sessions).
 */
export interface SyncServer {
  url: string;
  anonKey: string;
  stack: Stack;
  createUser(): Promise<string>;
  /** An access token for the user; `expiresInS` may be negative (an expired token). */
  token(userId: string, expiresInS?: number): string;
  stop(): Promise<void>;
}

export async function startSyncServer(): Promise<SyncServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sync-server-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    databaseUrl: process.env.SYNC_DATABASE_URL || undefined,
    log: () => undefined,
  });
  const sql = stack.database.sql;
  return {
    url: stack.url,
    anonKey: stack.keys.anonKey,
    stack,
    async createUser() {
      const id = randomUUID();
      await insertUser(sql, {
        id,
        email: `${id}@sync.test`,
        passwordHash: 'not-used-tokens-are-minted',
        now: new Date(),
      });
      return id;
    },
    token(userId, expiresInS = 3600) {
      const now = Math.floor(Date.now() / 1000);
      return signJwt(
        {
          sub: userId,
          role: 'authenticated',
          aud: 'authenticated',
          email: `${userId}@sync.test`,
          iat: now,
          exp: now + expiresInS,
        },
        stack.keys.jwtSecret,
      );
    },
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
