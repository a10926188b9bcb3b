import type { Context } from 'hono';
import type { AuthError } from './auth-errors';

/**
 * The peer address from @hono/node-server's bindings. X-Forwarded-For is believed only behind a
 * trusted proxy, and then only its last entry (the one that proxy appended; earlier ones are
 * whatever the client sent). Without bindings (app.request in tests) every caller is 'unknown'.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return normalizeIp(forwarded);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? normalizeIp(address) : 'unknown';
}

/** A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; one client must be one bucket. */
const normalizeIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export type JsonBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; error: AuthError };

export async function readJsonObject(c: Context): Promise<JsonBody> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      error: { status: 400, code: 'bad_json', message: 'Request body must be a JSON object' },
    };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
}
