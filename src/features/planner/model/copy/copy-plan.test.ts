import { describe, expect, it } from 'vitest';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import { lessonIn, teachingSlot } from '../../test-support/slots';
import { NO_LINKS, hasPlanToCopy, planCopyInto } from './copy-plan';
import { planSequenceCopy } from './sequence-copy';

const OWNER = 'teacher-a';
const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const planned = lessonRecord({
  id: 'src',
  status: 'COMPLETED',
  title: 'Fractions',
  objectives: 'Add fractions',
  reflection_notes: 'Went well',
  effectiveness_rating: 4,
});
const links = { resourceIds: ['r1'], syllabusPointIds: ['s1'] };
const slot = teachingSlot({ date: '2026-03-10', classId: 'class-b', periodId: 'P2' });

describe('planCopyInto', () => {
  it('creates a PLANNED lesson at an empty slot with the plan text and links only', () => {
    const step = planCopyInto({
      source: { lesson: planned, links },
      slot,
      existingAtSlot: [],
      hasLinks: () => false,
      ownerId: OWNER,
      newId: ids(),
    });
    if (!step.ok || step.write.kind !== 'create') throw new Error('expected a create');
    expect(step.write.lesson).toMatchObject({
      id: 'new-1',
      owner_id: OWNER,
      class_id: 'class-b',
      date: '2026-03-10',
      period_id: 'P2',
      title: 'Fractions',
      objectives: 'Add fractions',
      status: 'PLANNED',
      reflection_notes: null,
      effectiveness_rating: null,
      completed_at: null,
    });
    expect(step.write.links).toEqual(links);
  });

  it('fills the slot’s empty generated lesson instead of adding another', () => {
    const empty = lessonIn(slot, { id: 'empty' });
    const step = planCopyInto({
      source: { lesson: planned, links: NO_LINKS },
      slot,
      existingAtSlot: [empty],
      hasLinks: () => false,
      ownerId: OWNER,
      newId: ids(),
    });
    expect(step).toMatchObject({
      ok: true,
      write: { kind: 'fill', lessonId: 'empty', fields: { title: 'Fractions', status: 'PLANNED' } },
    });
  });

  it('refuses a slot holding a lesson with content, links or a reflection', () => {
    for (const [existing, linked] of [
      [lessonIn(slot, { id: 'x', title: 'Mine' }), false],
      [lessonIn(slot, { id: 'x' }), true],
      [lessonIn(slot, { id: 'x', reflection_notes: 'note' }), false],
    ] as const) {
      expect(
        planCopyInto({
          source: { lesson: planned, links: NO_LINKS },
          slot,
          existingAtSlot: [existing],
          hasLinks: () => linked,
          ownerId: OWNER,
          newId: ids(),
        }),
      ).toEqual({ ok: false, reason: 'occupied', lessonId: 'x' });
    }
  });

  it('sees a plan in text or links, not in whitespace', () => {
    expect(hasPlanToCopy({ lesson: lessonRecord({ id: 'a', title: '  ' }), links: NO_LINKS })).toBe(
      false,
    );
    expect(hasPlanToCopy({ lesson: lessonRecord({ id: 'a' }), links })).toBe(true);
  });
});

describe('planSequenceCopy', () => {
  const week = ['2026-03-02', '2026-03-03', '2026-03-05'].map((date) =>
    teachingSlot({ date, classId: 'class-a' }),
  );
  const source = [
    lessonIn(week[2]!, { id: 'third', title: 'Three' }),
    lessonIn(week[0]!, { id: 'first', title: 'One' }),
    lessonIn(week[1]!, { id: 'second' }),
  ];

  it('maps the n-th lesson onto the n-th slot, keeping gaps, and reports lessons beyond the slots', () => {
    const target = ['2026-03-09', '2026-03-11'].map((date) =>
      teachingSlot({ date, classId: 'class-b' }),
    );
    const result = planSequenceCopy({
      sourceLessons: source,
      linksOf: () => undefined,
      targetSlots: target,
      targetLessons: [],
      ownerId: OWNER,
      newId: ids(),
    });
    expect(result.writes.map((write) => [write.sourceId, write.kind])).toEqual([
      ['first', 'create'],
    ]);
    expect(result.writes[0]).toMatchObject({ lesson: { date: '2026-03-09', class_id: 'class-b' } });
    expect(result.emptyCount).toBe(1);
    expect(result.notCopied).toEqual([{ sourceId: 'third', reason: 'no-slot' }]);
  });

  it('reports occupied target slots and copies the rest', () => {
    const target = ['2026-03-09', '2026-03-10', '2026-03-12'].map((date) =>
      teachingSlot({ date, classId: 'class-a' }),
    );
    const result = planSequenceCopy({
      sourceLessons: source,
      linksOf: () => undefined,
      targetSlots: target,
      targetLessons: [
        lessonIn(target[0]!, { id: 'mine', title: 'Keep me' }),
        lessonIn(target[2]!, { id: 'blank' }),
      ],
      ownerId: OWNER,
      newId: ids(),
    });
    expect(result.notCopied).toEqual([{ sourceId: 'first', reason: 'occupied', slot: target[0] }]);
    expect(result.writes).toMatchObject([{ kind: 'fill', lessonId: 'blank', sourceId: 'third' }]);
  });
});
