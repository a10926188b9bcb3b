import { describe, expect, it } from 'vitest';
import { LESSON_STATUSES, type LessonStatus } from './lesson-record';
import {
  canTransition,
  effectiveStatus,
  planStatusChange,
  statusAfterEdit,
  type StatusAction,
} from './lesson-status';
import { lessonRecord } from '../test-support/lesson-records';

const TODAY = '2026-03-04';
const NOW = '2026-03-04T10:15:00.000Z';
const DATES = { past: '2026-03-03', today: TODAY, future: '2026-03-05' } as const;
type When = keyof typeof DATES;

const lesson = (status: LessonStatus, when: When, content = false) =>
  lessonRecord({ id: 'l', status, date: DATES[when], title: content ? 'Fractions' : null });

describe('effectiveStatus', () => {
  it.each<[LessonStatus, When, boolean, LessonStatus]>([
    ['UNPLANNED', 'future', false, 'UNPLANNED'],
    ['PLANNED', 'future', true, 'PLANNED'],
    ['UNPLANNED', 'today', false, 'UNPLANNED'],
    ['PLANNED', 'today', true, 'PLANNED'],
    ['UNPLANNED', 'past', false, 'PENDING_REFLECTION'],
    ['PLANNED', 'past', true, 'PENDING_REFLECTION'],
    ['COMPLETED', 'past', true, 'COMPLETED'],
    ['MISSED', 'past', false, 'MISSED'],
    ['COMPLETED', 'today', true, 'COMPLETED'],
    ['MISSED', 'future', false, 'MISSED'],
    ['PENDING_REFLECTION', 'past', true, 'PENDING_REFLECTION'],
    // A stored PENDING_REFLECTION (older client, import) of a lesson moved to today or later.
    ['PENDING_REFLECTION', 'today', true, 'PLANNED'],
    ['PENDING_REFLECTION', 'future', false, 'UNPLANNED'],
  ])('stored %s, dated %s, content %s → %s', (status, when, content, expected) => {
    expect(effectiveStatus(lesson(status, when, content), TODAY)).toBe(expected);
  });
});

describe('statusAfterEdit', () => {
  it.each<
    [string, LessonStatus, Partial<Parameters<typeof lessonRecord>[0]>, boolean, LessonStatus]
  >([
    ['a title added', 'UNPLANNED', { title: 'Fractions' }, false, 'PLANNED'],
    ['activities added', 'UNPLANNED', { activities: 'Worksheet' }, false, 'PLANNED'],
    [
      'a program item',
      'UNPLANNED',
      { program_item_id: 'c1d5b3a2-0000-4000-8000-000000000001' },
      false,
      'PLANNED',
    ],
    ['only links', 'UNPLANNED', {}, true, 'PLANNED'],
    ['only whitespace', 'UNPLANNED', { title: '   ', notes: '\n' }, false, 'UNPLANNED'],
    ['every field cleared', 'PLANNED', { title: '' }, false, 'UNPLANNED'],
    ['a past lesson cleared', 'PENDING_REFLECTION', {}, false, 'UNPLANNED'],
    ['a completed lesson cleared', 'COMPLETED', {}, false, 'COMPLETED'],
    ['a missed lesson planned', 'MISSED', { title: 'Catch-up' }, false, 'MISSED'],
  ])('%s: %s → %s', (_, status, fields, hasLinks, expected) => {
    expect(statusAfterEdit(lessonRecord({ id: 'l', status, ...fields }), hasLinks)).toBe(expected);
  });
});

describe('canTransition (DESIGN §7 table)', () => {
  // Rows: from; columns in LESSON_STATUSES order: PLANNED UNPLANNED COMPLETED MISSED PENDING_REFLECTION.
  const TABLE: Record<LessonStatus, string> = {
    PLANNED: '-  yes yes yes -',
    UNPLANNED: 'yes -  yes yes -',
    COMPLETED: 'yes yes -  yes yes',
    MISSED: 'yes yes yes -  yes',
    PENDING_REFLECTION: '-  -  yes yes -',
  };
  const cases = LESSON_STATUSES.flatMap((from) => {
    const cells = TABLE[from].split(/\s+/);
    return LESSON_STATUSES.map((to, column) => [from, to, cells[column] === 'yes'] as const);
  });

  it('covers every pair', () => expect(cases).toHaveLength(25));

  it.each(cases)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('planStatusChange', () => {
  const change = (status: LessonStatus, when: When, action: StatusAction, content = true) =>
    planStatusChange({ lesson: lesson(status, when, content), action, today: TODAY, now: NOW });

  it.each<[LessonStatus, When, StatusAction, object]>([
    ['PLANNED', 'today', 'complete', { status: 'COMPLETED', completed_at: NOW }],
    ['PLANNED', 'past', 'complete', { status: 'COMPLETED', completed_at: NOW }],
    ['PLANNED', 'today', 'miss', { status: 'MISSED', completed_at: null }],
    ['UNPLANNED', 'past', 'miss', { status: 'MISSED', completed_at: null }],
    ['COMPLETED', 'past', 'miss', { status: 'MISSED', completed_at: null }],
    ['MISSED', 'past', 'complete', { status: 'COMPLETED', completed_at: NOW }],
    ['COMPLETED', 'past', 'unmark', { status: 'PLANNED', completed_at: null }],
    ['MISSED', 'today', 'unmark', { status: 'PLANNED', completed_at: null }],
  ])('%s lesson dated %s, %s → %o', (status, when, action, fields) => {
    expect(change(status, when, action)).toMatchObject({ ok: true, fields });
  });

  it('undoing a mark on an empty past lesson stores UNPLANNED and shows it pending reflection', () => {
    expect(change('COMPLETED', 'past', 'unmark', false)).toEqual({
      ok: true,
      fields: { status: 'UNPLANNED', completed_at: null },
      effective: 'PENDING_REFLECTION',
    });
  });

  it('counts links as content when undoing a mark', () => {
    const result = planStatusChange({
      lesson: lesson('MISSED', 'today', false),
      action: 'unmark',
      today: TODAY,
      now: NOW,
      hasLinks: true,
    });
    expect(result).toMatchObject({ ok: true, fields: { status: 'PLANNED' } });
  });

  it.each<[StatusAction, string]>([
    ['complete', 'marked completed from that day on'],
    ['miss', 'marked missed from that day on'],
  ])('refuses to %s a lesson before its date', (action, words) => {
    const result = change('PLANNED', 'future', action);
    expect(result).toMatchObject({ ok: false, reason: 'before-lesson-date' });
    expect(result.ok || result.message).toContain(words);
    expect(result.ok || result.message).toContain(DATES.future);
  });

  it.each<[LessonStatus, When, StatusAction]>([
    ['COMPLETED', 'past', 'complete'],
    ['MISSED', 'today', 'miss'],
    ['PLANNED', 'today', 'unmark'],
    ['UNPLANNED', 'past', 'unmark'],
    ['PENDING_REFLECTION', 'past', 'unmark'],
  ])('reports no change for a %s lesson dated %s asked to %s', (status, when, action) => {
    expect(change(status, when, action)).toMatchObject({ ok: false, reason: 'no-change' });
  });

  it('lets a mark made on a lesson now dated in the future be undone', () => {
    expect(change('COMPLETED', 'future', 'unmark')).toMatchObject({
      ok: true,
      fields: { status: 'PLANNED' },
      effective: 'PLANNED',
    });
  });
});
