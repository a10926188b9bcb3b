import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens, the format PostgREST and supabase-js expect. */
export type JwtClaims = Record<string, unknown> & { role: string; iat: number; exp?: number };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

const hs256 = (signingInput: string, secret: string) =>
  createHmac('sha256', secret).update(signingInput).digest();

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = hs256(`${header}.${payload}`, secret).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtFailure =
  'malformed' | 'unsupported_algorithm' | 'bad_signature' | 'expired' | 'not_yet_valid';
export type JwtVerification =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: JwtFailure };

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(part)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an HS256 token signed with `secret`. The algorithm is pinned: the header's `alg` must be
 * HS256, so `none` and algorithm-confusion tokens fail before any signature check. `exp` and `nbf`,
 * when present, must be numbers and hold at `now` (no leeway: our own server issues and checks).
 */
export function verifyJwt(token: string, secret: string, now: Date = new Date()): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims || !BASE64URL.test(signaturePart))
    return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'unsupported_algorithm' };

  const expected = hs256(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }

  const nowS = now.getTime() / 1000;
  const { exp, nbf } = claims;
  if (exp !== undefined && (typeof exp !== 'number' || nowS >= exp))
    return { ok: false, reason: 'expired' };
  if (nbf !== undefined && (typeof nbf !== 'number' || nowS < nbf)) {
    return { ok: false, reason: 'not_yet_valid' };
  }
  return { ok: true, claims };
}
