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
