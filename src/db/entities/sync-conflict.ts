import { z } from 'zod';
import { syncedColumns, timestamp, uuid } from './columns';

/** A free-text value overwritten by a merge, kept so the user can restore it (DESIGN §6). */
export const syncConflictSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  table_name: z.string(),
  row_id: uuid,
  field: z.string(),
  kept_value: z.json().nullable(),
  overwritten_value: z.json().nullable(),
  resolved_at: timestamp.nullable(),
});
export type SyncConflict = z.infer<typeof syncConflictSchema>;

/**
 * A shared resource or program that left a school's view (sync_revocations). Pulled and applied
 * by the replica (the copy is dropped), never stored: it has no store of its own.
 */
export const syncRevocationSchema = z.object({
  ...syncedColumns,
  school_id: uuid,
  table_name: z.enum(['resources', 'programs']),
  row_id: uuid,
  owner_id: uuid,
});
export type SyncRevocation = z.infer<typeof syncRevocationSchema>;
