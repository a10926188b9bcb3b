import { z } from 'zod';
import type { WritableUploadProgressStore } from '@/shared/lib/files/storage-progress';
import type { BroadcastChannelFactory } from '../sync/status-channel';

export type ProgressChannelFactory = BroadcastChannelFactory;

/** One conversation per user, beside the sync status channel. */
export const filesChannelName = (userId: string) => `lesson-planner-files:${userId}`;

/** Parsed on arrival like any input: another tab may run another version of the app. */
const messageSchema = z.object({
  resourceId: z.string(),
  progress: z
    .object({
      state: z.enum(['waiting', 'uploading', 'uploaded', 'refused']),
      loaded: z.number().nonnegative(),
      total: z.number().nonnegative(),
      message: z.string().nullable(),
    })
    .nullable(),
});

/**
 * The uploader runs in the leader tab; this shares its progress with the others. `publishing`
 * is the store the uploader writes (this tab's store, and a message to the others); messages
 * from the leader land in this tab's store. Without BroadcastChannel other tabs show only what
 * the replica says (waiting or refused).
 */
export function openProgressChannel(
  userId: string,
  create: ProgressChannelFactory | undefined,
  store: WritableUploadProgressStore,
) {
  const channel = create?.(filesChannelName(userId)) ?? null;
  if (channel) {
    channel.onmessage = (event) => {
      const parsed = messageSchema.safeParse(event.data);
      if (parsed.success) store.set(parsed.data.resourceId, parsed.data.progress);
    };
  }
  const publishing: WritableUploadProgressStore = {
    get: store.get,
    subscribe: store.subscribe,
    set(resourceId, progress) {
      store.set(resourceId, progress);
      channel?.postMessage({ resourceId, progress });
    },
  };
  return { publishing, close: () => channel?.close() };
}
