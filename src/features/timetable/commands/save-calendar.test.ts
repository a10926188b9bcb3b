import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { toSchoolCalendar } from '@/domain/calendar';
import type { CalendarDraft } from '../model';
import {
  pulledClosure,
  pulledSchool,
  TEST_DAY_SCHEDULE,
  TEST_SCHOOL_ID,
  TEST_TERMS,
} from '@/db/test-support/pulled-rows';
import { saveCalendar } from './save-calendar';

const T1 = '2026-11-23T09:00:00.000Z';
const SCHOOL = { kind: 'school', schoolId: TEST_SCHOOL_ID } as const;

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

const DRAFT: CalendarDraft = {
  cycle: {
    length: 10,
    mode: 'school_days',
    anchorDate: '2026-01-27',
    labels: ['Week A', 'Week B'],
  },
  daySchedule: TEST_DAY_SCHEDULE,
  terms: TEST_TERMS,
  closures: [],
};

describe('saveCalendar for a school', () => {
  it('updates only the changed columns and adds, changes and removes closures in one batch', async () => {
    await pulledSchool(db);
    const kept = await pulledClosure(db, '2026-03-06');
    const removed = await pulledClosure(db, '2026-03-13');
    const draft: CalendarDraft = {
      ...DRAFT,
      closures: [
        { id: kept.id, date: '2026-03-06', reason: 'Swimming carnival', shiftsCycle: true },
        { date: '2026-05-01', reason: ' ', shiftsCycle: false },
      ],
    };

    const saved = await saveCalendar(db, SCHOOL, draft, { now: () => T1 });
    if (!saved.ok) throw new Error(saved.message);

    const school = await db.entity('schools').get(TEST_SCHOOL_ID);
    expect(school?.timetable_cycle).toEqual({
      length: 10,
      mode: 'school_days',
      anchor_date: '2026-01-27',
      labels: ['Week A', 'Week B'],
    });
    const changes = await db.outbox.toArray();
    expect(changes.map((c) => [c.table, c.op, Object.keys(c.fields)])).toEqual([
      ['schools', 'upsert', ['timetable_cycle']],
      ['school_closures', 'delete', []],
      ['school_closures', 'upsert', ['reason', 'shifts_cycle']],
      ['school_closures', 'upsert', ['school_id', 'owner_id', 'date', 'reason', 'shifts_cycle']],
    ]);
    expect((await db.entity('school_closures').get(removed.id))?.deleted_at).toBe(T1);
    const live = (await db.entity('school_closures').toArray())
      .filter((c) => !c.deleted_at)
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(toSchoolCalendar(school!, live).closures).toEqual([
      { date: '2026-03-06', reason: 'Swimming carnival', shiftsCycle: true },
      { date: '2026-05-01', reason: '', shiftsCycle: false },
    ]);
    const added = live.find((c) => c.date === '2026-05-01');
    expect(added).toMatchObject({ school_id: TEST_SCHOOL_ID, owner_id: null });
    // The saved closures carry their stored ids, so saving them again changes nothing.
    expect(saved.closures.map((c) => c.id)).toEqual([kept.id, added?.id]);
    const outboxBefore = await db.outbox.count();
    expect(await saveCalendar(db, SCHOOL, { ...draft, closures: saved.closures })).toMatchObject({
      ok: true,
    });
    expect(await db.outbox.count()).toBe(outboxBefore);
  });

  it('writes nothing when nothing changed', async () => {
    const school = await pulledSchool(db);
    const unchanged: CalendarDraft = {
      ...DRAFT,
      cycle: {
        length: 10,
        mode: 'calendar',
        anchorDate: '2026-01-26',
        labels: ['Week A', 'Week B'],
      },
      terms: school.term_dates,
    };
    expect(await saveCalendar(db, SCHOOL, unchanged)).toEqual({ ok: true, closures: [] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a draft that breaks the rules with every problem, and writes nothing', async () => {
    await pulledSchool(db);
    const result = await saveCalendar(db, SCHOOL, {
      ...DRAFT,
      cycle: { ...DRAFT.cycle, mode: 'calendar' },
      terms: [{ term: 'Term 1', start: '2026-04-02', end: '2026-01-27' }],
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', field: 'cycle.anchorDate' });
    expect(result.ok === false && result.problems?.map((p) => p.field)).toEqual([
      'cycle.anchorDate',
      'terms[0].end',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("refuses when the school's row is not on this device", async () => {
    expect(await saveCalendar(db, SCHOOL, DRAFT)).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('saveCalendar for a solo teacher', () => {
  it('creates their calendar row on the first save and updates it after; closures are theirs', async () => {
    const owner = { kind: 'teacher', userId } as const;
    const first: CalendarDraft = {
      ...DRAFT,
      closures: [{ date: '2026-03-06', reason: 'Dentist', shiftsCycle: false }],
    };
    expect(await saveCalendar(db, owner, first, { now: () => T1 })).toMatchObject({ ok: true });
    expect(await db.entity('teacher_calendars').get(userId)).toMatchObject({
      id: userId,
      timetable_cycle: { length: 10, mode: 'school_days', anchor_date: '2026-01-27' },
      term_dates: TEST_TERMS,
      day_schedule: TEST_DAY_SCHEDULE,
      created_at: T1,
    });
    const [closure] = await db.entity('school_closures').toArray();
    expect(closure).toMatchObject({ owner_id: userId, school_id: null, reason: 'Dentist' });

    const second = { ...first, cycle: { ...first.cycle, length: 5, labels: [] } };
    second.closures = [{ ...first.closures[0]!, id: closure!.id }];
    expect(await saveCalendar(db, owner, second)).toMatchObject({ ok: true });
    const changes = await db.outbox.toArray();
    expect(changes.map((c) => [c.table, c.op])).toEqual([
      ['teacher_calendars', 'upsert'],
      ['school_closures', 'upsert'],
      ['teacher_calendars', 'upsert'],
    ]);
    expect(changes[2]?.fields).toEqual({
      timetable_cycle: { length: 5, mode: 'school_days', anchor_date: '2026-01-27', labels: [] },
    });
  });
});
