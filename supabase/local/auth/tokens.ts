import { createHash, randomBytes } from 'node:crypto';
import { signJwt } from '../jwt';
import type { AuthUser } from './users';

/** 256 random bits: guessing is hopeless, so refresh and recovery need no per-token limits. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Opaque tokens are stored only as this digest (a stolen table cannot be replayed). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type AccessTokenInput = {
  user: AuthUser;
  sessionId: string;
  now: Date;
  ttlS: number;
  secret: string;
  issuer?: string;
  /** When the session was authenticated (first sign-in), for the `amr` claim. */
  authenticatedAt: Date;
};

/**
 * GoTrue's access-token claims. PostgREST needs only `role` (it switches to that database role)
 * and RLS reads `sub`; the rest keeps `supabase.auth.getClaims()` and app code portable.
 */
export function signAccessToken(input: AccessTokenInput): { token: string; expiresAt: number } {
  const iat = Math.floor(input.now.getTime() / 1000);
  const exp = iat + input.ttlS;
  const { user } = input;
  const token = signJwt(
    {
      ...(input.issuer === undefined ? {} : { iss: input.issuer }),
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(input.authenticatedAt.getTime() / 1000) }],
      session_id: input.sessionId,
      is_anonymous: false,
    },
    input.secret,
  );
  return { token, expiresAt: exp };
}
