import { asCaller, type Caller } from './caller';
import { parseObjectName } from './object-path';
import type { StorageContext } from './storage-context';
import { storageError } from './storage-errors';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const MAX_LIST_LIMIT = 1000;
const MAX_REMOVE_NAMES = 1000;

type ListBody = {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
};

const wholeNumber = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, max)
    : fallback;

/**
 * POST /object/list/<bucket>: the folders and files directly under `prefix` that the caller may
 * see (the select policy decides, so a folder appears only if it holds a visible object).
 * Folders are entries with a null id, as hosted answers.
 */
export async function listObjects(
  context: StorageContext,
  caller: Caller,
  bucket: string,
  body: ListBody,
): Promise<Response> {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/\/+$/, '') : '';
  if (rawPrefix !== '' && !parseObjectName(rawPrefix).ok) {
    return storageError(400, 'InvalidKey', 'The prefix is not a valid folder name');
  }
  const prefix = rawPrefix === '' ? '' : `${rawPrefix}/`;
  const column = SORT_COLUMNS.has(String(body.sortBy?.column))
    ? String(body.sortBy?.column)
    : 'name';
  const order = String(body.sortBy?.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const limit = wholeNumber(body.limit, 100, MAX_LIST_LIMIT);
  const offset = wholeNumber(body.offset, 0, Number.MAX_SAFE_INTEGER);

  // Column and order come from the fixed sets above, never from the caller's text.
  const rows = await asCaller(context.sql, caller, async (tx) => {
    const { rows } = await tx.query(
      `with visible as (
         select o.*, substr(o.name, char_length($2) + 1) as rest
           from storage.objects o
          where o.bucket_id = $1 and starts_with(o.name, $2)
       ), entries as (
         select distinct split_part(rest, '/', 1) as name, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata
           from visible where position('/' in rest) > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
           from visible where position('/' in rest) = 0
       )
       select * from entries
        where $3 = '' or position($3 in lower(name)) > 0
        order by ${column} ${order} nulls last, name ${order}
        limit $4 offset $5`,
      [bucket, prefix, search, limit, offset],
    );
    return rows;
  });
  return Response.json(rows);
}

/**
 * DELETE /object/<bucket> `{ prefixes: [names] }`: removes the named objects the caller may
 * delete (the delete policy decides; others are left alone, as hosted) and answers the removed
 * rows. The bytes go after the rows are gone.
 */
export async function removeObjects(
  context: StorageContext,
  caller: Caller,
  bucket: string,
  body: { prefixes?: unknown },
): Promise<Response> {
  const names = body.prefixes;
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    names.length > MAX_REMOVE_NAMES ||
    !names.every((name) => typeof name === 'string' && parseObjectName(name).ok)
  ) {
    return storageError(
      400,
      'InvalidRequest',
      `prefixes must list 1 to ${MAX_REMOVE_NAMES} valid object names`,
    );
  }
  const removed = await asCaller(context.sql, caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any ($2::text[])
       returning id, bucket_id, name, owner, owner_id, created_at, updated_at,
                 last_accessed_at, metadata`,
      [bucket, names],
    );
    return rows;
  });
  await Promise.all(removed.map((row) => context.files.remove(row.id)));
  return Response.json(removed);
}
