import { describe, expect, it } from 'vitest';
import { groupSlotsByClass, keyOfSlot, slotKey, slotsFor, type SlotTimetableEntry } from './slots';
import { type SchedulePeriod } from '@/domain/calendar';

const SCHEDULE: SchedulePeriod[] = [
  { period_id: 'P1', name: 'Period 1', start: '08:50', end: '09:40', kind: 'lesson' },
  { period_id: 'P2', name: 'Period 2', start: '09:40', end: '10:30', kind: 'lesson' },
  { period_id: 'REC', name: 'Recess', start: '10:30', end: '10:50', kind: 'break' },
  { period_id: 'P3', name: 'Period 3', start: '10:50', end: '11:40', kind: 'lesson' },
  { period_id: 'P4', name: 'Period 4', start: '11:40', end: '12:30', kind: 'lesson' },
];

const entry = (
  class_id: string,
  cycle_day: number,
  period_id: string,
  extra: Partial<SlotTimetableEntry> = {},
): SlotTimetableEntry => ({ class_id, cycle_day, period_id, period_span: 1, ...extra });

const DAYS = [
  { date: '2026-03-02', cycleDay: 1 },
  { date: '2026-03-03', cycleDay: 2 },
  { date: '2026-03-04', cycleDay: 1 },
];

const brief = (slots: ReturnType<typeof slotsFor>) =>
  slots.map(
    (s) => `${s.date} ${s.periodId} ${s.classId} ×${s.periodSpan} ${s.startTime}-${s.endTime}`,
  );

describe('slotsFor', () => {
  it('expands each entry on the days whose cycle day matches, in date then day-schedule order', () => {
    const slots = slotsFor({
      days: DAYS,
      entries: [entry('maths', 1, 'P3'), entry('english', 2, 'P1'), entry('science', 1, 'P1')],
      daySchedule: SCHEDULE,
    });
    expect(brief(slots)).toEqual([
      '2026-03-02 P1 science ×1 08:50-09:40',
      '2026-03-02 P3 maths ×1 10:50-11:40',
      '2026-03-03 P1 english ×1 08:50-09:40',
      '2026-03-04 P1 science ×1 08:50-09:40',
      '2026-03-04 P3 maths ×1 10:50-11:40',
    ]);
  });

  it('sorts the days itself, whatever order they come in', () => {
    const slots = slotsFor({
      days: [...DAYS].reverse(),
      entries: [entry('maths', 1, 'P1')],
      daySchedule: SCHEDULE,
    });
    expect(slots.map((s) => s.date)).toEqual(['2026-03-02', '2026-03-04']);
  });

  it('makes a double period one slot at its first period, from its start to the second one’s end', () => {
    const [slot] = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P1', { period_span: 2 })],
      daySchedule: SCHEDULE,
    });
    expect(slot).toEqual({
      date: '2026-03-02',
      periodId: 'P1',
      classId: 'maths',
      periodSpan: 2,
      startTime: '08:50',
      endTime: '10:30',
    });
  });

  it('counts lesson periods only: a double starting before recess runs on after it', () => {
    const slots = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P2', { period_span: 2 })],
      daySchedule: SCHEDULE,
    });
    expect(brief(slots)).toEqual(['2026-03-02 P2 maths ×2 09:40-11:40']);
  });

  it('cuts a span that runs past the last period to the periods there are', () => {
    const slots = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P4', { period_span: 3 })],
      daySchedule: SCHEDULE,
    });
    expect(brief(slots)).toEqual(['2026-03-02 P4 maths ×1 11:40-12:30']);
  });

  it.each([
    ['a tombstoned entry', entry('maths', 1, 'P1', { deleted_at: '2026-02-01T00:00:00Z' })],
    ['an entry on a break', entry('maths', 1, 'REC')],
    ['an entry on a period the schedule no longer has', entry('maths', 1, 'P9')],
    ['an entry on a cycle day no date has', entry('maths', 5, 'P1')],
  ])('gives no slot for %s', (_, timetableEntry) => {
    expect(slotsFor({ days: DAYS, entries: [timetableEntry], daySchedule: SCHEDULE })).toEqual([]);
  });

  it('gives one slot when an entry is repeated', () => {
    const slots = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P1'), entry('maths', 1, 'P1', { period_span: 2 })],
      daySchedule: SCHEDULE,
    });
    expect(brief(slots)).toEqual(['2026-03-02 P1 maths ×1 08:50-09:40']);
  });

  it('keeps two classes in one period apart, ordered by class', () => {
    const slots = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('b-class', 1, 'P1'), entry('a-class', 1, 'P1')],
      daySchedule: SCHEDULE,
    });
    expect(slots.map((s) => s.classId)).toEqual(['a-class', 'b-class']);
  });

  it('leaves the times null when the schedule has none', () => {
    const [slot] = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P1')],
      daySchedule: [{ period_id: 'P1', name: 'Period 1', start: '', end: '', kind: 'lesson' }],
    });
    expect(slot).toMatchObject({ startTime: null, endTime: null });
  });

  it('gives nothing for no teaching days', () => {
    expect(
      slotsFor({ days: [], entries: [entry('maths', 1, 'P1')], daySchedule: SCHEDULE }),
    ).toEqual([]);
  });
});

describe('slot keys', () => {
  it('join class, date and period', () => {
    expect(slotKey('maths', '2026-03-02', 'P1')).toBe('maths|2026-03-02|P1');
    const [slot] = slotsFor({
      days: [DAYS[0]!],
      entries: [entry('maths', 1, 'P1')],
      daySchedule: SCHEDULE,
    });
    expect(keyOfSlot(slot!)).toBe('maths|2026-03-02|P1');
  });
});

describe('groupSlotsByClass', () => {
  it('keeps each class’s slots in the order given', () => {
    const slots = slotsFor({
      days: DAYS,
      entries: [entry('maths', 1, 'P3'), entry('english', 1, 'P1'), entry('maths', 2, 'P2')],
      daySchedule: SCHEDULE,
    });
    const grouped = groupSlotsByClass(slots);
    expect([...grouped.keys()]).toEqual(['english', 'maths']);
    expect(grouped.get('maths')?.map((s) => `${s.date} ${s.periodId}`)).toEqual([
      '2026-03-02 P3',
      '2026-03-03 P2',
      '2026-03-04 P3',
    ]);
  });
});
