/**
 * Refusals in the shape hosted Storage answers and storage-js reads:
 * `{ statusCode, error, message }` (statusCode a string, as hosted sends it).
 */
export function storageError(status: number, error: string, message: string): Response {
  return new Response(JSON.stringify({ statusCode: String(status), error, message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export const objectNotFound = () => storageError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => storageError(404, 'Bucket not found', 'Bucket not found');

/** PostgreSQL's SQLSTATE on a failed statement (pg and PGlite both expose `code`). */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What a refused or failed object statement means to the caller. */
export function refusalFor(error: unknown): Response {
  const state = sqlStateOf(error);
  if (state === '42501') {
    return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  }
  if (state === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  throw error;
}
