import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { completeGuidedTour } from './complete-guided-tour';
import { resetGuidedTour } from './reset-guided-tour';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T08:05:00.000Z';
const T2 = '2026-11-23T09:00:00.000Z';

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

async function pulledProfile(completed: boolean, lastSeen: string | null = null) {
  await db.entity('profiles').put({
    id: userId,
    user_id: userId,
    full_name: 'Terry Teacher',
    is_solo_user: true,
    school_id: null,
    guided_tour_completed: completed,
    guided_tour_last_seen_at: lastSeen,
    is_developer: false,
    subjects: ['Science'],
    year_levels: [8],
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '77',
  });
}

describe('completeGuidedTour', () => {
  it('marks the profile completed, with when, and queues one change of just those two columns', async () => {
    await pulledProfile(false);
    expect(await completeGuidedTour(db, userId, { now: () => T1 })).toEqual({ ok: true });

    expect(await db.entity('profiles').get(userId)).toMatchObject({
      guided_tour_completed: true,
      guided_tour_last_seen_at: T1,
      full_name: 'Terry Teacher',
      updated_at: T1,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'profiles',
      op: 'upsert',
      id: userId,
      fields: { guided_tour_completed: true, guided_tour_last_seen_at: T1 },
      base: { guided_tour_completed: false, guided_tour_last_seen_at: null },
      created_at: T1,
    });
    expect(Object.keys(changes[0]?.fields ?? {}).sort()).toEqual([
      'guided_tour_completed',
      'guided_tour_last_seen_at',
    ]);
  });

  it('a second completion only moves when it was last seen', async () => {
    await pulledProfile(true, T1);
    expect(await completeGuidedTour(db, userId, { now: () => T2 })).toEqual({ ok: true });
    const [change] = await db.outbox.toArray();
    expect(change?.fields).toEqual({ guided_tour_last_seen_at: T2 });
  });

  it('writes nothing and says so while the profile has not reached this device', async () => {
    const result = await completeGuidedTour(db, userId, { now: () => T1 });
    expect(result).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await db.entity('profiles').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves a deleted profile alone', async () => {
    await pulledProfile(false);
    await db.entity('profiles').update(userId, { deleted_at: T0 });
    expect(await completeGuidedTour(db, userId)).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('resetGuidedTour', () => {
  it('resets the completed flag through the outbox and keeps when it was last seen', async () => {
    await pulledProfile(true, T1);
    expect(await resetGuidedTour(db, userId, { now: () => T2 })).toEqual({ ok: true });

    expect(await db.entity('profiles').get(userId)).toMatchObject({
      guided_tour_completed: false,
      guided_tour_last_seen_at: T1,
      updated_at: T2,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'profiles',
      fields: { guided_tour_completed: false },
      base: { guided_tour_completed: true },
    });
  });

  it('queues nothing when the tour was not completed', async () => {
    await pulledProfile(false);
    expect(await resetGuidedTour(db, userId)).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('restart then finish: the profile ends completed, the changes queued in that order', async () => {
    await pulledProfile(true, T1);
    await resetGuidedTour(db, userId, { now: () => T2 });
    await completeGuidedTour(db, userId, { now: () => T2 });
    expect(await db.entity('profiles').get(userId)).toMatchObject({
      guided_tour_completed: true,
      guided_tour_last_seen_at: T2,
    });
    const changes = await db.outbox.orderBy('seq').toArray();
    expect(changes.map((change) => change.fields)).toEqual([
      { guided_tour_completed: false },
      { guided_tour_completed: true, guided_tour_last_seen_at: T2 },
    ]);
  });
});
