import { describe, expect, it } from 'vitest';
import { classOverview } from '../../test-support/school-overview-fakes';
import { nextSort, sortClasses, type OverviewSort } from './school-overview-sort';

const CLASSES = [
  classOverview({ className: 'Year 10 Art', lastPlannedDate: null, awaitingReflection: 2 }),
  classOverview({
    className: 'Year 9 Maths',
    hasSyllabus: true,
    pointsInScope: 10,
    pointsCovered: 5,
    coveragePercentage: 50,
    lastPlannedDate: '2026-12-01',
    awaitingReflection: 2,
  }),
  classOverview({
    className: 'year 2 reading',
    hasSyllabus: true,
    pointsInScope: 4,
    coveragePercentage: 0,
    lastPlannedDate: '2026-11-20',
    awaitingReflection: 5,
  }),
];
const names = (sort: OverviewSort) => sortClasses(CLASSES, sort).map((row) => row.className);

describe('sortClasses', () => {
  it('orders names as people read them: case-blind, numbers by value', () => {
    expect(names({ key: 'class', direction: 'ascending' })).toEqual([
      'year 2 reading',
      'Year 9 Maths',
      'Year 10 Art',
    ]);
  });

  it('keeps "no syllabus" and "nothing planned" last in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      expect(names({ key: 'coverage', direction }).at(-1)).toBe('Year 10 Art');
      expect(names({ key: 'lastPlanned', direction }).at(-1)).toBe('Year 10 Art');
    }
    // 0% of points in scope is a real 0, not "no syllabus".
    expect(names({ key: 'coverage', direction: 'ascending' })[0]).toBe('year 2 reading');
  });

  it('sorts planning by the share of the week planned, classes without lessons last', () => {
    const week = [
      classOverview({ className: 'A', lessonsThisWeek: 10, plannedThisWeek: 5 }),
      classOverview({ className: 'B', lessonsThisWeek: 2, plannedThisWeek: 2 }),
      classOverview({ className: 'C', lessonsThisWeek: 0 }),
      classOverview({ className: 'D', lessonsThisWeek: 4, plannedThisWeek: 1 }),
    ];
    const order = (direction: OverviewSort['direction']) =>
      sortClasses(week, { key: 'planned', direction }).map((row) => row.className);
    expect(order('ascending')).toEqual(['D', 'A', 'B', 'C']);
    expect(order('descending')).toEqual(['B', 'A', 'D', 'C']);
  });

  it('breaks ties by class name, whatever the direction', () => {
    expect(names({ key: 'awaiting', direction: 'ascending' })).toEqual([
      'Year 9 Maths',
      'Year 10 Art',
      'year 2 reading',
    ]);
    expect(names({ key: 'awaiting', direction: 'descending' })).toEqual([
      'year 2 reading',
      'Year 9 Maths',
      'Year 10 Art',
    ]);
  });
});

describe('nextSort', () => {
  it('flips the same column and starts another ascending', () => {
    const start: OverviewSort = { key: 'class', direction: 'ascending' };
    expect(nextSort(start, 'class')).toEqual({ key: 'class', direction: 'descending' });
    expect(nextSort(nextSort(start, 'class'), 'class')).toEqual(start);
    expect(nextSort(start, 'taught')).toEqual({ key: 'taught', direction: 'ascending' });
  });
});
