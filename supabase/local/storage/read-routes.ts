import { asCaller, type Caller } from './caller';
import type { ObjectKey } from './object-path';
import { serveObject } from './serve-object';
import type { ObjectMetadata, StorageContext } from './storage-context';
import { objectNotFound } from './storage-errors';

type Row = { id: string; metadata: Partial<ObjectMetadata> | null };

/** The object's row if the caller may read it (the select policy decides), else null. */
export function visibleObject(
  context: StorageContext,
  caller: Caller,
  key: ObjectKey,
): Promise<Row | null> {
  return asCaller(context.sql, caller, async (tx) => {
    const { rows } = await tx.query<Row>(
      'select id, metadata from storage.objects where bucket_id = $1 and name = $2',
      [key.bucket, key.name],
    );
    return rows[0] ?? null;
  });
}

/**
 * GET /object/<bucket>/<name> and /object/authenticated/<bucket>/<name>: the bytes, if the
 * caller may select the row. An object the caller may not see answers exactly like a missing one,
 * so a refusal tells nobody that the name exists.
 */
export async function download(
  context: StorageContext,
  caller: Caller,
  key: ObjectKey,
  downloadName?: string,
): Promise<Response> {
  const row = await visibleObject(context, caller, key);
  if (!row) return objectNotFound();
  return serveRow(context, row, key, downloadName);
}

/** Serves a row's bytes; a row whose file is gone (removed meanwhile) is not found. */
export async function serveRow(
  context: StorageContext,
  row: Row,
  key: ObjectKey,
  downloadName?: string,
): Promise<Response> {
  const handle = await context.files.open(row.id);
  if (!handle) return objectNotFound();
  return serveObject(handle, key.name, row.metadata, downloadName);
}
