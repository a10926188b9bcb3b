import 'fake-indexeddb/auto';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { exportLessons } from './export-lessons';

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

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('exportLessons', () => {
  it('writes one event per lesson with its UID, floating local times, summary and room', async () => {
    const a = await pulledClassRow(db, userId);
    const b = await pulledClassRow(db, userId, { name: '8 Science', room: null });
    const timed = await pulledLesson(db, userId, a.id, '2026-03-02', 'p1', {
      title: 'Fractions',
      objectives: 'Add fractions',
      start_time: '08:50',
      end_time: '09:40',
    });
    const allDay = await pulledLesson(db, userId, b.id, '2026-03-03', 'p2');
    await pulledLesson(db, userId, a.id, '2026-04-01', 'p1', { title: 'Out of range' });

    const file = await exportLessons(db, {
      ownerId: userId,
      classId: null,
      from: '2026-03-02',
      to: '2026-03-06',
    });
    if (!file.ok) throw new Error(file.message);
    expect(file.fileName).toBe('lessons-2026-03-02-2026-03-06.ics');
    const { name, events } = parse(file.text);
    expect(name).toBe('My lessons');
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first?.uid).toBe(`${timed.id}@lesson-planner`);
    expect(first?.summary).toBe('7 Maths A: Fractions');
    expect(first?.location).toBe('M12');
    expect(first?.description).toContain('Add fractions');
    expect(first?.startDate.toString()).toBe('2026-03-02T08:50:00');
    expect(first?.endDate.toString()).toBe('2026-03-02T09:40:00');
    expect(first?.startDate.zone?.tzid).toBe('floating');
    expect(second?.uid).toBe(`${allDay.id}@lesson-planner`);
    expect(second?.summary).toBe('8 Science: Lesson');
    expect(second?.startDate.isDate).toBe(true);
    expect(second?.startDate.toString()).toBe('2026-03-03');
  });

  it('exports one class and names the file after it, or says there is nothing', async () => {
    const a = await pulledClassRow(db, userId);
    await pulledLesson(db, userId, a.id, '2026-03-02', 'p1', {
      start_time: '08:50',
      end_time: '09:40',
    });
    const file = await exportLessons(db, {
      ownerId: userId,
      classId: a.id,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(file).toMatchObject({
      ok: true,
      fileName: '7-maths-a-2026-03-01-2026-03-31.ics',
      count: 1,
    });
    expect(
      await exportLessons(db, {
        ownerId: userId,
        classId: a.id,
        from: '2026-05-01',
        to: '2026-05-31',
      }),
    ).toEqual({
      ok: false,
      message: '7 Maths A has no lessons from 2026-05-01 to 2026-05-31.',
    });
  });
});
