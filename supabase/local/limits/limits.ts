/**
 * What the gateway accepts from one request and sends back for one answer (issue 12). The figures
 * and why each was chosen are in docs/decisions.md ("Gateway limits").
 */
const KiB = 1024;
const MiB = 1024 * KiB;

/** The API families the gateway caps, by path prefix. */
export type ApiFamily = 'rest' | 'auth' | 'functions';

export const API_PREFIXES: Readonly<Record<ApiFamily, string>> = {
  rest: '/rest/v1',
  auth: '/auth/v1',
  functions: '/functions/v1',
};

/**
 * Request body caps. /rest/v1 carries sync_push batches (200 changes, each with its fields and
 * their base values); /auth/v1 an email, a password and a little metadata; /functions/v1 a
 * feedback report (which the function itself caps at 16 KB).
 */
export const BODY_LIMITS: Readonly<Record<ApiFamily, number>> = {
  rest: 8 * MiB,
  auth: 64 * KiB,
  functions: 1 * MiB,
};

/**
 * Arrays and objects inside arrays and objects, in a JSON body (or a query value). The app's
 * deepest body (a sync_push change) is 4 deep; PGlite 0.5.14 stops answering at ~10,000.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Resources embedded in embedded resources in a PostgREST `select`. The app embeds one level
 * (`school_memberships?select=…,schools(name)`); PostgREST's max-rows caps only the top level, so
 * each further level multiplies what one request can make the database build.
 */
export const MAX_EMBED_DEPTH = 3;

/** The most a /rest/v1 answer may be; the proxy holds the answer until it knows it fits. */
export const MAX_REST_RESPONSE_BYTES = 32 * MiB;

/** "8 MB", "64 KB": how a limit is named in a message. */
export function formatBytes(bytes: number): string {
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MB`;
  if (bytes >= KiB && bytes % KiB === 0) return `${bytes / KiB} KB`;
  return `${bytes} bytes`;
}

/** The family a request path belongs to, or null for the app shell and the gateway's own paths. */
export function apiFamilyOf(path: string): ApiFamily | null {
  for (const [family, prefix] of Object.entries(API_PREFIXES) as Array<[ApiFamily, string]>) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return family;
  }
  return null;
}
