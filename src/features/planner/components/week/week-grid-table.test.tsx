import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR } from '@/domain/calendar';
import { buildWeekGrid, weekDaysOf, type WeekLesson } from '../../model/week';
import { WeekGridTable } from './week-grid-table';

const lesson: WeekLesson = {
  id: 'l1',
  classId: 'c1',
  className: '7 Maths A',
  classColour: null,
  classArchived: false,
  date: '2026-11-25',
  periodId: 'p1',
  startTime: '09:00',
  endTime: '10:00',
  title: null,
  status: 'UNPLANNED',
  marked: false,
};

function renderWeek(today: string) {
  const grid = buildWeekGrid({
    days: weekDaysOf(EMPTY_SCHOOL_CALENDAR, '2026-11-23'),
    daySchedule: [
      { period_id: 'p1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' },
    ],
    lessons: [lesson],
  });
  render(
    <WeekGridTable
      grid={grid}
      caption="Lessons, 23 – 29 Nov 2026"
      memoize={false}
      onOpen={() => {}}
      onMoveRequest={null}
      dnd={null}
      today={today}
    />,
  );
}

describe('WeekGridTable', () => {
  it("marks today's column heading in words and with aria-current", () => {
    renderWeek('2026-11-25');
    const heading = screen.getByRole('columnheader', { name: /Wed 25 Nov/ });
    expect(heading).toHaveAttribute('aria-current', 'date');
    expect(within(heading).getByText('Today')).toBeInTheDocument();
    const others = screen
      .getAllByRole('columnheader')
      .filter((cell) => cell.getAttribute('aria-current') !== null);
    expect(others).toEqual([heading]);
  });

  it('marks no column in a week without today', () => {
    renderWeek('2026-12-02');
    expect(document.querySelector('[aria-current]')).toBeNull();
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  });

  it('a generated lesson reads its status once', () => {
    renderWeek('2026-11-25');
    expect(screen.getByRole('button', { name: '7 Maths A Unplanned' })).toBeInTheDocument();
  });
});
