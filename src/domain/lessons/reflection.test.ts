import { describe, expect, it } from 'vitest';
import { hasReflection, validateReflection, type ReflectionInput } from './reflection';
import { lessonRecord } from '../test-support/lesson-records';

const METHOD_ID = 'c1d5b3a2-0000-4000-8000-000000000001';

const COMPLETE: ReflectionInput = {
  effectiveness_rating: 4,
  teacher_satisfaction_score: 5,
  teacher_effectiveness_rating: 3,
  teaching_method_id: METHOD_ID,
  follow_up_required: true,
  follow_up_notes: 'Revisit equivalent fractions',
  reflection_notes: 'Group work ran long',
};

const problemsOf = (input: ReflectionInput) => {
  const result = validateReflection(input);
  return result.ok ? [] : result.problems;
};

describe('validateReflection', () => {
  it('accepts a full reflection as lesson columns', () => {
    expect(validateReflection(COMPLETE)).toEqual({
      ok: true,
      value: {
        effectiveness_rating: 4,
        teacher_satisfaction_score: 5,
        teacher_effectiveness_rating: 3,
        teaching_method_id: METHOD_ID,
        follow_up_required: true,
        follow_up_notes: 'Revisit equivalent fractions',
        reflection_notes: 'Group work ran long',
      },
    });
  });

  it('needs only the three ratings; the rest default to no method, no follow-up, no notes', () => {
    expect(
      validateReflection({
        effectiveness_rating: 1,
        teacher_satisfaction_score: 1,
        teacher_effectiveness_rating: 5,
      }),
    ).toEqual({
      ok: true,
      value: {
        effectiveness_rating: 1,
        teacher_satisfaction_score: 1,
        teacher_effectiveness_rating: 5,
        teaching_method_id: null,
        follow_up_required: false,
        follow_up_notes: null,
        reflection_notes: null,
      },
    });
  });

  it('reports every missing rating at once, each naming its field', () => {
    expect(problemsOf({})).toEqual([
      { field: 'effectiveness_rating', message: 'Effectiveness is required: choose 1 to 5.' },
      {
        field: 'teacher_satisfaction_score',
        message: 'Teacher satisfaction is required: choose 1 to 5.',
      },
      {
        field: 'teacher_effectiveness_rating',
        message: 'Teacher effectiveness is required: choose 1 to 5.',
      },
    ]);
  });

  it.each<[unknown]>([[null], [''], ['  ']])('treats %j as a missing rating', (value) => {
    expect(problemsOf({ ...COMPLETE, effectiveness_rating: value })).toEqual([
      { field: 'effectiveness_rating', message: 'Effectiveness is required: choose 1 to 5.' },
    ]);
  });

  it.each<[unknown]>([[0], [6], [2.5], [-1], [Number.NaN], ['4.5'], ['four'], [true], [[3]]])(
    'rejects the rating %j',
    (value) => {
      expect(problemsOf({ ...COMPLETE, teacher_satisfaction_score: value })).toEqual([
        {
          field: 'teacher_satisfaction_score',
          message: 'Teacher satisfaction must be a whole number from 1 to 5.',
        },
      ]);
    },
  );

  it('accepts digits from a text input as the number', () => {
    const result = validateReflection({ ...COMPLETE, teacher_effectiveness_rating: ' 2 ' });
    expect(result).toMatchObject({ ok: true, value: { teacher_effectiveness_rating: 2 } });
  });

  it('requires follow-up notes when a follow-up is needed', () => {
    for (const notes of [undefined, null, '', '   ']) {
      expect(problemsOf({ ...COMPLETE, follow_up_notes: notes })).toEqual([
        {
          field: 'follow_up_notes',
          message:
            'Follow-up notes are required when a follow-up is needed: say what to follow up.',
        },
      ]);
    }
  });

  it('keeps follow-up notes already typed when the follow-up is switched off', () => {
    const result = validateReflection({ ...COMPLETE, follow_up_required: false });
    expect(result).toMatchObject({
      ok: true,
      value: { follow_up_required: false, follow_up_notes: 'Revisit equivalent fractions' },
    });
  });

  it('stores blank notes as null', () => {
    const result = validateReflection({
      ...COMPLETE,
      follow_up_required: false,
      follow_up_notes: ' ',
      reflection_notes: '',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { follow_up_notes: null, reflection_notes: null },
    });
  });

  it.each<[unknown, string | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    [` ${METHOD_ID} `, METHOD_ID],
  ])('reads the teaching method %j as %j', (value, expected) => {
    const result = validateReflection({ ...COMPLETE, teaching_method_id: value });
    expect(result).toMatchObject({ ok: true, value: { teaching_method_id: expected } });
  });

  it.each<[unknown]>([['inquiry'], [42], ['c1d5b3a2-0000-0000-0000-000000000001']])(
    'rejects the teaching method %j',
    (value) => {
      expect(problemsOf({ ...COMPLETE, teaching_method_id: value })).toEqual([
        {
          field: 'teaching_method_id',
          message: 'Teaching method is not one of your methods: choose it from the list.',
        },
      ]);
    },
  );

  it('rejects a follow-up flag that is not yes or no', () => {
    expect(problemsOf({ ...COMPLETE, follow_up_required: 'yes' })).toEqual([
      { field: 'follow_up_required', message: 'Follow-up required must be yes or no.' },
    ]);
  });

  it('rejects notes that are not text', () => {
    expect(problemsOf({ ...COMPLETE, follow_up_notes: 7, reflection_notes: {} })).toEqual([
      { field: 'follow_up_notes', message: 'Follow-up notes must be text.' },
      { field: 'reflection_notes', message: 'Reflection notes must be text.' },
    ]);
  });
});

describe('hasReflection', () => {
  it('is true only with all three ratings', () => {
    const rated = {
      effectiveness_rating: 3,
      teacher_satisfaction_score: 4,
      teacher_effectiveness_rating: 5,
    };
    expect(hasReflection(lessonRecord({ id: 'l', ...rated }))).toBe(true);
    expect(
      hasReflection(lessonRecord({ id: 'l', ...rated, teacher_satisfaction_score: null })),
    ).toBe(false);
    expect(hasReflection(lessonRecord({ id: 'l' }))).toBe(false);
  });
});
