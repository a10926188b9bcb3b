import { ENTITY_SCHEMAS, syncConflictSchema, syncRevocationSchema } from '@/db/entities';
import type { RowSchemas } from '@sync/remote/wire-answers';

/**
 * The entity schema of every table a pull may return, handed to the remote store so pulled and
 * fetched rows are checked before the replica stores them (sync/ never imports src/db; the app
 * is where the two meet). A table the wire adds without a schema here fails to compile.
 */
export const SYNC_ROW_SCHEMAS: RowSchemas = {
  ...ENTITY_SCHEMAS,
  sync_conflicts: syncConflictSchema,
  sync_revocations: syncRevocationSchema,
};
