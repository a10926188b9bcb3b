import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { updateFullName } from './update-full-name';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T08:05:00.000Z';

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

async function pulledProfile(fullName: string | null = 'Terry Teacher') {
  await db.entity('profiles').put({
    id: userId,
    user_id: userId,
    full_name: fullName,
    is_solo_user: true,
    school_id: null,
    guided_tour_completed: false,
    guided_tour_last_seen_at: null,
    is_developer: false,
    subjects: ['Mathematics'],
    year_levels: [7, 8],
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '77',
  });
}

describe('updateFullName', () => {
  it('writes the trimmed name and one outbox change naming only full_name, with its base', async () => {
    await pulledProfile();
    expect(await updateFullName(db, userId, '  Terry Tutor  ', { now: () => T1 })).toEqual({
      ok: true,
    });

    expect(await db.entity('profiles').get(userId)).toMatchObject({
      full_name: 'Terry Tutor',
      is_solo_user: true,
      updated_at: T1,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'profiles',
      op: 'upsert',
      id: userId,
      fields: { full_name: 'Terry Tutor' },
      base: { full_name: 'Terry Teacher' },
      created_at: T1,
    });
    expect(Object.keys(changes[0]?.fields ?? {})).toEqual(['full_name']);
  });

  it('refuses a blank or too long name and writes nothing', async () => {
    await pulledProfile();
    expect(await updateFullName(db, userId, '   ')).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: 'Enter your full name',
    });
    expect(await updateFullName(db, userId, 'x'.repeat(201))).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: 'Your name can be at most 200 characters',
    });
    expect(await updateFullName(db, userId, '🍎'.repeat(200))).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not create a missing profile (its flags are the server’s) and says to wait', async () => {
    const result = await updateFullName(db, userId, 'Terry');
    expect(result).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await db.entity('profiles').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes nothing when the name is unchanged', async () => {
    await pulledProfile('Terry Teacher');
    expect(await updateFullName(db, userId, 'Terry Teacher ')).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(0);
  });
});
