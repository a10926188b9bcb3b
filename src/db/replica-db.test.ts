import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { programSchema, resourceSchema } from './entities/library';
import { syllabusPointSchema, syllabusSchema } from './entities/syllabus';
import { deleteReplica, openReplica, replicaName } from './replica-db';
import { T0 } from './test-support/pulled-rows';
import { newLesson } from './test-support/test-rows';
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

describe('solo calendars (v3)', () => {
  const calendar = (userId: string) => ({
    id: userId,
    timetable_cycle: { length: 5, mode: 'calendar' as const, anchor_date: null, labels: [] },
    term_dates: [{ term: 'Term 1', start: '2026-02-02', end: '2026-04-10' }],
    day_schedule: [
      { period_id: 'P1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' as const },
    ],
  });
  const closure = (fields: {
    school_id: string | null;
    owner_id: string | null;
    date: string;
  }) => ({
    id: crypto.randomUUID(),
    reason: 'Staff day',
    shifts_cycle: true,
    ...fields,
  });

  it("stores the teacher's calendar under their user id and their own closures by [owner_id+date]", async () => {
    const user = crypto.randomUUID();
    const db = await openReplica(user);
    expect(
      await writeWithOutbox(db, 'teacher_calendars', { op: 'create', row: calendar(user) }),
    ).toMatchObject({ ok: true });
    for (const date of ['2026-03-01', '2026-03-10', '2026-04-02']) {
      await writeWithOutbox(db, 'school_closures', {
        op: 'create',
        row: closure({ school_id: null, owner_id: user, date }),
      });
    }
    expect((await db.entity('teacher_calendars').get(user))?.term_dates[0]?.term).toBe('Term 1');
    const march = await db
      .entity('school_closures')
      .where('[owner_id+date]')
      .between([user, '2026-03-01'], [user, '2026-03-31'], true, true)
      .toArray();
    expect(march.map((c) => c.date)).toEqual(['2026-03-01', '2026-03-10']);
    db.close();
  });

  it('refuses a closure with both or neither of school_id and owner_id, naming the problem', async () => {
    const user = crypto.randomUUID();
    const db = await openReplica(user);
    for (const scope of [
      { school_id: crypto.randomUUID(), owner_id: user },
      { school_id: null, owner_id: null },
    ]) {
      const result = await writeWithOutbox(db, 'school_closures', {
        op: 'create',
        row: closure({ ...scope, date: '2026-03-01' }),
      });
      expect(result).toMatchObject({ ok: false, reason: 'invalid' });
      expect(result.ok ? '' : result.message).toMatch(/exactly one of school_id .* or owner_id/);
    }
    expect(await db.outbox.count()).toBe(0);
    db.close();
  });

  it('upgrades a v2 replica in place: school closures kept, the calendar store added', async () => {
    const user = crypto.randomUUID();
    const old = new Dexie(replicaName(user));
    old.version(2).stores({ school_closures: 'id, school_id, [school_id+date], txid' });
    const schoolId = crypto.randomUUID();
    await old.table('school_closures').put({ id: 'c1', school_id: schoolId, date: '2026-03-01' });
    old.close();

    const db = await openReplica(user);
    expect(db.verno).toBeGreaterThanOrEqual(3);
    const kept = await db
      .entity('school_closures')
      .where('[school_id+date]')
      .between([schoolId, '2026-01-01'], [schoolId, '2026-12-31'])
      .toArray();
    expect(kept.map((c) => c.id)).toEqual(['c1']);
    expect(await db.entity('teacher_calendars').count()).toBe(0);
    db.close();
    await deleteReplica(user);
  });
});

describe('syllabus catalogue (v4)', () => {
  const stamp = { created_at: T0, updated_at: T0, deleted_at: null, txid: '40' };

  it('upgrades a v3 replica in place: catalogue rows get the new columns, nothing else changes', async () => {
    const user = crypto.randomUUID();
    const old = new Dexie(replicaName(user));
    old.version(3).stores({
      syllabuses: 'id, txid',
      syllabus_points: 'id, [syllabus_id+sort_order], txid',
      syllabus_objectives: 'id, syllabus_point_id, txid',
      syllabus_criteria: 'id, syllabus_point_id, txid',
      teaching_methods: 'id, school_id, txid',
    });
    const syllabusId = crypto.randomUUID();
    const pointId = crypto.randomUUID();
    const criterionId = crypto.randomUUID();
    const methodId = crypto.randomUUID();
    await old.table('syllabuses').put({
      id: syllabusId,
      ...stamp,
      name: 'Mathematics',
      subject: 'Mathematics',
      stage: null,
      version: '9.0',
      description: null,
      attribution: null,
    });
    await old.table('syllabus_points').put({
      id: pointId,
      ...stamp,
      syllabus_id: syllabusId,
      code: 'AC9M7N01',
      description: 'Describe the relationship between perfect square numbers and square roots',
      subject: 'Mathematics',
      strand: 'Number',
      stage: 'Year 7',
      year: 7,
      sort_order: 1,
    });
    await old.table('syllabus_criteria').put({
      id: criterionId,
      ...stamp,
      syllabus_point_id: pointId,
      description: 'Uses square roots',
      sort_order: 0,
    });
    await old.table('teaching_methods').put({
      id: methodId,
      ...stamp,
      school_id: null,
      name: 'Direct instruction',
      description: null,
    });
    old.close();

    const db = await openReplica(user);
    expect(db.verno).toBeGreaterThanOrEqual(4);
    const syllabus = await db.entity('syllabuses').get(syllabusId);
    expect(syllabus).toMatchObject({
      name: 'Mathematics',
      school_id: null,
      source_key: '',
      levels: [],
      years: [],
      retired_at: null,
    });
    expect(syllabusSchema.safeParse(syllabus).success).toBe(true);
    const point = await db.entity('syllabus_points').get(pointId);
    expect(point).toMatchObject({ code: 'AC9M7N01', sub_strand: null, retired_at: null });
    expect(syllabusPointSchema.safeParse(point).success).toBe(true);
    expect(await db.entity('syllabus_criteria').get(criterionId)).toMatchObject({
      syllabus_point_id: pointId,
      syllabus_id: null,
      retired_at: null,
    });
    expect(await db.entity('teaching_methods').get(methodId)).toMatchObject({ owner_id: null });
    // The new indexes answer.
    expect(await db.entity('teaching_methods').where('owner_id').equals(user).count()).toBe(0);
    expect(
      await db.entity('syllabus_criteria').where('syllabus_id').equals(syllabusId).count(),
    ).toBe(0);
    db.close();
    await deleteReplica(user);
  });

  it('finds level-wide criteria by syllabus and a solo teacher’s methods by owner', async () => {
    const user = crypto.randomUUID();
    const db = await openReplica(user);
    const syllabusId = crypto.randomUUID();
    await db.entity('syllabus_criteria').bulkPut([
      {
        id: crypto.randomUUID(),
        ...stamp,
        school_id: null,
        syllabus_id: syllabusId,
        syllabus_point_id: null,
        code: 'AC9M7-AS1',
        description: 'Students use all four operations',
        stage: 'Year 7',
        year: 7,
        sort_order: 0,
        retired_at: null,
      },
    ]);
    await db.entity('teaching_methods').put({
      id: crypto.randomUUID(),
      ...stamp,
      school_id: null,
      owner_id: user,
      name: 'Think-pair-share',
      description: null,
    });
    expect(
      await db.entity('syllabus_criteria').where('syllabus_id').equals(syllabusId).count(),
    ).toBe(1);
    expect(await db.entity('teaching_methods').where('owner_id').equals(user).count()).toBe(1);
    db.close();
    await deleteReplica(user);
  });
});

describe('library fields (v5)', () => {
  const stamp = { created_at: T0, updated_at: T0, deleted_at: null, txid: '50' };
  const resource = (id: string, year: number | null) => ({
    id,
    ...stamp,
    owner_id: 'u',
    school_id: null,
    is_shared: false,
    kind: 'note',
    title: 'Exit tickets',
    url: null,
    body: 'One per objective',
    file_path: null,
    mime_type: null,
    size_bytes: null,
    subject: 'Mathematics',
    year,
    tags: ['assessment'],
  });

  it("upgrades a v4 replica in place: a resource's year moves into its years, programs get a stage", async () => {
    const user = crypto.randomUUID();
    const owner = crypto.randomUUID();
    const old = new Dexie(replicaName(user));
    old.version(4).stores({
      resources: 'id, owner_id, school_id, txid',
      programs: 'id, owner_id, school_id, txid',
    });
    const withYear = crypto.randomUUID();
    const withoutYear = crypto.randomUUID();
    const programId = crypto.randomUUID();
    await old.table('resources').bulkPut([
      { ...resource(withYear, 7), owner_id: owner },
      { ...resource(withoutYear, null), owner_id: owner },
    ]);
    await old.table('programs').put({
      id: programId,
      ...stamp,
      owner_id: owner,
      school_id: null,
      is_shared: false,
      name: 'Forces',
      description: null,
      subject: 'Science',
      year: 8,
      syllabus_id: null,
    });
    old.close();

    const db = await openReplica(user);
    expect(db.verno).toBeGreaterThanOrEqual(5);
    const upgraded = await db.entity('resources').get(withYear);
    expect(upgraded).toMatchObject({ years: [7], description: null, title: 'Exit tickets' });
    expect(upgraded).not.toHaveProperty('year');
    expect(resourceSchema.safeParse(upgraded).success).toBe(true);
    expect(await db.entity('resources').get(withoutYear)).toMatchObject({ years: [] });
    const program = await db.entity('programs').get(programId);
    expect(program).toMatchObject({ stage: null, year: 8 });
    expect(programSchema.safeParse(program).success).toBe(true);
    db.close();
    await deleteReplica(user);
  });
});

describe('kept analytics rows (v7)', () => {
  it('upgrades a v6 replica in place: every row and the outbox kept, the analytics_kept store added empty', async () => {
    const user = crypto.randomUUID();
    const old = new Dexie(replicaName(user));
    old.version(6).stores({
      lessons: 'id, [owner_id+date], [class_id+date], class_id, program_item_id, txid',
      lesson_syllabus_points: 'id, owner_id, lesson_id, syllabus_point_id, txid',
      outbox: '++seq, table, [table+id]',
      pending_uploads: 'resource_id, state',
    });
    const lesson = { ...newLesson(user), id: crypto.randomUUID(), date: '2026-11-02', txid: '70' };
    const link = {
      id: crypto.randomUUID(),
      owner_id: user,
      lesson_id: lesson.id,
      syllabus_point_id: crypto.randomUUID(),
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      txid: '70',
    };
    await old.table('lessons').put(lesson);
    await old.table('lesson_syllabus_points').put(link);
    await old.table('outbox').add({ table: 'lessons', op: 'upsert', id: lesson.id, fields: {} });
    await old.table('pending_uploads').put({ resource_id: 'r1', state: 'waiting' });
    old.close();

    const db = await openReplica(user);
    expect(db.verno).toBe(7);
    expect(await db.entity('lessons').get(lesson.id)).toEqual(lesson);
    expect(
      await db.entity('lessons').where('[owner_id+date]').equals([user, '2026-11-02']).count(),
    ).toBe(1);
    expect(await db.entity('lesson_syllabus_points').get(link.id)).toEqual(link);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.pending_uploads.count()).toBe(1);
    expect(await db.analytics_kept.count()).toBe(0);
    await db.analytics_kept.put({ key: 'meta', userId: user, mark: 'm' });
    expect(await db.analytics_kept.get('meta')).toEqual({ key: 'meta', userId: user, mark: 'm' });
    db.close();
    await deleteReplica(user);
  });
});
