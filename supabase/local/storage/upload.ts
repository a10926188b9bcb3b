import { readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Caller } from './caller';
import { asCaller } from './caller';
import { streamToFile } from './capped-body';
import type { ObjectKey } from './object-path';
import {
  MAX_OBJECT_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  type ObjectMetadata,
  type StorageContext,
} from './storage-context';
import { bucketNotFound, objectNotFound, refusalFor, storageError } from './storage-errors';

export type UploadMode = 'create' | 'upsert' | 'update';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const tooLarge = (limit: number) =>
  storageError(
    413,
    'Payload too large',
    `The object exceeded the maximum allowed size of ${Math.round(limit / 1024 / 1024)} MB`,
  );

type Received = { size: number; md5: string; mimetype: string; cacheControl: string };

/**
 * POST (create, or upsert with `x-upsert: true`) and PUT (replace) /object/<bucket>/<name>.
 * The body is streamed to a temporary file under the size cap; then the row is written as the
 * caller, so the RLS policies on storage.objects decide, and only then are the bytes moved in.
 */
export async function upload(
  context: StorageContext,
  request: Request,
  caller: Caller,
  key: ObjectKey,
  mode: UploadMode,
): Promise<Response> {
  const bucket = await context.sql.query<{ file_size_limit: string | null }>(
    'select file_size_limit from storage.buckets where id = $1',
    [key.bucket],
  );
  if (bucket.rows.length === 0) return bucketNotFound();
  const bucketLimit = Number(bucket.rows[0]!.file_size_limit ?? MAX_OBJECT_BYTES);
  const limit = Math.min(MAX_OBJECT_BYTES, bucketLimit > 0 ? bucketLimit : MAX_OBJECT_BYTES);

  // Asked before a byte of the body is read: a caller the policies refuse sends nothing to disk.
  const refused = await refusedBeforeBody(context, caller, key, mode);
  if (refused) return refused;

  const temp = context.files.tempPath();
  try {
    const received = await receive(request, temp, limit);
    if (received instanceof Response) return received;
    const userMetadata = userMetadataOf(request);
    if (userMetadata instanceof Response) return userMetadata;

    const metadata: ObjectMetadata = {
      eTag: `"${received.md5}"`,
      size: received.size,
      mimetype: received.mimetype,
      cacheControl: received.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    const values = [
      key.bucket,
      key.name,
      JSON.stringify(metadata),
      userMetadata === null ? null : JSON.stringify(userMetadata),
      received.md5,
    ];
    const owner = ownerValues(caller);
    const id = await asCaller(context.sql, caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        statementFor(mode),
        mode === 'update' ? values : [...values, ...owner],
      );
      const written = rows[0]?.id ?? null;
      // Inside the transaction: if the move fails the row is rolled back with it.
      if (written) await context.files.commit(temp, written);
      return written;
    }).catch(refusalFor);
    if (id instanceof Response) return id;
    if (id === null) return objectNotFound();
    return Response.json({ Id: id, Key: `${key.bucket}/${key.name}` });
  } finally {
    await context.files.discard(temp);
  }
}

/** `owner` (uuid) and `owner_id` (text) as hosted fills them: the token's subject. */
function ownerValues(caller: Caller): [string | null, string | null] {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  return [sub && UUID.test(sub) ? sub : null, sub];
}

/** Thrown to roll a probe back while keeping what it learnt. */
class ProbeResult {
  constructor(readonly id: string | null) {}
}

/**
 * Tries the very statement the upload will run, as the caller, with placeholder metadata, and
 * rolls it back: the policies (and the unique name) answer whether this upload could be stored
 * before the body is received. The real write after the body still runs the same checks.
 */
async function refusedBeforeBody(
  context: StorageContext,
  caller: Caller,
  key: ObjectKey,
  mode: UploadMode,
): Promise<Response | null> {
  const values = [key.bucket, key.name, '{}', null, null];
  const owner = ownerValues(caller);
  try {
    await asCaller(context.sql, caller, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        statementFor(mode),
        mode === 'update' ? values : [...values, ...owner],
      );
      throw new ProbeResult(rows[0]?.id ?? null);
    });
  } catch (outcome) {
    if (!(outcome instanceof ProbeResult)) return refusalFor(outcome);
    return outcome.id === null ? objectNotFound() : null;
  }
  return null;
}

function statementFor(mode: UploadMode): string {
  const insert = `insert into storage.objects
      (bucket_id, name, metadata, user_metadata, version, owner, owner_id)
    values ($1, $2, $3::jsonb, $4::jsonb, $5, $6::uuid, $7)`;
  if (mode === 'create') return `${insert} returning id`;
  if (mode === 'upsert') {
    return `${insert} on conflict (bucket_id, name) do update
      set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
          version = excluded.version, updated_at = now()
      returning id`;
  }
  // A replace keeps the object's id and owner; RLS decides whether the caller may replace it.
  return `update storage.objects
      set metadata = $3::jsonb, user_metadata = $4::jsonb, version = $5, updated_at = now()
    where bucket_id = $1 and name = $2
    returning id`;
}

/** The object's bytes in `temp`, from a raw body or from the file part of a multipart form. */
async function receive(
  request: Request,
  temp: string,
  limit: number,
): Promise<Received | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data/i.test(contentType);
  const streamed = await streamToFile(
    request,
    temp,
    multipart ? limit + MULTIPART_OVERHEAD_BYTES : limit,
  );
  if (!streamed.ok) return tooLarge(limit);
  const cacheHeader = request.headers.get('cache-control');
  if (!multipart) {
    return {
      ...streamed.value,
      mimetype: contentType.trim() || 'application/octet-stream',
      cacheControl: cacheHeader && /^max-age=\d{1,9}$/.test(cacheHeader) ? cacheHeader : 'no-cache',
    };
  }

  let form: FormData;
  try {
    const body = await readFile(temp);
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return storageError(400, 'InvalidRequest', 'The multipart body could not be read');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) return storageError(400, 'InvalidRequest', 'The form has no file');
  if (file.size > limit) return tooLarge(limit);
  const bytes = new Uint8Array(await file.arrayBuffer());
  await writeFile(temp, bytes);
  const seconds = form.get('cacheControl');
  return {
    size: bytes.byteLength,
    md5: createHash('md5').update(bytes).digest('hex'),
    mimetype: file.type || 'application/octet-stream',
    cacheControl:
      typeof seconds === 'string' && /^\d{1,9}$/.test(seconds) ? `max-age=${seconds}` : 'no-cache',
  };
}

/** `x-metadata`: base64 JSON object (storage-js's `metadata` option), at most 8 KB. */
function userMetadataOf(request: Request): Record<string, unknown> | null | Response {
  const header = request.headers.get('x-metadata');
  if (header === null) return null;
  const invalid = storageError(400, 'InvalidRequest', 'x-metadata must be a base64 JSON object');
  if (header.length > 8 * 1024) return invalid;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : invalid;
  } catch {
    return invalid;
  }
}
