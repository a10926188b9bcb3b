import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions } from './gateway';
import { signJwt } from './jwt';
import { BODY_LIMITS, MAX_REST_RESPONSE_BYTES } from './limits/limits';

/**
 * The gateway's edges (issue 12 items 2 and 11) without a database: a PostgREST double on a real
 * port behind the real gateway, requests through Hono's fetch.
 */
const SECRET = 'gateway-test-secret-that-is-long-enough-for-hs256';
const now = Math.floor(Date.now() / 1000);
const token = (role: string) => signJwt({ role, iat: now, exp: now + 600 }, SECRET);
const ANON = token('anon');
const USER = signJwt({ role: 'authenticated', sub: 'u1', iat: now, exp: now + 600 }, SECRET);

/** What reached the PostgREST double, so a test can say "nothing was forwarded". */
const forwarded: string[] = [];

function postgrestDouble(): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    forwarded.push('GET /');
    return c.json({ swagger: '2.0', host: '127.0.0.1:3999', basePath: '/', schemes: ['http'] });
  });
  app.get('/huge', (c) => {
    forwarded.push('GET /huge');
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_REST_RESPONSE_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
  app.all('*', async (c) => {
    const body = await c.req.text();
    forwarded.push(`${c.req.method} ${c.req.path}`);
    return c.json({ method: c.req.method, path: c.req.path, length: body.length }, 200, {
      'Content-Range': '0-0/*',
    });
  });
  return app;
}

let upstream: Server;
let upstreamUrl: string;
let distDir: string;

beforeAll(async () => {
  upstream = createAdaptorServer({ fetch: postgrestDouble().fetch }) as Server;
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  distDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(distDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(distDir, 'assets', 'app.js.map'), '{"sources":["src/secret.ts"]}');
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

function gateway(overrides: Partial<GatewayOptions> = {}): Hono {
  return createGateway({
    distDir,
    publicUrl: 'http://planner.test',
    anonKey: ANON,
    startedAt: new Date(),
    jwtSecret: SECRET,
    rest: () => upstreamUrl,
    auth: new Hono().post('/token', async (c) => c.json({ got: await c.req.json() })),
    functions: {
      echo: async (request) => Response.json({ length: (await request.text()).length }),
    },
    ...overrides,
  });
}

const call = (app: Hono, path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://planner.test${path}`, init));

const api = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('apikey', ANON);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return call(gateway(), path, { ...init, headers });
};

describe('body caps', () => {
  it.each([
    ['/rest/v1/lessons', BODY_LIMITS.rest, '8 MB'],
    ['/auth/v1/token', BODY_LIMITS.auth, '64 KB'],
    ['/functions/v1/echo', BODY_LIMITS.functions, '1 MB'],
  ])('%s refuses a body over %i bytes with 413, forwarding nothing', async (path, limit, named) => {
    forwarded.length = 0;
    const response = await api(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(limit + 1).fill(0x20),
    });
    expect(response.status).toBe(413);
    const prefix = path.split('/').slice(0, 3).join('/');
    expect(await response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `Request body too large: ${prefix} accepts at most ${named}.`,
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(forwarded).toEqual([]);
  });

  it('forwards a body at the cap, whole', async () => {
    const response = await api('/rest/v1/rpc/sync_push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(BODY_LIMITS.rest).fill(0x20),
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/rpc/sync_push',
      length: BODY_LIMITS.rest,
    });
  });

  it('hands the auth app and functions the body they would have read', async () => {
    const signIn = await api('/auth/v1/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x' }),
    });
    expect(await signIn.json()).toEqual({ got: { email: 'a@b.test', password: 'x' } });
    const fn = await api('/functions/v1/echo', { method: 'POST', body: '{"a":[1]}' });
    expect(await fn.json()).toEqual({ length: 9 });
  });
});

describe('nesting and embedding', () => {
  it("refuses the probe's 10,000-deep token with 400 before PostgREST sees it", async () => {
    forwarded.length = 0;
    const response = await api('/rest/v1/rpc/invitation_preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"token":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
    expect(forwarded).toEqual([]);
  });

  it("refuses the probe's six-level embedding and passes the app's own", async () => {
    forwarded.length = 0;
    const deep = await api(
      '/rest/v1/lessons?select=id,classes(id,lessons(id,classes(id,lessons(id,classes(id,lessons(id)))))))',
    );
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'EMBEDDING_TOO_DEEP' });
    expect(forwarded).toEqual([]);
    const own = await api(
      '/rest/v1/school_memberships?select=school_id,status,role,joined_at,schools(name)',
    );
    expect(own.status).toBe(200);
  });
});

describe('answer size', () => {
  it('refuses an answer over the cap with a clear 400 instead of streaming it', async () => {
    const response = await api('/rest/v1/huge');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      message: 'The answer to this request is larger than 32 MB, the most /rest/v1 sends.',
    });
  });
});

describe('CORS', () => {
  it.each(['/rest/v1/lessons', '/auth/v1/token', '/functions/v1/echo', '/functions/v1/none'])(
    'answers a preflight to %s without apikey, as hosted Supabase does',
    async (path) => {
      const response = await call(gateway(), path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://elsewhere.test',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const allowed = response.headers.get('Access-Control-Allow-Headers')!.split(', ');
      expect(allowed).toEqual(
        expect.arrayContaining([
          'authorization',
          'apikey',
          'content-type',
          'x-client-info',
          'prefer',
          'range',
          'accept-profile',
          'content-profile',
          'x-supabase-api-version',
        ]),
      );
      expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PATCH');
    },
  );

  it('marks API answers readable from any origin and exposes Content-Range', async () => {
    const response = await api('/rest/v1/lessons?select=id');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range');
    expect(response.headers.get('Content-Range')).toBe('0-0/*');
  });

  it('leaves the app shell without CORS and with its security headers', async () => {
    const response = await call(gateway(), '/');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is sent when the public URL is https, on the app and the API', async () => {
    const app = gateway({ publicUrl: 'https://planner.school.test' });
    for (const path of ['/', '/config.json', '/rest/v1/lessons']) {
      const response = await call(app, path, { headers: { apikey: ANON } });
      expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    }
  });

  it('is not sent on plain http', async () => {
    const response = await call(gateway(), '/');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('the OpenAPI root', () => {
  it('is closed to the anon key without a user session', async () => {
    forwarded.length = 0;
    for (const path of ['/rest/v1/', '/rest/v1']) {
      const response = await api(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Unauthorized - authentication required',
      });
    }
    const withAnonBearer = await api('/rest/v1/', { token: ANON });
    expect(withAnonBearer.status).toBe(401);
    expect(forwarded).toEqual([]);
  });

  it("is served to a signed-in user with the gateway's address, never PostgREST's", async () => {
    const response = await api('/rest/v1/', { token: USER });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('127.0.0.1');
    expect(JSON.parse(text)).toMatchObject({
      host: 'planner.test',
      basePath: '/rest/v1',
      schemes: ['http'],
    });
  });
});

describe('source maps', () => {
  it('are never served, even when one is in dist/', async () => {
    const map = await call(gateway(), '/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret');
    expect((await call(gateway(), '/assets/app.js')).status).toBe(200);
  });
});

describe('hosting analytics (issue 17 item 4)', () => {
  const tracker = { endpoint: 'https://plausible.io/api/event', domain: 'planner.test' };
  const cspOf = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';
  const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));

  it('is off by default: /config.json names no tracker and the CSP allows no other origin', async () => {
    const app = gateway();
    const config = await call(app, '/config.json');
    expect(await config.json()).toEqual({
      supabaseUrl: 'http://planner.test',
      supabaseAnonKey: ANON,
    });
    expect(connectSrc(cspOf(config))).toBe("connect-src 'self'");
    expect(connectSrc(cspOf(await call(app, '/')))).toBe("connect-src 'self'");
  });

  it('when on, /config.json names it and connect-src allows its origin, and only that', async () => {
    const app = gateway({ analytics: tracker });
    const config = await call(app, '/config.json');
    expect(await config.json()).toEqual({
      supabaseUrl: 'http://planner.test',
      supabaseAnonKey: ANON,
      analytics: tracker,
    });
    const csp = cspOf(await call(app, '/planner'));
    expect(connectSrc(csp)).toBe("connect-src 'self' https://plausible.io");
    // A beacon, not a script: scripts stay this origin's own.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*plausible/);
  });
});
