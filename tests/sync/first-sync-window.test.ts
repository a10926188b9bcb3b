import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstWindowAround } from '../../sync/engine/sync-engine';
import type { Sql } from '../../supabase/local/db/sql-client';
import { SimDevice } from './harness/sim-device';
import { startSyncServer, type SyncServer } from './harness/sync-server';

/**
 * Issue 19: a new device's first sync stores the weeks around today before the pages of older
 * rows, through the real stack (PostgREST selects under RLS), and the pull that follows leaves the
 * replica exactly as a pull alone would.
 */
let server: SyncServer;
let sql: Sql;
beforeAll(async () => {
  server = await startSyncServer();
  sql = server.stack.database.sql;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function lessonsOn(userId: string, classId: string, dates: string[]) {
  for (const date of dates) {
    await sql.query(
      `insert into public.lessons (owner_id, class_id, date, period_id, title, status)
       values ($1, $2, $3::date, 'P1', 'Lesson of ' || $3::text, 'PLANNED')`,
      [userId, classId, date],
    );
  }
}

describe('first sync on a new device', () => {
  it("stores this week's lessons and their classes before the first page, then everything", async () => {
    const teacher = await server.createUser();
    const stranger = await server.createUser();
    const classes = await sql.query<{ id: string; owner_id: string }>(
      `insert into public.classes (owner_id, name) values ($1, '8B Maths'), ($2, 'Not mine')
       returning id, owner_id`,
      [teacher, stranger],
    );
    const mine = classes.rows.find((row) => row.owner_id === teacher)!.id;
    const theirs = classes.rows.find((row) => row.owner_id === stranger)!.id;
    const { from, to } = firstWindowAround(Date.now());
    await lessonsOn(teacher, mine, ['2021-03-01', from, to, '2031-01-06']);
    await lessonsOn(stranger, theirs, [from]);

    const device = new SimDevice('new tablet', teacher, server, () => undefined);
    const tab = await device.openTab();
    const storedFirst: string[][] = [];
    const applyPage = tab.local.applyPage.bind(tab.local);
    tab.local.applyPage = async (page) => {
      if (storedFirst.length === 0) {
        const lessons = await tab.db.entity('lessons').toArray();
        const classIds = await tab.db.entity('classes').toCollection().primaryKeys();
        storedFirst.push(lessons.map((lesson) => String(lesson.date)).sort(), classIds as string[]);
      }
      await applyPage(page);
    };

    await tab.engine.syncNow();

    // Before the first page: the window's two lessons (not the stranger's) and the class.
    expect(storedFirst[0]).toEqual([from, to].sort());
    expect(storedFirst[1]).toEqual([mine]);
    const all = await tab.db.entity('lessons').toArray();
    expect(all.map((lesson) => String(lesson.date)).sort()).toEqual(
      ['2021-03-01', from, to, '2031-01-06'].sort(),
    );
    expect(tab.engine.getStatus()).toMatchObject({ phase: 'in-sync', pulledRows: 0 });
  });
});
