import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS } from './fixtures';

/**
 * Storage rows for the RLS matrix (issue 15), seeded beside the shared fixtures rather than in
 * them, so tests that count resources are not changed: two files of school A's teacher in the
 * private `resources` bucket, one behind a shared file resource and one behind a private one.
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const STORAGE_ROWS = {
  sharedFileResource: uuid(201),
  privateFileResource: uuid(202),
  sharedObject: uuid(203),
  privateObject: uuid(204),
} as const;

export const STORAGE_NAMES = {
  shared: `${USERS.teacher}/${uuid(205)}/worksheet.pdf`,
  private: `${USERS.teacher}/${uuid(206)}/notes.pdf`,
} as const;

export async function seedStorageFixtures(sql: Sql): Promise<void> {
  const s = STORAGE_ROWS;
  const n = STORAGE_NAMES;
  await sql.exec(`
    insert into public.resources (id, owner_id, school_id, is_shared, kind, title, file_path) values
      ('${s.sharedFileResource}', '${USERS.teacher}', '${ROWS.schoolA}', true, 'file', 'Worksheet', '${n.shared}'),
      ('${s.privateFileResource}', '${USERS.teacher}', '${ROWS.schoolA}', false, 'file', 'Notes', '${n.private}');
    insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata) values
      ('${s.sharedObject}', 'resources', '${n.shared}', '${USERS.teacher}', '${USERS.teacher}', '{"size": 3}'),
      ('${s.privateObject}', 'resources', '${n.private}', '${USERS.teacher}', '${USERS.teacher}', '{"size": 3}');
  `);
}
