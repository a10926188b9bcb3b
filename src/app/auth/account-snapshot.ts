// valibot: the session source runs at start-up, in the entry chunk, where zod's shared core would
// cost ~16 KB gzip (README Footguns).
import * as v from 'valibot';
import type { AccountStage } from '@/shared/lib/session/session-source';

/**
 * What account set-up (spec §4) learnt about the signed-in user, kept per user on this device so
 * the app reopens offline knowing their school, role and developer flag. Removed on sign-out.
 */
export const accountSnapshotSchema = v.object({
  userId: v.string(),
  fullName: v.nullable(v.string()),
  isDeveloper: v.boolean(),
  isSolo: v.boolean(),
  role: v.nullable(v.picklist(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER'])),
  schoolId: v.nullable(v.string()),
  schoolName: v.nullable(v.string()),
});
export type AccountSnapshot = v.InferOutput<typeof accountSnapshotSchema>;

const snapshotKey = (userId: string) => `lesson-planner.account.${userId}`;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A developer works in /dev; anyone with a school or who chose solo work is done onboarding. */
export function accountStage(snapshot: AccountSnapshot | null): AccountStage {
  if (!snapshot) return 'needs-setup';
  if (snapshot.isDeveloper || snapshot.schoolId !== null || snapshot.isSolo) return 'ready';
  return 'needs-onboarding';
}

/** Null when absent, unreadable or written by another version: set-up runs again and rewrites it. */
export function readAccountSnapshot(
  storage: KeyValueStorage | null,
  userId: string,
): AccountSnapshot | null {
  try {
    const raw = storage?.getItem(snapshotKey(userId));
    const parsed = raw ? v.safeParse(accountSnapshotSchema, JSON.parse(raw)) : null;
    return parsed?.success && parsed.output.userId === userId ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeAccountSnapshot(storage: KeyValueStorage | null, snapshot: AccountSnapshot) {
  try {
    storage?.setItem(snapshotKey(snapshot.userId), JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the session still holds it for this page's life.
  }
}

export function removeAccountSnapshot(storage: KeyValueStorage | null, userId: string) {
  try {
    storage?.removeItem(snapshotKey(userId));
  } catch {
    // Nothing to do: a snapshot that cannot be read is never used.
  }
}
