import type { UserPreferences } from '@/db/entities/user';
import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions, type WriteRefusal } from '@/db/write-with-outbox';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  timeZoneProblem,
  type NotificationPreferences,
} from '../model/preferences-rules';

/** What /settings changes; notifications name only the switches that moved. */
export type PreferencesPatch = {
  timezone?: string;
  theme?: UserPreferences['theme'];
  notifications?: Partial<NotificationPreferences>;
};

/** What a new row starts from when the replica has none yet (spec §3's defaults). */
export type PreferencesDefaults = { timeZone: string; schoolId: string | null };

export type SavePreferencesResult =
  { ok: true } | { ok: false; reason: WriteRefusal; field?: string; message: string };

type Editable = Pick<UserPreferences, 'timezone' | 'theme' | 'notification_preferences'>;

/**
 * Writes the signed-in user's preferences row and its outbox change in one transaction. The read
 * of the current row shares that transaction, so a pull landing in between cannot turn the
 * update into a create (or the reverse).
 *
 * The row may not be on this device yet (the first sync after a first sign-in is still running):
 * then the whole row is created from the defaults plus the patch. writeWithOutbox sends every
 * field of a create, so on the server (where account set-up already made the row) this replaces
 * the stored values, which is why the defaults carry the session's school and the browser's zone.
 */
export async function savePreferences(
  db: ReplicaDb,
  userId: string,
  patch: PreferencesPatch,
  defaults: PreferencesDefaults,
  options: WriteOptions = {},
): Promise<SavePreferencesResult> {
  if (patch.timezone !== undefined) {
    const problem = timeZoneProblem(patch.timezone);
    if (problem !== null) {
      return { ok: false, reason: 'invalid', field: 'timezone', message: problem };
    }
  }
  const notifications = definedSwitches(patch.notifications);
  const store = db.entity('user_preferences');
  return db.transaction('rw', [store, db.outbox], async () => {
    const current = await store.get(userId);
    if (!current) {
      const row = {
        id: userId,
        user_id: userId,
        school_id: defaults.schoolId,
        timezone: patch.timezone ?? defaults.timeZone,
        theme: patch.theme ?? 'system',
        notification_preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...notifications },
      };
      return result(await writeWithOutbox(db, 'user_preferences', { op: 'create', row }, options));
    }
    const fields = changedFields(current, { ...patch, notifications });
    // Nothing moved: an unchanged write would still be a change to push.
    if (Object.keys(fields).length === 0) return { ok: true };
    return result(
      await writeWithOutbox(db, 'user_preferences', { op: 'update', id: userId, fields }, options),
    );
  });
}

/** Only the switches the patch sets: an undefined value would make the stored object invalid. */
function definedSwitches(switches: PreferencesPatch['notifications']): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(switches ?? {}).filter(
      (entry): entry is [string, boolean] => entry[1] !== undefined,
    ),
  );
}

/** The fields whose value the patch changes; the change names only those (with their bases). */
function changedFields(
  current: UserPreferences,
  patch: Omit<PreferencesPatch, 'notifications'> & { notifications: Record<string, boolean> },
): Partial<Editable> {
  const fields: Partial<Editable> = {};
  if (patch.timezone !== undefined && patch.timezone !== current.timezone) {
    fields.timezone = patch.timezone;
  }
  if (patch.theme !== undefined && patch.theme !== current.theme) fields.theme = patch.theme;
  const stored = current.notification_preferences;
  if (Object.entries(patch.notifications).some(([key, on]) => stored[key] !== on)) {
    // The column is one jsonb value: the change carries the whole object, unknown keys kept.
    fields.notification_preferences = { ...stored, ...patch.notifications };
  }
  return fields;
}

function result(written: Awaited<ReturnType<typeof writeWithOutbox>>): SavePreferencesResult {
  return written.ok ? { ok: true } : written;
}
