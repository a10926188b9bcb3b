import { describe, expect, it } from 'vitest';
import type { SchedulePeriod } from '@/domain/calendar';
import { nextScheduleRow, withRowEnd } from './schedule-rules';

const row = (
  name: string,
  start: string,
  end: string,
  kind: SchedulePeriod['kind'] = 'lesson',
): SchedulePeriod => ({ period_id: name.toLowerCase().replace(' ', '-'), name, start, end, kind });

const DAY = [
  row('Period 1', '09:00', '09:50'),
  row('Recess', '09:50', '10:10', 'break'),
  row('Period 2', '10:10', '11:00'),
];

describe('nextScheduleRow', () => {
  it('starts an empty day at 09:00 with an hour-long first period', () => {
    expect(nextScheduleRow([], 'lesson', 'p1')).toEqual({
      ...row('Period 1', '09:00', '10:00'),
      period_id: 'p1',
    });
    expect(nextScheduleRow([], 'break', 'b1')).toMatchObject({ start: '09:00', end: '09:20' });
  });

  it('starts where the last row ends and lasts as long as the last row of its kind', () => {
    expect(nextScheduleRow(DAY, 'lesson', 'p3')).toEqual({
      period_id: 'p3',
      name: 'Period 3',
      start: '11:00',
      end: '11:50',
      kind: 'lesson',
    });
    expect(nextScheduleRow(DAY, 'break', 'lunch')).toMatchObject({
      name: 'Break',
      start: '11:00',
      end: '11:20',
    });
  });

  it('leaves blank what it cannot work out', () => {
    expect(nextScheduleRow([row('Period 1', '09:00', '')], 'lesson', 'p2')).toMatchObject({
      start: '',
      end: '',
    });
    expect(nextScheduleRow([row('Period 9', '22:30', '23:30')], 'lesson', 'p10')).toMatchObject({
      start: '23:30',
      end: '',
    });
  });
});

describe('withRowEnd', () => {
  it('moves the next start with an end it touched', () => {
    expect(withRowEnd(DAY, 0, '10:00').map((r) => [r.start, r.end])).toEqual([
      ['09:00', '10:00'],
      ['10:00', '10:10'],
      ['10:10', '11:00'],
    ]);
  });

  it('fills a blank next start', () => {
    const day = [row('Period 1', '09:00', ''), row('Period 2', '', '')];
    expect(withRowEnd(day, 0, '09:45')[1]).toMatchObject({ start: '09:45' });
  });

  it('keeps a gap the teacher set, and moves nothing for an end before the start', () => {
    const gap = [row('Period 1', '09:00', '09:50'), row('Period 2', '10:00', '11:00')];
    expect(withRowEnd(gap, 0, '09:55')[1]).toMatchObject({ start: '10:00' });
    expect(withRowEnd(DAY, 0, '08:30')[1]).toMatchObject({ start: '09:50' });
    expect(withRowEnd(DAY, 2, '11:10').at(-1)).toMatchObject({ end: '11:10' });
  });
});
