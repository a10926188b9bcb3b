import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_TXID } from '@/db/entities';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { savePreferences, type PreferencesDefaults } from './save-preferences';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T08:05:00.000Z';
const SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';
const DEFAULTS: PreferencesDefaults = { timeZone: 'Australia/Sydney', schoolId: SCHOOL_ID };

let userId: string;
let db: ReplicaDb;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

/** A row as the first pull would bring it (txid from the server). */
async function pulledRow() {
  await db.entity('user_preferences').put({
    id: userId,
    user_id: userId,
    timezone: 'Europe/London',
    theme: 'light',
    notification_preferences: { lessons: true, deadlines: true, updates: false, digest: true },
    school_id: SCHOOL_ID,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '812',
  });
}

describe('savePreferences', () => {
  it('writes only the changed fields, with their base values, in the row and one outbox change', async () => {
    await pulledRow();
    const result = await savePreferences(
      db,
      userId,
      { theme: 'dark', timezone: 'Europe/London', notifications: { updates: true } },
      DEFAULTS,
      { now: () => T1 },
    );
    expect(result).toEqual({ ok: true });

    const [change, ...more] = await db.outbox.toArray();
    expect(more).toHaveLength(0);
    expect(change).toMatchObject({
      table: 'user_preferences',
      op: 'upsert',
      id: userId,
      // The time zone did not change, so the change does not name it.
      fields: {
        theme: 'dark',
        notification_preferences: { lessons: true, deadlines: true, updates: true, digest: true },
      },
      base: {
        theme: 'light',
        notification_preferences: { lessons: true, deadlines: true, updates: false, digest: true },
      },
      created_at: T1,
    });
    expect(Object.keys(change?.fields ?? {}).sort()).toEqual(['notification_preferences', 'theme']);
    expect(await db.entity('user_preferences').get(userId)).toMatchObject({
      theme: 'dark',
      timezone: 'Europe/London',
      notification_preferences: { updates: true, digest: true },
      updated_at: T1,
      txid: '812',
    });
  });

  it('creates the whole row from the defaults when the first sync has not brought it yet', async () => {
    const result = await savePreferences(db, userId, { theme: 'dark' }, DEFAULTS, {
      now: () => T1,
    });
    expect(result).toEqual({ ok: true });

    const row = {
      user_id: userId,
      timezone: 'Australia/Sydney',
      theme: 'dark',
      notification_preferences: { lessons: true, deadlines: true, updates: false },
      school_id: SCHOOL_ID,
    };
    expect(await db.entity('user_preferences').get(userId)).toEqual({
      id: userId,
      ...row,
      created_at: T1,
      updated_at: T1,
      deleted_at: null,
      txid: LOCAL_TXID,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ op: 'upsert', id: userId, fields: row, base: {} });
  });

  it('writes nothing when nothing changes', async () => {
    await pulledRow();
    const result = await savePreferences(
      db,
      userId,
      { theme: 'light', notifications: { lessons: true } },
      DEFAULTS,
    );
    expect(result).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.entity('user_preferences').get(userId))?.updated_at).toBe(T0);
  });

  it('refuses an unknown time zone and writes nothing', async () => {
    await pulledRow();
    const result = await savePreferences(db, userId, { timezone: 'Mars/Olympus' }, DEFAULTS);
    expect(result).toMatchObject({ ok: false, reason: 'invalid', field: 'timezone' });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.message).toContain('Mars/Olympus');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.entity('user_preferences').get(userId))?.timezone).toBe('Europe/London');
  });

  it('saves a new time zone with its base', async () => {
    await pulledRow();
    await savePreferences(db, userId, { timezone: 'Asia/Tokyo' }, DEFAULTS);
    const [change] = await db.outbox.toArray();
    expect(change).toMatchObject({
      fields: { timezone: 'Asia/Tokyo' },
      base: { timezone: 'Europe/London' },
    });
  });
});
