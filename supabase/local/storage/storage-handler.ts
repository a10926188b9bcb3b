import type { RateLimitPolicy } from '../auth/auth-config';
import type { Sql } from '../db/sql-client';
import { API_CORS_HEADERS, API_PREFLIGHT_HEADERS } from '../security-headers';
import { callerOf, type Caller } from './caller';
import { readSmallBody } from './capped-body';
import { listObjects, removeObjects } from './list-remove';
import { objectFiles } from './object-files';
import { parseBucket, parseObjectKey, type ObjectKey } from './object-path';
import { download } from './read-routes';
import { createSignedUrl, downloadSigned, urlSigningSecretFrom } from './signed-urls';
import { MAX_JSON_BODY_BYTES, type StorageContext } from './storage-context';
import { storageError } from './storage-errors';
import { upload, type UploadMode } from './upload';
import { uploadRateLimit, type UploadRateLimit } from './upload-rate-limit';

export const STORAGE_PREFIX = '/storage/v1';

/** storage-js also sends these on raw uploads; the shared API preflight does not list them. */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...API_PREFLIGHT_HEADERS,
  'Access-Control-Allow-Headers': `${API_PREFLIGHT_HEADERS['Access-Control-Allow-Headers']}, cache-control, x-metadata`,
};

const CORS_HEADERS: Readonly<Record<string, string>> = {
  ...API_CORS_HEADERS,
  'Access-Control-Expose-Headers': `${API_CORS_HEADERS['Access-Control-Expose-Headers']}, Content-Disposition, ETag`,
};

export type StorageOptions = {
  sql: Sql;
  /** Where object bytes live (the stack's data directory/storage). */
  root: string;
  jwtSecret: string;
  /** Uploads per user (upload-rate-limit.ts); the default when unset. */
  uploadLimit?: RateLimitPolicy;
};

/** `rawTarget`: the request target as sent (before URL parsing resolved dot segments). */
export type StorageHandler = (request: Request, rawTarget?: string) => Promise<Response>;

/**
 * /storage/v1: the part of the Supabase Storage API that supabase-js's storage client uses
 * (DESIGN §4 "Storage"). Every read and write of storage.objects runs as the caller, so the RLS
 * policies in supabase/migrations decide who may do what; this code only parses, streams and
 * stores bytes.
 */
export async function createStorageHandler(options: StorageOptions): Promise<StorageHandler> {
  const context: StorageContext = {
    sql: options.sql,
    files: await objectFiles(options.root),
    jwtSecret: options.jwtSecret,
    urlSigningSecret: urlSigningSecretFrom(options.jwtSecret),
  };
  const limitUploads = await uploadRateLimit(options.sql, options.uploadLimit);
  return async (request, rawTarget) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
    }
    const response = await route(context, limitUploads, request, rawTarget).catch(
      (error: unknown) => {
        console.error('storage:', (error as Error).message);
        return storageError(500, 'internal', 'The storage request failed');
      },
    );
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

async function route(
  context: StorageContext,
  limitUploads: UploadRateLimit | null,
  request: Request,
  rawTarget: string | undefined,
): Promise<Response> {
  const url = new URL(request.url);
  // The path still percent-encoded and, when the server gave it, unresolved: an encoded `/`, a
  // `..` or `%2e` segment reaches the name checks instead of being resolved away.
  const rawPath = rawTarget?.split('?')[0];
  const fullPath = rawPath?.startsWith(`${STORAGE_PREFIX}/`) ? rawPath : url.pathname;
  const path = fullPath.slice(STORAGE_PREFIX.length);
  const method = request.method;

  // Signed downloads carry their permission in the token: no apikey, as hosted.
  const signed = /^\/object\/sign\/(.+)$/.exec(path);
  if (signed && (method === 'GET' || method === 'HEAD')) {
    return withKey(signed[1]!, (key) => downloadSigned(context, url, key));
  }

  const caller = callerOf(request, context.jwtSecret);
  if (caller instanceof Response) return caller;

  if (signed && method === 'POST') {
    return withKey(signed[1]!, async (key) =>
      withJson(request, (body) => createSignedUrl(context, caller, key, body)),
    );
  }
  const list = /^\/object\/list\/([^/]+)$/.exec(path);
  if (list && method === 'POST') {
    return withBucket(list[1]!, (bucket) =>
      withJson(request, (body) => listObjects(context, caller, bucket, body as object)),
    );
  }
  const authenticated = /^\/object\/authenticated\/(.+)$/.exec(path);
  if (authenticated && (method === 'GET' || method === 'HEAD')) {
    return withKey(authenticated[1]!, (key) => download(context, caller, key));
  }
  const bucketOnly = /^\/object\/([^/]+)\/?$/.exec(path);
  if (bucketOnly && method === 'DELETE') {
    return withBucket(bucketOnly[1]!, (bucket) =>
      withJson(request, (body) => removeObjects(context, caller, bucket, body as object)),
    );
  }
  const object = /^\/object\/(.+)$/.exec(path);
  if (object) return objectRoute(context, limitUploads, request, caller, object[1]!);
  return storageError(404, 'not_found', `No storage route for ${method} ${path}`);
}

function objectRoute(
  context: StorageContext,
  limitUploads: UploadRateLimit | null,
  request: Request,
  caller: Caller,
  tail: string,
): Promise<Response> | Response {
  const method = request.method;
  return withKey(tail, async (key) => {
    if (method === 'GET' || method === 'HEAD') return download(context, caller, key);
    let mode: UploadMode;
    if (method === 'PUT') mode = 'update';
    else if (method === 'POST') {
      mode = request.headers.get('x-upsert')?.toLowerCase() === 'true' ? 'upsert' : 'create';
    } else {
      return storageError(405, 'method_not_allowed', `${method} is not allowed on an object`);
    }
    const limited = await limitUploads?.(caller);
    return limited ?? upload(context, request, caller, key, mode);
  });
}

function withKey(
  tail: string,
  work: (key: ObjectKey) => Promise<Response> | Response,
): Promise<Response> | Response {
  const parsed = parseObjectKey(tail);
  return parsed.ok ? work(parsed.key) : storageError(400, 'InvalidKey', parsed.reason);
}

function withBucket(
  encoded: string,
  work: (bucket: string) => Promise<Response>,
): Promise<Response> | Response {
  const bucket = parseBucket(encoded);
  return bucket ? work(bucket) : storageError(400, 'InvalidKey', 'The bucket name is not valid');
}

async function withJson(
  request: Request,
  work: (body: unknown) => Promise<Response>,
): Promise<Response> {
  const read = await readSmallBody(request, MAX_JSON_BODY_BYTES);
  if (!read.ok) return storageError(413, 'Payload too large', 'The request body is too large');
  let body: unknown;
  try {
    body = read.value.byteLength === 0 ? {} : JSON.parse(new TextDecoder().decode(read.value));
  } catch {
    return storageError(400, 'InvalidRequest', 'The body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return storageError(400, 'InvalidRequest', 'The body must be a JSON object');
  }
  return work(body);
}
