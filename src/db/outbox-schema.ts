import { z } from 'zod';
import { SYNCED_TABLES, timestamp, uuid } from './entities';

/** A value as IndexedDB stores it and JSON carries it (fields and base of a change). */
const fieldValues = z.record(z.string(), z.json());

/**
 * One outbox change (DESIGN §6) as stored on this device. `seq` is the store's auto-increment key,
 * so it rises per device; `client_id` is not repeated on every change, the push adds it from
 * sync_state.
 */
export const outboxChangeSchema = z.object({
  seq: z.number().int().positive(),
  table: z.enum(SYNCED_TABLES),
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
  cursor: z.string().regex(/^\d+$/),
  client_id: uuid,
  last_synced_at: timestamp,
} as const;
export type SyncStateKey = keyof typeof syncStateSchemas;
export type SyncStateEntry = {
  [K in SyncStateKey]: { key: K; value: z.infer<(typeof syncStateSchemas)[K]> };
}[SyncStateKey];
