import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, replicaName } from './replica-db';
import { newLesson } from './test-rows';
import { writeWithOutbox } from './write-with-outbox';

describe('replica per user', () => {
  it('names the database after the user', () => {
    const userId = crypto.randomUUID();
    expect(replicaName(userId)).toBe(`lesson-planner.${userId}`);
    expect(() => replicaName('../other')).toThrow();
  });

  it("never shows one user's rows or outbox to another user on the same device", async () => {
    const alice = crypto.randomUUID();
    const bob = crypto.randomUUID();
    const aliceDb = await openReplica(alice);
    const lesson = newLesson(alice);
    expect(await writeWithOutbox(aliceDb, 'lessons', { op: 'create', row: lesson })).toMatchObject({
      ok: true,
    });
    aliceDb.close();

    const bobDb = await openReplica(bob);
    expect(await bobDb.entity('lessons').count()).toBe(0);
    expect(await bobDb.outbox.count()).toBe(0);
    bobDb.close();

    const again = await openReplica(alice);
    expect((await again.entity('lessons').get(lesson.id))?.title).toBe('Fractions');
    expect(await again.outbox.count()).toBe(1);
    again.close();
  });

  it('deleteReplica removes that user only', async () => {
    const alice = crypto.randomUUID();
    const bob = crypto.randomUUID();
    for (const user of [alice, bob]) {
      const db = await openReplica(user);
      await writeWithOutbox(db, 'lessons', { op: 'create', row: newLesson(user) });
      db.close();
    }
    await deleteReplica(alice);

    const aliceDb = await openReplica(alice);
    const bobDb = await openReplica(bob);
    expect(await aliceDb.outbox.count()).toBe(0);
    expect(await bobDb.outbox.count()).toBe(1);
    aliceDb.close();
    bobDb.close();
  });

  it('indexes the week query by [owner_id+date]', async () => {
    const user = crypto.randomUUID();
    const db = await openReplica(user);
    for (const date of ['2026-11-20', '2026-11-23', '2026-11-27', '2026-11-30']) {
      await writeWithOutbox(db, 'lessons', { op: 'create', row: newLesson(user, { date }) });
    }
    const week = await db
      .entity('lessons')
      .where('[owner_id+date]')
      .between([user, '2026-11-23'], [user, '2026-11-29'], true, true)
      .toArray();
    expect(week.map((lesson) => lesson.date)).toEqual(['2026-11-23', '2026-11-27']);
    db.close();
  });
});
