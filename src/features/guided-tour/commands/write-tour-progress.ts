import type { Profile } from '@/db/entities/user';
import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions, type WriteRefusal } from '@/db/write-with-outbox';

export type TourProgressResult =
  { ok: true } | { ok: false; reason: WriteRefusal; message: string };

type TourFields = Partial<Pick<Profile, 'guided_tour_completed' | 'guided_tour_last_seen_at'>>;

/**
 * Writes the profile's tour columns and their outbox change in one transaction (the read shares
 * it, so a pull cannot slip in between). A missing profile is not created: its other columns
 * (developer, solo, school) are the server's, and defaults sent from here would overwrite them.
 */
export async function writeTourProgress(
  db: ReplicaDb,
  userId: string,
  fields: (now: string) => TourFields,
  { now = () => new Date().toISOString() }: WriteOptions = {},
): Promise<TourProgressResult> {
  const store = db.entity('profiles');
  const at = now();
  return db.transaction('rw', [store, db.outbox], async () => {
    const current = await store.get(userId);
    if (!current || current.deleted_at !== null) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'Your profile has not reached this device yet.',
      };
    }
    const wanted = fields(at);
    const changed = Object.fromEntries(
      Object.entries(wanted).filter(([key, value]) => current[key as keyof TourFields] !== value),
    ) as TourFields;
    // Nothing new to say: no change to push.
    if (Object.keys(changed).length === 0) return { ok: true };
    const written = await writeWithOutbox(
      db,
      'profiles',
      { op: 'update', id: userId, fields: changed },
      { now: () => at },
    );
    return written.ok ? { ok: true } : written;
  });
}
