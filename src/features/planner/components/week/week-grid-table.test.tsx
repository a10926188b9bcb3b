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

  it('a week switch updates the same cells and cards in place instead of remounting the grid', () => {
    const daySchedule = [
      { period_id: 'p1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' as const },
    ];
    const gridOf = (weekStart: string, lessons: WeekLesson[]) =>
      buildWeekGrid({ days: weekDaysOf(EMPTY_SCHOOL_CALENDAR, weekStart), daySchedule, lessons });
    const table = (grid: ReturnType<typeof gridOf>) => (
      <WeekGridTable
        grid={grid}
        caption="Lessons"
        memoize
        onOpen={() => {}}
        onMoveRequest={null}
        dnd={null}
        today="2026-11-25"
      />
    );
    const { rerender } = render(table(gridOf('2026-11-23', [lesson])));
    const card = document.querySelector('[data-lesson-id="l1"]');
    const wednesday = card?.closest('td');
    const heading = screen.getByRole('columnheader', { name: /Wed 25 Nov/ });

    const next: WeekLesson = { ...lesson, id: 'l2', date: '2026-12-02', className: '7 Maths B' };
    rerender(table(gridOf('2026-11-30', [next])));

    const moved = document.querySelector('[data-lesson-id="l2"]');
    expect(moved).toBe(card);
    expect(moved).toHaveTextContent('7 Maths B');
    expect(moved?.closest('td')).toBe(wednesday);
    expect(screen.getByRole('columnheader', { name: /Wed 2 Dec/ })).toBe(heading);
    expect(document.querySelector('[data-week-start]')).toHaveAttribute(
      'data-week-start',
      '2026-11-30',
    );
  });
});
