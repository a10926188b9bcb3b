import { z } from 'zod';
import { SYNC_FAILURE_REASONS, SYNC_PHASES, type SyncStatus } from '@sync/engine/sync-status';

/** Same name as the lock: one conversation per user, whatever other users do in other tabs. */
export const syncChannelName = (userId: string) => `lesson-planner-sync:${userId}`;

/**
 * A leader running another version of the app may name a reason this one does not know (or none):
 * that reason reads as null (the error phase's general wording) rather than losing the status.
 */
const statusSchema = z.object({
  phase: z.enum(SYNC_PHASES),
  pending: z.number().int().nonnegative(),
  lastSyncedAt: z.string().nullable(),
  reason: z.enum(SYNC_FAILURE_REASONS).nullable().catch(null),
  detail: z.string().nullable().catch(null),
  retryAt: z.number().nullable(),
  // A leader tab of an older version sends no progress: nothing to show rather than no status.
  pulledRows: z.number().int().nonnegative().catch(0),
});

/** Messages between the leader tab and the others; parsed on arrival like any input. */
const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: statusSchema }),
  /** A tab that just opened asks the leader for the current status. */
  z.object({ type: z.literal('hello') }),
  /** "Sync now" pressed in a tab that is not the leader. */
  z.object({ type: z.literal('sync-now') }),
]);
type Message = z.infer<typeof messageSchema>;

export interface StatusChannel {
  publish(status: SyncStatus): void;
  hello(): void;
  requestSyncNow(): void;
  /** Returns the unsubscribe. */
  on<T extends Message['type']>(
    type: T,
    listener: (message: Extract<Message, { type: T }>) => void,
  ): () => void;
  close(): void;
}

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};
export type BroadcastChannelFactory = (name: string) => ChannelLike;

/**
 * The leader's SyncStatus for every tab (DESIGN §6: one leader runs the engine; the others show
 * what it reports). Without BroadcastChannel the channel is silent and other tabs show no status.
 */
export function openStatusChannel(
  userId: string,
  create: BroadcastChannelFactory | undefined,
): StatusChannel {
  const channel = create?.(syncChannelName(userId)) ?? null;
  const listeners = new Set<(message: Message) => void>();
  if (channel) {
    channel.onmessage = (event) => {
      const parsed = messageSchema.safeParse(event.data);
      if (parsed.success) for (const listener of listeners) listener(parsed.data);
    };
  }
  const post = (message: Message) => channel?.postMessage(message);
  return {
    publish: (status) => post({ type: 'status', status }),
    hello: () => post({ type: 'hello' }),
    requestSyncNow: () => post({ type: 'sync-now' }),
    on(type, listener) {
      const filtered = (message: Message) => {
        if (message.type === type) listener(message as Extract<Message, { type: typeof type }>);
      };
      listeners.add(filtered);
      return () => listeners.delete(filtered);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
