import { createHmac } from 'node:crypto';

/** HS256 JSON Web Tokens, the format PostgREST and supabase-js expect. */
export type JwtClaims = Record<string, unknown> & { role: string; iat: number; exp?: number };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
