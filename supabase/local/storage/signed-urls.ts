import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt } from '../jwt';
import type { Caller } from './caller';
import type { ObjectKey } from './object-path';
import { serveRow, visibleObject } from './read-routes';
import { MAX_SIGNED_URL_SECONDS, type StorageContext } from './storage-context';
import { objectNotFound, storageError } from './storage-errors';

/**
 * Signed-URL tokens are signed with a key derived from the JWT secret: an API access token can
 * never pass as a signed URL, nor a signed URL's token as an access token.
 */
export function urlSigningSecretFrom(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('storage signed urls').digest('base64url');
}

/**
 * POST /object/sign/<bucket>/<name> `{ expiresIn }`: a URL anyone holding it may download from
 * until it expires, given only to a caller who may read the object now (the select policy
 * decides, as the caller). Answers `{ signedURL }` relative to /storage/v1, as hosted does.
 */
export async function createSignedUrl(
  context: StorageContext,
  caller: Caller,
  key: ObjectKey,
  body: unknown,
): Promise<Response> {
  const expiresIn = (body as { expiresIn?: unknown } | null)?.expiresIn;
  if (
    typeof expiresIn !== 'number' ||
    !Number.isInteger(expiresIn) ||
    expiresIn < 1 ||
    expiresIn > MAX_SIGNED_URL_SECONDS
  ) {
    return storageError(
      400,
      'InvalidRequest',
      `expiresIn must be a whole number of seconds from 1 to ${MAX_SIGNED_URL_SECONDS}`,
    );
  }
  const row = await visibleObject(context, caller, key);
  if (!row) return objectNotFound();
  const iat = Math.floor(Date.now() / 1000);
  const url = `${key.bucket}/${key.name}`;
  const token = signJwt(
    { role: 'storage_signed_url', url, iat, exp: iat + expiresIn },
    context.urlSigningSecret,
  );
  return Response.json({ signedURL: `/object/sign/${url}?token=${token}` });
}

/** GET /object/sign/<bucket>/<name>?token=…: the bytes, if the token is valid for this object. */
export async function downloadSigned(
  context: StorageContext,
  url: URL,
  key: ObjectKey,
): Promise<Response> {
  const token = url.searchParams.get('token') ?? '';
  const verified = verifyJwt(token, context.urlSigningSecret);
  if (!verified.ok) {
    const message =
      verified.reason === 'expired' ? 'The signed URL has expired' : 'invalid signature';
    return storageError(400, 'InvalidSignature', message);
  }
  if (verified.claims.url !== `${key.bucket}/${key.name}`) {
    return storageError(400, 'InvalidSignature', 'The signed URL is for another object');
  }
  // The token is the permission (granted by RLS when it was made); only the row is looked up here.
  const { rows } = await context.sql.query<{ id: string; metadata: null }>(
    'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [key.bucket, key.name],
  );
  const row = rows[0];
  if (!row) return objectNotFound();
  const download = url.searchParams.get('download');
  return serveRow(context, row, key, download || undefined);
}
