import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Sql } from '../db/sql-client';
import { signJwt } from '../jwt';
import type { AuthConfigInput } from './auth-config';
import { createAuthApp } from './create-auth-app';

export const TEST_JWT_SECRET = 'auth-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** A clock the tests move; starts at the real time because supabase-js checks expires_at itself. */
export function testClock() {
  let current = new Date();
  return {
    now: () => current,
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** Long-lived like keys.ts's, so moving the test clock never expires the API key. */
export function apiKey(role: 'anon' | 'service_role', secret = TEST_JWT_SECRET): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ iss: 'supabase', role, iat, exp: iat + 10 * 365 * 86_400 }, secret);
}

/**
 * Serves createAuthApp under /auth/v1 of a loopback server on a free port, as the gateway will,
 * so supabase-js talks to it over real HTTP.
 */
export async function startAuthServer(
  sql: Sql,
  config: AuthConfigInput = {},
  { mailboxPage = false }: { mailboxPage?: boolean } = {},
) {
  const clock = testClock();
  const gateway = new Hono();
  gateway.route(
    '/auth/v1',
    createAuthApp({ sql, jwtSecret: TEST_JWT_SECRET, now: clock.now, config, mailboxPage }),
  );
  const server = serve({ fetch: gateway.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: apiKey('anon'),
    clock,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
