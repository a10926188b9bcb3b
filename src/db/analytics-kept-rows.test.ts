// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsData } from '@/domain/analytics';
import type { AnalyticsDateRange } from '@/domain/analytics/filter';
import {
  everyLessonCoverages,
  indexAnalyticsData,
  scopeCoverage,
  type AnalyticsIndex,
} from '@/domain/analytics';
import { applyFilter } from '@/domain/analytics/metric-definitions';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import { KEPT_FIELDS, readKeptRows, readKeptSource, saveKeptRows } from './analytics-kept-rows';
import { readAnalyticsData } from './analytics-rows';
import { MAX_JOURNAL_IDS } from './analytics-journal';
import { analyticsJournal, analyticsWriteMark } from './analytics-written';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import type { ReplicaHandle } from './replica-hooks';
import { createReplicaHandle } from './replica-hooks-live';
import { pulledClassRow, pulledLesson } from './test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from './test-support/syllabus-rows';

/*
 * The analytics rows kept between app starts: read back with the rows written since (the
 * journal the write mark's watcher keeps), they are exactly what reading the replica gives,
 * every row or a window of dates; when the journal cannot vouch for them, nothing.
 */

let userId: string;
let db: ReplicaDb;
let handle: ReplicaHandle;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  // The mark's watcher (and its journal), as the app's replica open registers it.
  handle = createReplicaHandle(db);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

/** Resolves once the watchers of `table` (the mark's among them) have seen `write`. */
async function written<T>(table: string, write: () => Promise<T>): Promise<T> {
  const told = new Promise<void>((resolve) => {
    const stop = handle.watch([table], () => {
      stop();
      resolve();
    });
  });
  const result = await write();
  await told;
  return result;
}

/** A teacher's year: two classes, lessons across months, links, statuses. */
async function seed() {
  const syllabus = await pulledSyllabus(db);
  const points = await pulledPoints(db, [
    syllabusPointRow(syllabus.id, { code: 'AC9M7N01', sort_order: 1 }),
    syllabusPointRow(syllabus.id, { code: 'AC9M7N02', sort_order: 2 }),
  ]);
  const classA = await pulledClassRow(db, userId, { syllabus_id: syllabus.id });
  const classB = await pulledClassRow(db, userId, { name: '8 Maths', syllabus_id: syllabus.id });
  const lessons = [];
  for (const [i, date] of [
    '2026-02-03',
    '2026-03-10',
    '2026-05-20',
    '2026-05-21',
    '2026-08-11',
    '2026-10-14',
    '2026-11-02',
  ].entries()) {
    const lesson = await pulledLesson(db, userId, i % 2 ? classA.id : classB.id, date, 'p1', {
      status: 'COMPLETED',
      effectiveness_rating: 1 + (i % 5),
      title: `Lesson ${i}`,
      objectives: `Objectives ${i}`,
      success_criteria: i % 3 ? null : 'Can explain',
      activities: 'Warm-up',
      notes: i % 2 ? 'Bring rulers' : null,
      start_time: '09:00',
      end_time: '09:50',
      teaching_method_id: crypto.randomUUID(),
      teacher_satisfaction_score: 4,
      teacher_effectiveness_rating: 3,
      follow_up_required: i % 2 === 0,
      follow_up_notes: i % 2 === 0 ? 'Revisit' : null,
    });
    lessons.push(lesson);
    await pulledPointLink(db, userId, lesson.id, points[i % 2]!.id);
  }
  // Another teacher's lesson on the device is never counted.
  await pulledLesson(db, crypto.randomUUID(), classA.id, '2026-05-20', 'p2');
  await pulledStatus(db, userId, classA.id, points[0]!.id, { mastery_level: 3 });
  return { classA, classB, points, lessons };
}

/**
 * Each list as the analytics records see it (every field they declare), in id order, so two
 * reads compare field by field.
 */
function comparable(data: AnalyticsData) {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [field, keys] of Object.entries(KEPT_FIELDS)) {
    out[field] = (data[field as keyof AnalyticsData] as readonly object[])
      .map((row) =>
        Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]])),
      )
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
  return out;
}

async function keepEveryRow() {
  const mark = analyticsWriteMark(db)!;
  expect(await saveKeptRows(db, userId, await readAnalyticsData(db, userId), mark, 'all')).toBe(
    true,
  );
  return mark;
}

const WINDOW: AnalyticsDateRange = { start: '2026-05-01', end: '2026-10-31' };

async function expectSameAsTheReplica() {
  const kept = await readKeptRows(db, userId);
  expect(kept).not.toBeNull();
  expect(comparable(kept!)).toEqual(comparable(await readAnalyticsData(db, userId)));
  const window = await readKeptRows(db, userId, WINDOW);
  expect(window).not.toBeNull();
  expect(comparable(window!)).toEqual(comparable(await readAnalyticsData(db, userId, WINDOW)));
}

describe('the analytics rows kept between starts', () => {
  it('read back as the replica reads them: every row, or a window of dates and its links', async () => {
    await seed();
    await keepEveryRow();
    await expectSameAsTheReplica();
    // Every field of a kept lesson, and no other.
    const [lesson] = (await readKeptRows(db, userId))!.lessons;
    expect(Object.keys(lesson!).sort()).toEqual([...KEPT_FIELDS.lessons].sort());
  });

  it('read back the same when months hold many lessons (repeated values coded)', async () => {
    const { classA, classB, points } = await seed();
    for (let i = 0; i < 90; i += 1) {
      const lesson = await pulledLesson(
        db,
        userId,
        i % 3 ? classA.id : classB.id,
        `2026-0${5 + (i % 3)}-${String(1 + (i % 28)).padStart(2, '0')}`,
        `p${1 + (i % 6)}`,
        {
          status: i % 4 ? 'COMPLETED' : 'PLANNED',
          title: i % 5 ? `Fractions ${i} – ½ and ¾ 🍕` : null,
          objectives: i % 7 ? '' : `Compare ${i}`,
          notes: i % 2 ? null : `Note ${i}`,
          effectiveness_rating: i % 4 ? 1 + (i % 5) : null,
          follow_up_required: i % 9 === 0,
        },
      );
      await pulledPointLink(db, userId, lesson.id, points[i % 2]!.id);
    }
    await keepEveryRow();
    await expectSameAsTheReplica();
  });

  it("name each month link's lesson by its place in the month, and read older records that hold its id", async () => {
    await seed();
    await keepEveryRow();
    const may = (await db.analytics_kept.get('m:2026-05')) as unknown as {
      lessons: { id: string[] };
      links: { n: number; lesson_id: { lessonAt: Uint32Array } };
    };
    expect(may.links.n).toBe(2);
    const named = [...may.links.lesson_id.lessonAt].map((at) => may.lessons.id[at]);
    const mayLinks = (await readKeptRows(db, userId))!.links.filter((link) =>
      may.lessons.id.includes(link.lesson_id),
    );
    expect([...named].sort()).toEqual(mayLinks.map((link) => link.lesson_id).sort());
    // A record an older build kept: the lesson ids themselves.
    await db.analytics_kept.put({ ...may, links: { ...may.links, lesson_id: named } } as never);
    await expectSameAsTheReplica();
  });

  it('are none before anything was kept', async () => {
    await seed();
    expect(await readKeptRows(db, userId)).toBeNull();
  });

  it('read the rows written since again: edits, a lesson moved into the window with its links, a new link, a deletion, a status', async () => {
    const { classA, points, lessons } = await seed();
    await keepEveryRow();
    const lessonsTable = db.entity('lessons');
    await written('lessons', () =>
      lessonsTable.put({ ...lessons[1]!, date: '2026-06-02', effectiveness_rating: 5 }),
    );
    await written('lessons', () =>
      lessonsTable.put({ ...lessons[4]!, deleted_at: '2026-11-20T10:00:00.000Z' }),
    );
    await written('lessons', () => lessonsTable.delete(lessons[0]!.id));
    await written('lesson_syllabus_points', () =>
      pulledPointLink(db, userId, lessons[2]!.id, points[1]!.id),
    );
    const added = await written('lessons', () =>
      pulledLesson(db, userId, classA.id, '2026-09-09', 'p3', { status: 'COMPLETED' }),
    );
    await written('lesson_syllabus_points', () =>
      pulledPointLink(db, userId, added.id, points[0]!.id),
    );
    await written('class_syllabus_status', () =>
      pulledStatus(db, userId, classA.id, points[1]!.id, { mastery_level: 5 }),
    );
    expect(Object.keys(analyticsJournal(db)!.ids).sort()).toEqual([
      'class_syllabus_status',
      'lesson_syllabus_points',
      'lessons',
    ]);
    await expectSameAsTheReplica();
  });

  it('read many rows written since again as well as a few (more than are looked for one by one)', async () => {
    const { classA, lessons } = await seed();
    await keepEveryRow();
    // Every kept lesson edited, and more added: past the few ids compared one by one.
    for (const lesson of lessons)
      await written('lessons', () =>
        db.entity('lessons').put({ ...lesson, effectiveness_rating: 2, title: 'Edited' }),
      );
    for (let i = 0; i < 12; i += 1)
      await written('lessons', () =>
        pulledLesson(db, userId, classA.id, `2026-06-${String(1 + i).padStart(2, '0')}`, 'p1', {
          status: 'COMPLETED',
        }),
      );
    expect(analyticsJournal(db)!.ids.lessons!.length).toBeGreaterThan(16);
    await expectSameAsTheReplica();
  });

  it('saved again in part (the months a patch touched) read back the same as saved whole', async () => {
    const { lessons } = await seed();
    const mark = await keepEveryRow();
    await written('lessons', () =>
      db.entity('lessons').put({ ...lessons[2]!, date: '2026-11-03', title: 'Moved' }),
    );
    const now = analyticsWriteMark(db)!;
    const data = await readAnalyticsData(db, userId);
    const saved = await saveKeptRows(
      db,
      userId,
      data,
      now,
      new Set(['m:2026-05', 'm:2026-11']),
      mark,
    );
    expect(saved).toBe(true);
    // Started again at the new mark: nothing to read again.
    expect(analyticsJournal(db)).toEqual({ since: now, last: now, ids: {} });
    await expectSameAsTheReplica();
  });

  it('are not current after a write the journal cannot name, or to a store it cannot patch', async () => {
    const { classA } = await seed();
    await keepEveryRow();
    await written('lessons', () => db.entity('lessons').clear());
    expect(await readKeptRows(db, userId)).toBeNull();

    await keepEveryRow();
    expect(await readKeptRows(db, userId)).not.toBeNull();
    await written('classes', () => db.entity('classes').put({ ...classA, name: 'Renamed' }));
    expect(await readKeptRows(db, userId)).toBeNull();
  });

  it('are not current once more rows were written than the journal holds', async () => {
    await seed();
    await keepEveryRow();
    const many = Array.from({ length: MAX_JOURNAL_IDS + 1 }, () => crypto.randomUUID());
    await written('lessons', () => db.entity('lessons').bulkDelete(many));
    expect(await readKeptRows(db, userId)).toBeNull();
  });

  it('are not current when the mark moved with no note (a tab of an older build wrote)', async () => {
    await seed();
    await keepEveryRow();
    localStorage.setItem(`lesson-planner.analytics-written.${db.name}`, crypto.randomUUID());
    expect(await readKeptRows(db, userId)).toBeNull();
  });

  it('are not kept when a write moved the mark since the rows were read', async () => {
    const { lessons } = await seed();
    const mark = analyticsWriteMark(db)!;
    const data = await readAnalyticsData(db, userId);
    await written('lessons', () => db.entity('lessons').put({ ...lessons[0]!, title: 'Later' }));
    expect(await saveKeptRows(db, userId, data, mark, 'all')).toBe(false);
    expect(await readKeptRows(db, userId)).toBeNull();
  });

  it("are another user's: not read for this one", async () => {
    await seed();
    await keepEveryRow();
    expect(await readKeptRows(db, crypto.randomUUID())).toBeNull();
  });
});

describe('the class coverages kept with them', () => {
  /** Every row read and indexed, each class's coverage of every lesson worked out on them. */
  async function countedIndex(): Promise<AnalyticsIndex> {
    const index = indexAnalyticsData(await readAnalyticsData(db, userId));
    const scope = applyFilter(index, EMPTY_ANALYTICS_FILTER, '2026-11-24');
    for (const schoolClass of scope.classes) scopeCoverage(scope, schoolClass);
    return index;
  }

  async function keepWithCoverages(
    base: string | null = null,
    changed: 'all' | Set<string> = 'all',
  ) {
    const index = await countedIndex();
    const mark = analyticsWriteMark(db)!;
    const coverages = everyLessonCoverages(index);
    const data = await readAnalyticsData(db, userId);
    expect(await saveKeptRows(db, userId, data, mark, changed, base, coverages)).toBe(true);
    return { mark, coverages };
  }

  it('read back with every row, with the classes written since, and never with a window', async () => {
    const { classA, classB, points, lessons } = await seed();
    const { coverages } = await keepWithCoverages();
    expect(coverages.map(([, coverage]) => coverage.classId).sort()).toEqual(
      [classA.id, classB.id].sort(),
    );
    const kept = await readKeptSource(db, userId);
    expect(kept!.coverages).toEqual(coverages);
    expect([...kept!.changedClasses]).toEqual([]);
    expect((await readKeptSource(db, userId, WINDOW))!.coverages).toEqual([]);

    // Lesson 0 is class B's: an edit is in B.
    await written('lessons', () =>
      db.entity('lessons').put({ ...lessons[0]!, effectiveness_rating: 5 }),
    );
    expect([...(await readKeptSource(db, userId))!.changedClasses]).toEqual([classB.id]);
    // A link of class A's lesson 1 is in A.
    await written('lesson_syllabus_points', () =>
      pulledPointLink(db, userId, lessons[1]!.id, points[0]!.id),
    );
    expect([...(await readKeptSource(db, userId))!.changedClasses].sort()).toEqual(
      [classA.id, classB.id].sort(),
    );
  });

  it('name both classes of a lesson moved between them, and the class of a status', async () => {
    const { classA, classB, points, lessons } = await seed();
    await keepWithCoverages();
    await written('class_syllabus_status', () =>
      pulledStatus(db, userId, classB.id, points[1]!.id, { mastery_level: 5 }),
    );
    expect([...(await readKeptSource(db, userId))!.changedClasses]).toEqual([classB.id]);

    const { mark } = await keepWithCoverages();
    expect(analyticsJournal(db)).toEqual({ since: mark, last: mark, ids: {} });
    // Lesson 2 was class B's; now it is class A's.
    await written('lessons', () =>
      db.entity('lessons').put({ ...lessons[2]!, class_id: classA.id }),
    );
    expect([...(await readKeptSource(db, userId))!.changedClasses].sort()).toEqual(
      [classA.id, classB.id].sort(),
    );
  });

  it('are rewritten by a save in part, and not read when kept in another shape', async () => {
    const { lessons } = await seed();
    const { mark } = await keepWithCoverages();
    await written('lessons', () =>
      db.entity('lessons').put({ ...lessons[2]!, date: '2026-11-03', title: 'Moved' }),
    );
    const { coverages } = await keepWithCoverages(mark, new Set(['m:2026-05', 'm:2026-11']));
    expect((await readKeptSource(db, userId))!.coverages).toEqual(coverages);

    const record = await db.analytics_kept.get('coverage');
    await db.analytics_kept.put({ ...record!, version: 0 } as never);
    expect((await readKeptSource(db, userId))!.coverages).toEqual([]);
  });
});
