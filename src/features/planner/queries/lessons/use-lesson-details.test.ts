import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson, T0 } from '@/db/test-support/pulled-rows';
import {
  ACARA_ATTRIBUTION,
  pulledPointLink,
  pulledPoints,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';
import { readLessonDetails } from './use-lesson-details';

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

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '600' } as const;

function method(name: string, scope: { school_id?: string; owner_id?: string } = {}) {
  return {
    id: crypto.randomUUID(),
    school_id: null,
    owner_id: null,
    name,
    description: null,
    ...pulled,
    ...scope,
  };
}

function conflict(rowId: string, resolvedAt: string | null) {
  return {
    id: crypto.randomUUID(),
    owner_id: userId,
    table_name: 'lessons',
    row_id: rowId,
    field: 'notes',
    kept_value: 'theirs',
    overwritten_value: 'mine',
    resolved_at: resolvedAt,
    ...pulled,
  };
}

/** A Year 7 class on a syllabus spanning Years 7 and 8, with a lesson on 25 November. */
async function classOnSyllabus(classOverrides = {}) {
  const syllabus = await pulledSyllabus(db);
  const schoolClass = await pulledClassRow(db, userId, {
    syllabus_id: syllabus.id,
    syllabus_stage: 'Year 7',
    year: 7,
    ...classOverrides,
  });
  const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
  return { syllabus, schoolClass, lesson };
}

describe('readLessonDetails', () => {
  it('offers the class’s syllabus within its stage, never retired or linked points, taught ones marked', async () => {
    const { syllabus, schoolClass, lesson } = await classOnSyllabus();
    // Retired (AC9M7N09) and Year 8 (AC9M8N01) points are out of the picker.
    const [n01, n02, a01, , , linked] = await pulledPoints(db, [
      syllabusPointRow(syllabus.id, { code: 'AC9M7N01', sort_order: 1 }),
      syllabusPointRow(syllabus.id, { code: 'AC9M7N02', sort_order: 2, sub_strand: 'Primes' }),
      syllabusPointRow(syllabus.id, { code: 'AC9M7A01', sort_order: 3, strand: 'Algebra' }),
      syllabusPointRow(syllabus.id, { code: 'AC9M7N09', sort_order: 4, retired_at: T0 }),
      syllabusPointRow(syllabus.id, {
        code: 'AC9M8N01',
        sort_order: 5,
        stage: 'Year 8',
        year: 8,
      }),
      syllabusPointRow(syllabus.id, { code: 'AC9M7M01', sort_order: 6, strand: 'Measurement' }),
    ]);
    // Another syllabus's point is never offered.
    await pulledPoints(db, [syllabusPointRow(crypto.randomUUID(), { code: 'EN7', sort_order: 1 })]);
    await pulledPointLink(db, userId, lesson.id, linked!.id);
    // AC9M7N02 was taught in a completed lesson; AC9M7A01 only linked to a planned one.
    const done = await pulledLesson(db, userId, schoolClass.id, '2026-11-20', 'p1', {
      status: 'COMPLETED',
    });
    const planned = await pulledLesson(db, userId, schoolClass.id, '2026-11-27', 'p1', {
      status: 'PLANNED',
    });
    await pulledPointLink(db, userId, done.id, n02!.id);
    await pulledPointLink(db, userId, planned.id, a01!.id);

    const details = await readLessonDetails(db, lesson.id);
    expect(details?.syllabus).toMatchObject({
      status: 'ready',
      name: 'Mathematics',
      attribution: ACARA_ATTRIBUTION,
      scope: 'Year 7',
    });
    expect(details?.syllabusPointOptions).toEqual([
      {
        id: n01!.id,
        code: 'AC9M7N01',
        description: 'Content description AC9M7N01',
        strand: 'Number',
        subStrand: null,
        taught: false,
      },
      expect.objectContaining({ code: 'AC9M7N02', subStrand: 'Primes', taught: true }),
      expect.objectContaining({ code: 'AC9M7A01', strand: 'Algebra', taught: false }),
    ]);
    expect(details?.syllabusPoints).toEqual([
      {
        linkId: expect.any(String),
        targetId: linked!.id,
        label: 'AC9M7M01 Content description AC9M7M01',
        code: 'AC9M7M01',
        description: 'Content description AC9M7M01',
        retired: false,
      },
    ]);
  });

  it('scopes by year when the class has no stage, and says when the class has no syllabus', async () => {
    const { syllabus, lesson } = await classOnSyllabus({ syllabus_stage: null, year: 8 });
    await pulledPoints(db, [
      syllabusPointRow(syllabus.id, { code: 'AC9M7N01', sort_order: 1 }),
      syllabusPointRow(syllabus.id, { code: 'AC9M8N01', sort_order: 2, stage: 'Year 8', year: 8 }),
    ]);
    const details = await readLessonDetails(db, lesson.id);
    expect(details?.syllabus).toMatchObject({ status: 'ready', scope: 'Year 8' });
    expect(details?.syllabusPointOptions.map((point) => point.code)).toEqual(['AC9M8N01']);

    const plain = await pulledClassRow(db, userId);
    const other = await pulledLesson(db, userId, plain.id, '2026-11-25', 'p2');
    expect(await readLessonDetails(db, other.id)).toMatchObject({
      syllabus: { status: 'none' },
      syllabusPointOptions: [],
    });
    const waiting = await pulledClassRow(db, userId, { syllabus_id: crypto.randomUUID() });
    const third = await pulledLesson(db, userId, waiting.id, '2026-11-25', 'p3');
    expect((await readLessonDetails(db, third.id))?.syllabus).toEqual({
      status: 'not-on-device',
    });
  });

  it('groups methods by list, keeps a deleted method the lesson used as removed; flags only an open conflict', async () => {
    const { lesson } = await classOnSyllabus();
    const gone = { ...method('Stations', { owner_id: userId }), deleted_at: T0 };
    await db
      .entity('teaching_methods')
      .bulkPut([
        method('Think-pair-share', { school_id: crypto.randomUUID() }),
        method('Direct instruction'),
        method('Exit tickets', { owner_id: userId }),
        gone,
      ]);
    await db.entity('lessons').update(lesson.id, { teaching_method_id: gone.id });
    await db.conflicts.put(conflict(lesson.id, T0));

    const details = await readLessonDetails(db, lesson.id);
    expect(details?.teachingMethods.map(({ label, group }) => ({ label, group }))).toEqual([
      { label: 'Stations (removed)', group: 'removed' },
      { label: 'Direct instruction', group: 'built-in' },
      { label: 'Exit tickets', group: 'own' },
      { label: 'Think-pair-share', group: 'school' },
    ]);
    expect(details?.hasOpenConflict).toBe(false);

    await db.conflicts.put(conflict(lesson.id, null));
    expect((await readLessonDetails(db, lesson.id))?.hasOpenConflict).toBe(true);
  });

  it('is null for a deleted or missing lesson', async () => {
    const schoolClass = await pulledClassRow(db, userId);
    const gone = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1', {
      deleted_at: T0,
    });
    expect(await readLessonDetails(db, gone.id)).toBeNull();
    expect(await readLessonDetails(db, crypto.randomUUID())).toBeNull();
  });
});

describe('readLessonDetails: resources', () => {
  function resource(title: string, overrides: Record<string, unknown> = {}) {
    return {
      id: crypto.randomUUID(),
      owner_id: userId,
      school_id: null,
      is_shared: false,
      kind: 'link' as const,
      title,
      url: 'https://example.test/',
      body: null,
      description: null,
      file_path: null,
      mime_type: null,
      size_bytes: null,
      subject: null,
      years: [],
      tags: ['fractions'],
      ...pulled,
      ...overrides,
    };
  }

  it('offers the live resources with their tags, and names a linked one its owner deleted', async () => {
    const schoolClass = await pulledClassRow(db, userId);
    const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
    const wall = resource('Fraction wall');
    const gone = resource('Old worksheet', { deleted_at: T0, owner_id: crypto.randomUUID() });
    await db.entity('resources').bulkPut([wall, gone]);
    await db.entity('lesson_resources').bulkPut(
      [gone.id, crypto.randomUUID()].map((resourceId) => ({
        id: crypto.randomUUID(),
        owner_id: userId,
        lesson_id: lesson.id,
        resource_id: resourceId,
        ...pulled,
      })),
    );

    const details = await readLessonDetails(db, lesson.id);
    expect(details?.resourceOptions).toEqual([
      { id: wall.id, label: 'Fraction wall', tags: ['fractions'] },
    ]);
    expect(details?.resources.map((link) => link.label).sort()).toEqual([
      'Deleted resource',
      'Not on this device',
    ]);
  });
});
