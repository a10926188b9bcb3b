import { describe, expect, it } from 'vitest';
import {
  changesLessons,
  isUnchangedSince,
  lessonFieldsFrom,
  linkChanges,
  partOfItem,
  type ItemPlan,
  type LessonPlan,
} from './item-lessons';

const item: ItemPlan = {
  title: 'Forces',
  objectives: 'Name forces',
  success_criteria: null,
  activities: 'Tug of war',
  duration_periods: 3,
  syllabus_point_ids: ['p1', 'p2'],
  resource_ids: ['r1', 'hidden'],
};
const everywhere = { point: () => true, resource: (id: string) => id !== 'hidden' };
const lesson: LessonPlan = {
  title: 'Forces (2 of 3)',
  objectives: 'Name forces',
  success_criteria: null,
  activities: 'Tug of war',
  pointIds: ['p2', 'p1'],
  resourceIds: ['r1'],
};

describe('partOfItem', () => {
  it('finds the part a lesson title names, for this item only', () => {
    expect(partOfItem('Forces (2 of 3)', item)).toEqual({ part: 2, parts: 3 });
    expect(partOfItem('Forces', { title: 'Forces', duration_periods: 1 })).toEqual({
      part: 1,
      parts: 1,
    });
    expect(partOfItem('Forces (4 of 3)', item)).toBeNull();
    expect(partOfItem('Forces and motion', item)).toBeNull();
    expect(partOfItem(null, item)).toBeNull();
  });
});

describe('isUnchangedSince', () => {
  it('holds when every field and link is still what the item gave (links in any order)', () => {
    expect(isUnchangedSince(lesson, item, everywhere)).toBe(true);
  });

  it.each([
    ['a retitled lesson', { title: 'Forces, my way' }],
    ['edited objectives', { objectives: 'Name three forces' }],
    ['added success criteria', { success_criteria: 'I can' }],
    ['edited activities', { activities: null }],
    ['a point removed', { pointIds: ['p1'] }],
    ['a resource added', { resourceIds: ['r1', 'r2'] }],
  ])('fails for %s', (_, change) => {
    expect(isUnchangedSince({ ...lesson, ...change }, item, everywhere)).toBe(false);
  });

  it('expects only the links applying could make on this device', () => {
    expect(isUnchangedSince({ ...lesson, resourceIds: ['r1', 'hidden'] }, item, everywhere)).toBe(
      false,
    );
  });
});

describe('lessonFieldsFrom', () => {
  it('keeps the lesson’s part with the new title and texts', () => {
    expect(
      lessonFieldsFrom(
        { ...item, title: 'Balanced forces', activities: null },
        {
          part: 2,
          parts: 3,
        },
      ),
    ).toEqual({
      title: 'Balanced forces (2 of 3)',
      objectives: 'Name forces',
      success_criteria: null,
      activities: null,
    });
  });
});

describe('changesLessons', () => {
  it('is false for a reorder-free edit of nothing lessons hold (duration only)', () => {
    expect(changesLessons(item, { ...item, duration_periods: 4 })).toBe(false);
    expect(changesLessons(item, { ...item, syllabus_point_ids: ['p2', 'p1'] })).toBe(false);
  });
  it('is true when a text or a link changed', () => {
    expect(changesLessons(item, { ...item, title: 'Forces!' })).toBe(true);
    expect(changesLessons(item, { ...item, resource_ids: ['r1'] })).toBe(true);
  });
});

describe('linkChanges', () => {
  it('adds what is missing and removes what is not wanted, keeping the rest', () => {
    const current = [
      { id: 'l1', targetId: 'p1' },
      { id: 'l2', targetId: 'old' },
    ];
    expect(linkChanges(current, ['p1', 'p3'])).toEqual({
      add: ['p3'],
      remove: [{ id: 'l2', targetId: 'old' }],
    });
  });
});
