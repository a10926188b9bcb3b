import { describe, expect, it } from 'vitest';
import { abuseStack, rawRequest } from './support/abuse-stack';
import { tokenUser } from './support/gateway-probes';

/**
 * Issue 12 item 11: the gateway's headers and edges, as a browser on another origin, a stranger
 * with the anon key and anyone fetching /assets/*.map meet them.
 */
const SUPABASE_JS_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
];

const preflight = (path: string) =>
  fetch(`${abuseStack().url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://planner.elsewhere.test',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': SUPABASE_JS_HEADERS.join(','),
    },
  });

describe('CORS', () => {
  it.each([
    '/rest/v1/lessons',
    '/rest/v1/rpc/sync_push',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/user',
    '/functions/v1/submit-feedback',
  ])('answers a preflight to %s like hosted Supabase (was 401)', async (path) => {
    const response = await preflight(path);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(SUPABASE_JS_HEADERS),
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets another origin read the answers, Content-Range included', async () => {
    const teacher = tokenUser();
    const origin = { Origin: 'https://planner.elsewhere.test' };
    const read = await rawRequest(`/rest/v1/profiles?select=id&id=eq.${teacher.id}`, {
      token: teacher.accessToken,
      headers: { ...origin, Prefer: 'count=exact' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
    // A refused sign-in too: the browser must be able to read why.
    const signIn = await rawRequest('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@abuse.test', password: 'Not-the-password-1' }),
    });
    expect(signIn.status).toBe(400);
    expect(signIn.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives the app shell no CORS and keeps its security headers', async () => {
    const shell = await fetch(`${abuseStack().url}/`);
    expect(shell.headers.get('access-control-allow-origin')).toBeNull();
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is not sent by a stack reached over plain http (the gateway test covers https)', async () => {
    const shell = await fetch(`${abuseStack().url}/`);
    expect(shell.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the OpenAPI root', () => {
  it("is closed to the anon key, and never shows PostgREST's address", async () => {
    for (const path of ['/rest/v1/', '/rest/v1']) {
      const response = await rawRequest(path);
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(JSON.parse(body)).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(body).not.toMatch(/swagger|127\.0\.0\.1|localhost/);
    }
  });

  it("is served to a signed-in user with the gateway's public address", async () => {
    const teacher = tokenUser();
    const response = await rawRequest('/rest/v1/', { token: teacher.accessToken });
    expect(response.status).toBe(200);
    const description = (await response.json()) as Record<string, unknown>;
    const gateway = new URL(abuseStack().url);
    expect(description).toMatchObject({ host: gateway.host, basePath: '/rest/v1' });
    // PostgREST listens on another loopback port; it must appear nowhere in the description.
    const ports = JSON.stringify(description).match(/127\.0\.0\.1:\d+/g) ?? [];
    expect(new Set(ports)).toEqual(new Set([gateway.host]));
  });
});

describe('source maps', () => {
  it('are neither built nor served', async () => {
    const { url } = abuseStack();
    const html = await (await fetch(`${url}/`)).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(`${url}${script}`)).text();
      expect(code).not.toMatch(/[#@] sourceMappingURL=/);
      const map = await fetch(`${url}${script}.map`);
      expect(map.status).toBe(404);
      expect(map.headers.get('content-type')).not.toContain('json');
    }
  });
});
