import { describe, expect, it } from 'vitest';
import { newLessonFor, planGeneration, planRegeneration } from './generate-lessons';
import type { LessonRecord } from '@/domain/lessons';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import { lessonIn, teachingSlot } from '../../test-support/slots';

const TOMBSTONE = '2026-02-20T08:00:00Z';
const OWNER = 'teacher-a';

/** Ids in creation order: new-1, new-2, … */
function counter() {
  let next = 0;
  return () => `new-${++next}`;
}

/** The lessons `created` would be once written, so a second run can see them. */
const asRecords = (created: ReturnType<typeof planGeneration>['create']): LessonRecord[] =>
  created.map((lesson) => lessonRecord({ ...lesson, deleted_at: null }));

const MON = teachingSlot({
  date: '2026-03-02',
  periodId: 'P1',
  startTime: '08:50',
  endTime: '09:40',
});
const MON_P3 = teachingSlot({ date: '2026-03-02', periodId: 'P3' });
const TUE = teachingSlot({ date: '2026-03-03', periodId: 'P2', periodSpan: 2 });
const WED_OTHER = teachingSlot({ date: '2026-03-04', periodId: 'P1', classId: 'class-b' });

describe('planGeneration', () => {
  it('creates one empty UNPLANNED lesson per slot, with the slot’s class, date, period and times', () => {
    const { create } = planGeneration({
      slots: [MON, TUE],
      existingLessons: [],
      ownerId: OWNER,
      newId: counter(),
    });
    expect(create).toEqual([newLessonFor(MON, 'new-1', OWNER), newLessonFor(TUE, 'new-2', OWNER)]);
    expect(create[0]).toMatchObject({
      owner_id: OWNER,
      class_id: 'class-a',
      date: '2026-03-02',
      period_id: 'P1',
      start_time: '08:50',
      end_time: '09:40',
      status: 'UNPLANNED',
      title: null,
      follow_up_required: false,
      completed_at: null,
    });
  });

  it('skips a slot that already has a lesson, matched on class, date and period', () => {
    const existing = [lessonIn(MON, { id: 'x', title: 'Fractions', status: 'PLANNED' })];
    const { create } = planGeneration({
      slots: [MON, MON_P3, TUE],
      existingLessons: existing,
      ownerId: OWNER,
      newId: counter(),
    });
    expect(create.map((l) => `${l.date} ${l.period_id}`)).toEqual([
      '2026-03-02 P3',
      '2026-03-03 P2',
    ]);
  });

  it('does not count another class’s lesson in the same period, or a lesson without a period', () => {
    const existing = [
      lessonIn(MON, { id: 'other', class_id: 'class-b' }),
      lessonIn(MON, { id: 'no-period', period_id: null }),
    ];
    const { create } = planGeneration({
      slots: [MON],
      existingLessons: existing,
      ownerId: OWNER,
      newId: counter(),
    });
    expect(create).toHaveLength(1);
  });

  it('does not bring back a lesson the teacher deleted (its tombstone holds the slot)', () => {
    const existing = [lessonIn(MON, { id: 'deleted', deleted_at: TOMBSTONE })];
    const { create } = planGeneration({
      slots: [MON, TUE],
      existingLessons: existing,
      ownerId: OWNER,
      newId: counter(),
    });
    expect(create.map((l) => l.date)).toEqual(['2026-03-03']);
  });

  it('creates nothing the second time', () => {
    const slots = [MON, MON_P3, TUE, WED_OTHER];
    const first = planGeneration({ slots, existingLessons: [], ownerId: OWNER, newId: counter() });
    const second = planGeneration({
      slots,
      existingLessons: asRecords(first.create),
      ownerId: OWNER,
      newId: counter(),
    });
    expect(first.create).toHaveLength(4);
    expect(second.create).toEqual([]);
  });

  it('creates one lesson for a slot given twice', () => {
    const { create } = planGeneration({
      slots: [MON, MON],
      existingLessons: [],
      ownerId: OWNER,
      newId: counter(),
    });
    expect(create).toHaveLength(1);
  });
});

describe('planRegeneration', () => {
  const TODAY = '2026-03-03';
  const RANGE = { start: '2026-03-01', end: '2026-03-31' };
  const PAST = teachingSlot({ date: '2026-03-02' });
  const TODAY_SLOT = teachingSlot({ date: TODAY });
  const FUTURE = teachingSlot({ date: '2026-03-04' });
  const FUTURE_P2 = teachingSlot({ date: '2026-03-04', periodId: 'P2' });
  const LATER = teachingSlot({ date: '2026-03-05' });

  const regenerate = (
    slots: ReturnType<typeof teachingSlot>[],
    existingLessons: LessonRecord[],
    lessonIdsWithLinks: ReadonlySet<string> = new Set(),
  ) =>
    planRegeneration({
      slots,
      existingLessons,
      lessonIdsWithLinks,
      today: TODAY,
      range: RANGE,
      ownerId: OWNER,
      newId: counter(),
    });

  it('removes a future empty lesson whose period is no longer a slot and creates the new slot’s', () => {
    const result = regenerate([FUTURE_P2], [lessonIn(FUTURE, { id: 'old' })]);
    expect(result.remove).toEqual([{ lessonId: 'old', reason: 'no-slot' }]);
    expect(result.create.map((l) => `${l.date} ${l.period_id}`)).toEqual(['2026-03-04 P2']);
  });

  it('never touches lessons dated today or before, even empty ones without a slot', () => {
    const result = regenerate(
      [],
      [lessonIn(PAST, { id: 'past' }), lessonIn(TODAY_SLOT, { id: 'today' })],
    );
    expect(result).toEqual({ create: [], remove: [] });
  });

  it('never creates lessons for today or before', () => {
    expect(regenerate([PAST, TODAY_SLOT], []).create).toEqual([]);
  });

  it.each<[string, Partial<LessonRecord>, boolean]>([
    ['a title', { title: 'Fractions' }, false],
    ['objectives', { objectives: 'Add fractions' }, false],
    ['success criteria', { success_criteria: 'I can add' }, false],
    ['activities', { activities: 'Worksheet' }, false],
    ['notes', { notes: 'Bring blocks' }, false],
    ['a program item', { program_item_id: 'c1d5b3a2-0000-4000-8000-000000000001' }, false],
    ['a PLANNED status', { status: 'PLANNED' }, false],
    ['a reflection note', { reflection_notes: 'Went well' }, false],
    ['a rating', { effectiveness_rating: 3 }, false],
    ['linked resources', {}, true],
  ])('keeps a future lesson without a slot when it has %s', (_, fields, linked) => {
    const lesson = lessonIn(FUTURE, { id: 'kept', ...fields });
    const result = regenerate([], [lesson], new Set(linked ? ['kept'] : []));
    expect(result.remove).toEqual([]);
  });

  it('treats whitespace-only text as empty', () => {
    const result = regenerate([], [lessonIn(FUTURE, { id: 'blank', title: '  ', notes: '\n' })]);
    expect(result.remove).toEqual([{ lessonId: 'blank', reason: 'no-slot' }]);
  });

  it('keeps a lesson added by hand without a period', () => {
    expect(regenerate([], [lessonIn(FUTURE, { id: 'hand', period_id: null })]).remove).toEqual([]);
  });

  it('touches nothing outside the range the slots were computed for', () => {
    const outside = teachingSlot({ date: '2026-04-01' });
    const result = regenerate(
      [outside],
      [lessonIn(teachingSlot({ date: '2026-04-02' }), { id: 'april' })],
    );
    expect(result).toEqual({ create: [], remove: [] });
  });

  it('brings back a slot whose empty lesson an earlier regeneration removed (undoing a change)', () => {
    const tombstone = lessonIn(FUTURE, { id: 'removed', deleted_at: TOMBSTONE });
    expect(regenerate([FUTURE], [tombstone]).create.map((l) => l.date)).toEqual(['2026-03-04']);
  });

  it('does not bring back a lesson with a plan the teacher deleted', () => {
    const tombstone = lessonIn(FUTURE, { id: 'deleted', deleted_at: TOMBSTONE, title: 'Old plan' });
    expect(regenerate([FUTURE], [tombstone]).create).toEqual([]);
  });

  it('ignores tombstones when removing', () => {
    const tombstone = lessonIn(FUTURE, { id: 'gone', deleted_at: TOMBSTONE });
    expect(regenerate([], [tombstone]).remove).toEqual([]);
  });

  it('removes extra empty copies of a slot’s lesson, keeping the smallest id', () => {
    const result = regenerate(
      [FUTURE],
      [
        lessonIn(FUTURE, { id: 'b-copy' }),
        lessonIn(FUTURE, { id: 'a-copy' }),
        lessonIn(FUTURE, { id: 'c-copy' }),
      ],
    );
    expect(result.remove).toEqual([
      { lessonId: 'b-copy', reason: 'duplicate' },
      { lessonId: 'c-copy', reason: 'duplicate' },
    ]);
    expect(result.create).toEqual([]);
  });

  it('keeps every copy with content and removes only the empty ones', () => {
    const result = regenerate(
      [FUTURE],
      [
        lessonIn(FUTURE, { id: 'z-planned', title: 'Plan' }),
        lessonIn(FUTURE, { id: 'a-empty' }),
        lessonIn(FUTURE, { id: 'y-planned', notes: 'More' }),
      ],
    );
    expect(result.remove).toEqual([{ lessonId: 'a-empty', reason: 'duplicate' }]);
  });

  it('lists removals in teaching order', () => {
    const result = regenerate(
      [],
      [
        lessonIn(LATER, { id: 'a' }),
        lessonIn(FUTURE, { id: 'b' }),
        lessonIn(FUTURE_P2, { id: 'c', start_time: '08:00' }),
      ],
    );
    expect(result.remove.map((r) => r.lessonId)).toEqual(['c', 'b', 'a']);
  });

  it('finds nothing to do a second time', () => {
    const slots = [FUTURE_P2, LATER];
    const existing = [lessonIn(FUTURE, { id: 'old' }), lessonIn(LATER, { id: 'kept', title: 'x' })];
    const first = regenerate(slots, existing);
    const removed = new Set(first.remove.map((r) => r.lessonId));
    const after = [
      ...existing.map((l) => (removed.has(l.id) ? { ...l, deleted_at: TOMBSTONE } : l)),
      ...asRecords(first.create),
    ];
    expect(regenerate(slots, after)).toEqual({ create: [], remove: [] });
  });
});
