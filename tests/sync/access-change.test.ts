import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWithOutbox } from '../../src/db/write-with-outbox';
import { archiveClass } from '../../src/features/classes/commands/archive-class';
import type { Sql } from '../../supabase/local/db/sql-client';
import { SimDevice } from './harness/sim-device';
import { startSyncServer, type SyncServer } from './harness/sync-server';

/**
 * Access changes (DESIGN §6): rows that enter or leave a user's view keep their txid, so only the
 * pull's scope tells the device. Leaving a school purges that school's rows from the replica and
 * keeps the user's own rows and unsent edits; joining one brings rows written long before.
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

async function school(name: string, owner: string) {
  const id = randomUUID();
  const department = randomUUID();
  await sql.query(
    `insert into public.schools (id, name, invite_code) values ($1, $2, private.new_invite_code())`,
    [id, name],
  );
  await sql.query(`insert into public.departments (id, school_id, name) values ($1, $2, 'Maths')`, [
    department,
    id,
  ]);
  await sql.query(
    `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'OWNER')`,
    [owner, id],
  );
  return { id, department };
}

async function profile(userId: string, name: string) {
  await sql.query(
    `insert into public.profiles (user_id, full_name) values ($1, $2) on conflict do nothing`,
    [userId, name],
  );
}

describe('access changes reach the replica', () => {
  it('leaving a school purges its rows, keeps own rows and unsent edits; joining brings old rows', async () => {
    const owner = await server.createUser();
    const teacher = await server.createUser();
    await profile(owner, 'Olive Owner');
    await profile(teacher, 'Tom Teacher');
    const first = await school('First School', owner);
    await sql.query(
      `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'TEACHER')`,
      [teacher, first.id],
    );
    const sharedResource = randomUUID();
    await sql.query(
      `insert into public.resources (id, owner_id, school_id, is_shared, kind, title)
       values ($1, $2, $3, true, 'note', 'Shared scheme')`,
      [sharedResource, owner, first.id],
    );
    const ownClass = randomUUID();
    const ownLesson = randomUUID();
    await sql.query(
      `insert into public.classes (id, owner_id, school_id, name) values ($1, $2, $3, '8M')`,
      [ownClass, teacher, first.id],
    );
    await sql.query(
      `insert into public.lessons (id, owner_id, class_id, date, period_id, title, status)
       values ($1, $2, $3, '2026-11-23', 'P1', 'Ratio', 'PLANNED')`,
      [ownLesson, teacher, ownClass],
    );
    // A school the teacher will join later, with rows written now (their txids stay old).
    const second = await school('Second School', owner);

    const device = new SimDevice('tablet', teacher, server, () => undefined);
    const tab = await device.openTab();
    await tab.engine.syncNow();
    expect(await tab.db.entity('schools').get(first.id)).toMatchObject({ name: 'First School' });
    expect(await tab.db.entity('departments').get(first.department)).toBeDefined();
    expect(await tab.db.entity('resources').get(sharedResource)).toBeDefined();
    expect(await tab.db.entity('profiles').where('id').equals(owner).count()).toBe(1);
    expect(await tab.db.entity('schools').get(second.id)).toBeUndefined();

    // Offline, the teacher edits their lesson; meanwhile they are removed from the first school.
    device.control.online = false;
    const edit = await writeWithOutbox(tab.db, 'lessons', {
      op: 'update',
      id: ownLesson,
      fields: { title: 'Ratio and rates' },
    });
    expect(edit.ok).toBe(true);
    await sql.query(
      `update public.school_memberships set deleted_at = now() where user_id = $1 and school_id = $2`,
      [teacher, first.id],
    );
    device.control.online = true;
    await tab.engine.syncNow();

    expect(await tab.db.entity('schools').get(first.id)).toBeUndefined();
    expect(await tab.db.entity('departments').get(first.department)).toBeUndefined();
    expect(await tab.db.entity('resources').get(sharedResource)).toBeUndefined();
    expect(await tab.db.entity('profiles').where('id').equals(owner).count()).toBe(0);
    expect(await tab.db.entity('classes').get(ownClass)).toBeDefined();
    expect((await tab.db.entity('lessons').get(ownLesson))?.title).toBe('Ratio and rates');
    expect(await tab.local.pendingCount()).toBe(0);
    const { rows } = await sql.query<{ title: string }>(
      'select title from public.lessons where id = $1',
      [ownLesson],
    );
    expect(rows[0]?.title).toBe('Ratio and rates');

    // Their class is still tied to the first school, which now refuses changes to it; the class
    // commands make it their own with the change (isStrandedInSchool), and the push is accepted.
    expect(await archiveClass(tab.db, { userId: teacher, schoolId: null }, ownClass)).toEqual({
      ok: true,
    });
    await tab.engine.syncNow();
    expect(await tab.local.pendingCount()).toBe(0);
    const archived = await sql.query<{ school_id: string | null; archived: boolean }>(
      'select school_id, archived_at is not null as archived from public.classes where id = $1',
      [ownClass],
    );
    expect(archived.rows[0]).toEqual({ school_id: null, archived: true });

    // Joining the second school brings its rows although they were written before the cursor.
    await sql.query(
      `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'TEACHER')`,
      [teacher, second.id],
    );
    await tab.engine.syncNow();
    expect(await tab.db.entity('schools').get(second.id)).toMatchObject({ name: 'Second School' });
    expect(await tab.db.entity('departments').get(second.department)).toBeDefined();
    expect(await tab.db.entity('profiles').where('id').equals(owner).count()).toBe(1);
    await device.close();
  });

  it("un-sharing a resource or program drops other members' copies; sharing again brings them back", async () => {
    const owner = await server.createUser();
    const teacher = await server.createUser();
    const place = await school('Third School', owner);
    await sql.query(
      `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'TEACHER')`,
      [teacher, place.id],
    );
    const resource = randomUUID();
    const program = randomUUID();
    const item = randomUUID();
    await sql.query(
      `insert into public.resources (id, owner_id, school_id, is_shared, kind, title)
       values ($1, $2, $3, true, 'note', 'Marking guide')`,
      [resource, owner, place.id],
    );
    await sql.query(
      `insert into public.programs (id, owner_id, school_id, is_shared, name)
       values ($1, $2, $3, true, 'Year 7 number')`,
      [program, owner, place.id],
    );
    await sql.query(
      `insert into public.program_items (id, program_id, sort_order, title) values ($1, $2, 1, 'Place value')`,
      [item, program],
    );
    const device = new SimDevice('laptop', teacher, server, () => undefined);
    const tab = await device.openTab();
    await tab.engine.syncNow();
    expect(await tab.db.entity('resources').get(resource)).toBeDefined();
    expect(await tab.db.entity('program_items').get(item)).toBeDefined();

    await sql.query('update public.resources set is_shared = false where id = $1', [resource]);
    await sql.query('update public.programs set is_shared = false where id = $1', [program]);
    await tab.engine.syncNow();
    expect(await tab.db.entity('resources').get(resource)).toBeUndefined();
    expect(await tab.db.entity('programs').get(program)).toBeUndefined();
    expect(await tab.db.entity('program_items').get(item)).toBeUndefined();

    await sql.query('update public.resources set is_shared = true where id = $1', [resource]);
    await tab.engine.syncNow();
    expect(await tab.db.entity('resources').get(resource)).toMatchObject({
      title: 'Marking guide',
    });
    // The owner's own devices keep their rows whatever the sharing.
    const ownerDevice = new SimDevice('owner', owner, server, () => undefined);
    const ownerTab = await ownerDevice.openTab();
    await ownerTab.engine.syncNow();
    expect(await ownerTab.db.entity('programs').get(program)).toBeDefined();
    await device.close();
    await ownerDevice.close();
  });
});
