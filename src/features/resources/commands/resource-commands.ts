import { RESOURCE_URL } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, writeWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import {
  parseResourceFields,
  RESOURCE_MESSAGES,
  type ResourceFields,
  type ResourceFieldsInput,
} from '../model/resource-rules';
import { editableResource } from './resource-access';
import {
  defaultNewId,
  defaultNow,
  NO_SCHOOL_TO_SHARE,
  RESOURCE_NOT_FOUND,
  type ResourceCommandOptions,
  type ResourceContext,
  type ResourceRefusal,
} from './resource-command-result';

export type ResourceIdResult = { ok: true; id: string } | ResourceRefusal;
export type ResourceResult = { ok: true } | ResourceRefusal;
export type CheckedFields = { ok: true; fields: ResourceFields } | ResourceRefusal;

const RESOURCE_STORES = ['resources', 'lesson_resources'] as const;

/** The form checked with the entity's link rule (RESOURCE_URL, the server's check). */
export function checkResourceFields(
  input: ResourceFieldsInput,
  ctx: ResourceContext,
): CheckedFields {
  const result = parseResourceFields(input, RESOURCE_URL);
  if (!result.ok) {
    const [field, message] = Object.entries(result.errors)[0] as [string, string];
    return { ok: false, reason: 'invalid', field, message, errors: result.errors };
  }
  if (result.fields.is_shared && ctx.schoolId === null) return NO_SCHOOL_TO_SHARE;
  return result;
}

/**
 * Creates a link or a note (the teacher's own, or shared with their school). Files are created
 * by the file client, which uploads before it writes the row.
 */
export async function createResource(
  db: ReplicaDb,
  ctx: ResourceContext,
  input: ResourceFieldsInput,
  { now = defaultNow, newId = defaultNewId }: ResourceCommandOptions = {},
): Promise<ResourceIdResult> {
  if (input.kind === 'file')
    return { ok: false, reason: 'invalid', field: 'kind', message: 'Files are added by upload.' };
  const checked = checkResourceFields(input, ctx);
  if (!checked.ok) return checked;
  const id = newId();
  const row = {
    id,
    owner_id: ctx.userId,
    school_id: ctx.schoolId,
    file_path: null,
    mime_type: null,
    size_bytes: null,
    ...checked.fields,
  };
  const written = await writeWithOutbox(db, 'resources', { op: 'create', row }, { now });
  return written.ok ? { ok: true, id } : written;
}

/**
 * Changes a resource's fields or visibility. Making it the teacher's own again (un-sharing) is
 * an ordinary update here; the server then records a sync_revocations row, which removes it from
 * colleagues' devices on their next pull.
 */
export function updateResource(
  db: ReplicaDb,
  ctx: ResourceContext,
  resourceId: string,
  input: ResourceFieldsInput,
  { now = defaultNow }: ResourceCommandOptions = {},
): Promise<ResourceResult> {
  const checked = checkResourceFields(input, ctx);
  if (!checked.ok) return Promise.resolve(checked);
  return inRefusableTransaction(db, RESOURCE_STORES, async () => {
    const found = await editableResource(db, ctx, resourceId);
    if (!found.ok) return found;
    if (found.resource.kind !== checked.fields.kind)
      return {
        ok: false,
        reason: 'invalid',
        field: 'kind',
        message: RESOURCE_MESSAGES.kindFixed,
      } satisfies ResourceRefusal;
    // A file's url and body are not the form's to clear: only what the form edits is written.
    const { kind: _kind, url, body, ...shared } = checked.fields;
    const fields = {
      ...shared,
      ...(found.resource.kind === 'link' ? { url } : {}),
      ...(found.resource.kind === 'note' ? { body } : {}),
      // Shared resources go to the school the teacher writes to now (a server rule, DESIGN §5).
      school_id: ctx.schoolId ?? found.resource.school_id,
    };
    const written = await writeManyWithOutbox(
      db,
      [{ table: 'resources', request: { op: 'update', id: resourceId, fields } }],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/** Deletes a resource (a tombstone: restoreResource is its undo), and the teacher's links to it. */
export function deleteResource(
  db: ReplicaDb,
  ctx: ResourceContext,
  resourceId: string,
  { now = defaultNow }: ResourceCommandOptions = {},
): Promise<ResourceResult> {
  return inRefusableTransaction(db, RESOURCE_STORES, async () => {
    const found = await editableResource(db, ctx, resourceId);
    if (!found.ok) return found;
    // The teacher's lessons let go of it too (a lesson listing a deleted resource helps nobody);
    // they carry the resource's deleted_at, which is how Undo finds them again.
    const links = await ownLinksTo(db, ctx, resourceId, null);
    const written = await writeManyWithOutbox(
      db,
      [
        { table: 'resources', request: { op: 'delete', id: resourceId } },
        ...links.map((link): TableWrite => ({
          table: 'lesson_resources',
          request: { op: 'delete', id: link.id },
        })),
      ],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/** Undoes deleteResource. */
export function restoreResource(
  db: ReplicaDb,
  ctx: ResourceContext,
  resourceId: string,
  { now = defaultNow }: ResourceCommandOptions = {},
): Promise<ResourceResult> {
  return inRefusableTransaction(db, RESOURCE_STORES, async () => {
    const resource = await db.entity('resources').get(resourceId);
    if (!resource || resource.owner_id !== ctx.userId) return RESOURCE_NOT_FOUND;
    if (resource.deleted_at === null) return { ok: true };
    const links = await ownLinksTo(db, ctx, resourceId, resource.deleted_at);
    const written = await writeManyWithOutbox(
      db,
      [
        { table: 'resources', request: { op: 'restore', id: resourceId } },
        ...links.map((link): TableWrite => ({
          table: 'lesson_resources',
          request: { op: 'restore', id: link.id },
        })),
      ],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/**
 * The teacher's own links from lessons to the resource: live ones (`deletedAt` null), or those
 * tombstoned at `deletedAt` (deleted with the resource, so restored with it).
 */
async function ownLinksTo(
  db: ReplicaDb,
  ctx: ResourceContext,
  resourceId: string,
  deletedAt: string | null,
) {
  const links = await db
    .entity('lesson_resources')
    .where('resource_id')
    .equals(resourceId)
    .toArray();
  return links.filter((link) => link.owner_id === ctx.userId && link.deleted_at === deletedAt);
}
