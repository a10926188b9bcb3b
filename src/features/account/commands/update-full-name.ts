import * as v from 'valibot';
import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions, type WriteRefusal } from '@/db/write-with-outbox';
import { fullNameSchema } from '../model/profile-rules';

export type UpdateFullNameResult =
  { ok: true } | { ok: false; reason: WriteRefusal; field?: string; message: string };

/**
 * Renames the signed-in user: the profiles row and its outbox change in one transaction (the read
 * shares it, so a pull cannot slip in between). Unlike preferences, a missing row is not created
 * here: a profile carries flags this device must not guess (developer, solo, guided tour), and
 * sending defaults for them would overwrite the server's. The page waits for the row instead.
 */
export async function updateFullName(
  db: ReplicaDb,
  userId: string,
  fullName: string,
  options: WriteOptions = {},
): Promise<UpdateFullNameResult> {
  const parsed = v.safeParse(fullNameSchema, fullName);
  if (!parsed.success) {
    const message = parsed.issues[0]?.message ?? 'Enter your full name';
    return { ok: false, reason: 'invalid', field: 'full_name', message };
  }
  const name = parsed.output;
  const store = db.entity('profiles');
  return db.transaction('rw', [store, db.outbox], async () => {
    const current = await store.get(userId);
    if (!current || current.deleted_at !== null) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'Your profile has not reached this device yet. Try again in a moment.',
      };
    }
    // The same name again would still be a change to push.
    if (current.full_name === name) return { ok: true };
    const written = await writeWithOutbox(
      db,
      'profiles',
      { op: 'update', id: userId, fields: { full_name: name } },
      options,
    );
    return written.ok ? { ok: true } : written;
  });
}
