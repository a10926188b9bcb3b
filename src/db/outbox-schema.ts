import { z } from 'zod';
import { PUSHABLE_TABLES } from '../../sync/merge/change';
import { timestamp, uuid } from './entities';

/** A value as IndexedDB stores it and JSON carries it (fields and base of a change). */
const fieldValues = z.record(z.string(), z.json());

/**
 * One outbox change (DESIGN §6) as stored on this device. `seq` is the store's auto-increment key,
 * so it rises per device; `client_id` is not repeated on every change, the push adds it from
 * sync_state.
 */
export const outboxChangeSchema = z.object({
  seq: z.number().int().positive(),
  table: z.enum(PUSHABLE_TABLES),
  op: z.enum(['upsert', 'delete']),
  id: uuid,
  /** The changed fields only. */
  fields: fieldValues,
  /** The values this device last saw for those fields (empty for a create or a delete). */
  base: fieldValues,
  created_at: timestamp,
});
export type OutboxChange = z.infer<typeof outboxChangeSchema>;
export type NewOutboxChange = Omit<OutboxChange, 'seq'>;

/** A change the server refused permanently: kept and shown, never dropped silently. */
export const rejectedChangeSchema = outboxChangeSchema.extend({
  code: z.string(),
  message: z.string(),
  rejected_at: timestamp,
});
export type RejectedChange = z.infer<typeof rejectedChangeSchema>;

/** sync_state is a key-value store; each key has its own value shape. */
export const syncStateSchemas = {
  /** sync_pull's next_cursor, '<txid>:<table>:<id>'. */
  cursor: z.string().regex(/^\d+:[a-z_]+:[0-9a-f-]{36}$/),
  /** sync_pull's scope fingerprint last seen. */
  scope: z.string(),
  /** A full pull (and purge) is owed: set when the scope changed, cleared when it finished. */
  resync: z.boolean(),
  client_id: uuid,
  last_synced_at: timestamp,
} as const;
export type SyncStateKey = keyof typeof syncStateSchemas;
export type SyncStateEntry = {
  [K in SyncStateKey]: { key: K; value: z.infer<(typeof syncStateSchemas)[K]> };
}[SyncStateKey];

/** A row whose local value carries a rejected change until the server's version replaces it. */
export type RowRepair = { key: string; table: string; id: string };

/** A feedback report made offline, sent to submit-feedback when the device is online. */
export const pendingFeedbackSchema = z.object({
  id: z.number().int().positive(),
  payload: z.json(),
  created_at: timestamp,
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
});
export type PendingFeedback = z.infer<typeof pendingFeedbackSchema>;
