import type { Sql } from '../db/sql-client';
import { verifyJwt } from '../jwt';
import { checkApiKey } from '../rest-proxy';
import { storageError } from './storage-errors';

/** Who is asking: the verified claims of their token (a user's, or the anon/service key's). */
export type Caller = {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
};

const API_ROLES = new Set<Caller['role']>(['anon', 'authenticated', 'service_role']);

/**
 * The caller of a storage request, as hosted Storage finds them: the project key in `apikey`
 * (refused without one, as the API gateway does), then the bearer token (a user's access token),
 * or the key itself when there is none. The gateway only verifies the token; what the caller may
 * do is decided by the database (asCaller).
 */
export function callerOf(request: Request, jwtSecret: string): Caller | Response {
  const missingKey = checkApiKey(request, jwtSecret);
  if (missingKey) return missingKey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token =
    bearer ?? request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  const verified = verifyJwt(token ?? '', jwtSecret);
  if (!verified.ok) {
    const message = verified.reason === 'expired' ? 'jwt expired' : 'invalid JWT';
    return storageError(403, 'Unauthorized', message);
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !API_ROLES.has(role as Caller['role'])) {
    return storageError(403, 'Unauthorized', 'The token has no API role');
  }
  return { role: role as Caller['role'], claims: verified.claims };
}

/**
 * Runs `work` in one transaction as the caller, the way PostgREST runs a request: the role
 * switched (so RLS applies; service_role bypasses it, as hosted) and the claims in
 * request.jwt.claims (so auth.uid() is the caller). Both are transaction-local and end with it.
 */
export function asCaller<T>(sql: Sql, caller: Caller, work: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
      [JSON.stringify(caller.claims), caller.role],
    );
    return work(tx);
  });
}
