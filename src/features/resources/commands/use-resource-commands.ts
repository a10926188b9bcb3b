import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { ResourceFieldsInput } from '../model/resource-rules';
import type { LinkedLesson, UnlinkResult } from './link-resource';
import type { ResourceRefusal } from './resource-command-result';
import type { CheckedFields, ResourceIdResult, ResourceResult } from './resource-commands';

export type {
  CheckedFields,
  LinkedLesson,
  ResourceIdResult,
  ResourceRefusal,
  ResourceResult,
  UnlinkResult,
};

/**
 * The resource writers, bound to the open replica and the signed-in teacher; null while either is
 * missing. Command modules load on first use: they carry the entity schemas (classic zod), which
 * this route's chunk need not include (README Footguns, route budget). A VIEWER and a solo
 * teacher write to no school, so their resources stay their own.
 */
export function useResourceCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user && user.role !== 'VIEWER' ? user.schoolId : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId, schoolId };
    const resources = () => import('./resource-commands');
    const links = () => import('./link-resource');
    return {
      userId,
      canShare: schoolId !== null,
      /** The school a shared resource goes to (null: none to share with). */
      schoolId,
      /** The form checked as a create would check it (a file's row is written by the file client). */
      checkFields: async (input: ResourceFieldsInput): Promise<CheckedFields> =>
        (await resources()).checkResourceFields(input, ctx),
      createResource: async (input: ResourceFieldsInput): Promise<ResourceIdResult> =>
        (await resources()).createResource(db, ctx, input),
      updateResource: async (id: string, input: ResourceFieldsInput): Promise<ResourceResult> =>
        (await resources()).updateResource(db, ctx, id, input),
      deleteResource: async (id: string): Promise<ResourceResult> =>
        (await resources()).deleteResource(db, ctx, id),
      restoreResource: async (id: string): Promise<ResourceResult> =>
        (await resources()).restoreResource(db, ctx, id),
      linkToLesson: async (resourceId: string, lessonId: string): Promise<LinkedLesson> =>
        (await links()).linkResourceToLesson(db, ctx, { resourceId, lessonId }),
      unlinkFromLesson: async (lessonId: string, linkId: string): Promise<UnlinkResult> =>
        (await links()).unlinkResourceFromLesson(db, ctx, { lessonId, linkId }),
    };
  }, [replica, userId, schoolId]);
}

export type ResourceCommands = NonNullable<ReturnType<typeof useResourceCommands>>;
