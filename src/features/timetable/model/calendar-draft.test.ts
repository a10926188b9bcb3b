import { describe, expect, it } from 'vitest';
import type { SchedulePeriod } from '@/domain/calendar';
import { validateCalendarDraft, type CalendarDraft } from './calendar-draft';
import { lessonPeriods, scheduleProblems } from './schedule-rules';

const period = (name: string, start: string, end: string, kind: 'lesson' | 'break' = 'lesson') =>
  ({ period_id: name, name, start, end, kind }) satisfies SchedulePeriod;

const DAY = [
  period('Period 1', '08:50', '09:40'),
  period('Recess', '09:40', '10:00', 'break'),
  period('Period 2', '10:00', '10:50'),
];

const DRAFT: CalendarDraft = {
  cycle: { length: 10, mode: 'calendar', anchorDate: '2026-01-26', labels: ['Week A', 'Week B'] },
  daySchedule: DAY,
  terms: [{ term: 'Term 1', start: '2026-01-27', end: '2026-04-02' }],
  closures: [{ date: '2026-03-06', reason: 'Staff day', shiftsCycle: false }],
};

describe('scheduleProblems', () => {
  it('accepts periods and breaks that touch end to start, in any order', () => {
    expect(scheduleProblems([...DAY].reverse())).toEqual([]);
    expect(lessonPeriods(DAY).map((p) => p.name)).toEqual(['Period 1', 'Period 2']);
  });

  it('names the row and the field: no name, not a time, end not after start', () => {
    expect(
      scheduleProblems([
        period('', '08:50', '09:40'),
        period('Period 2', '9:40', '25:00'),
        period('Period 3', '11:00', '11:00'),
      ]),
    ).toEqual([
      { field: 'daySchedule[0].name', message: 'Row 1 of the day has no name' },
      { field: 'daySchedule[1].start', message: "Period 2's start is not a time (HH:MM)" },
      { field: 'daySchedule[1].end', message: "Period 2's end is not a time (HH:MM)" },
      {
        field: 'daySchedule[2].end',
        message: 'Period 3 ends (11:00) before or when it starts (11:00)',
      },
    ]);
  });

  it('puts an overlap on the later row and names the one it runs into', () => {
    expect(
      scheduleProblems([period('Period 1', '08:50', '09:40'), period('Recess', '09:30', '09:50')]),
    ).toEqual([
      {
        field: 'daySchedule[1].start',
        message: 'Recess (09:30–09:50) overlaps Period 1 (08:50–09:40)',
      },
    ]);
  });
});

describe('validateCalendarDraft', () => {
  it('passes a sound draft', () => {
    expect(validateCalendarDraft(DRAFT)).toEqual({ ok: true });
  });

  it('collects the calendar rules, the schedule and a closure twice on one date', () => {
    const result = validateCalendarDraft({
      ...DRAFT,
      cycle: { ...DRAFT.cycle, anchorDate: '2026-01-27' },
      daySchedule: [period('Period 1', '09:00', '08:00')],
      closures: [...DRAFT.closures, { date: '2026-03-06', reason: '', shiftsCycle: true }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual([
      'cycle.anchorDate',
      'daySchedule[0].end',
      'closures[1].date',
    ]);
    expect(result.problems[0]?.message).toContain('in calendar mode Day 1 must be a Monday');
    expect(result.problems[2]?.message).toBe('2026-03-06 is already closed above');
  });
});
