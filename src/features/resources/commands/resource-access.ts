import type { Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { canEditResource } from '../model/resource-rules';
import {
  RESOURCE_NOT_FOUND,
  RESOURCE_READ_ONLY,
  type ResourceContext,
  type ResourceRefusal,
} from './resource-command-result';

/** The live resource the teacher may change, or why not. Call inside the command's transaction. */
export async function editableResource(
  db: ReplicaDb,
  { userId }: ResourceContext,
  resourceId: string,
): Promise<{ ok: true; resource: Resource } | ResourceRefusal> {
  const resource = await db.entity('resources').get(resourceId);
  if (!resource || resource.deleted_at !== null) return RESOURCE_NOT_FOUND;
  if (!canEditResource(resource, userId)) return RESOURCE_READ_ONLY;
  return { ok: true, resource };
}
