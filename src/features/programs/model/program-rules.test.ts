import { describe, expect, it } from 'vitest';
import { compareItems, moveId, nextSortOrder, sortOrderChanges } from './item-order';
import {
  canEditProgram,
  copyName,
  ITEM_LINKS_MAX,
  ownsProgram,
  parseItemFields,
  parseProgramFields,
  PROGRAM_MESSAGES,
  programFormInput,
} from './program-rules';

describe('parseProgramFields', () => {
  it('trims, stores blanks as null and maps visibility', () => {
    expect(
      parseProgramFields({
        name: '  Forces ',
        subject: ' ',
        year: '8',
        stage: ' Stage 4 ',
        syllabus_id: '',
        description: '',
        visibility: 'school',
      }),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Forces',
        subject: null,
        year: 8,
        stage: 'Stage 4',
        syllabus_id: null,
        description: null,
        is_shared: true,
      },
    });
  });

  it('keeps a blank stage as null and refuses one over 60 characters', () => {
    const blank = parseProgramFields({ ...programFormInput(), name: 'Forces', stage: '  ' });
    expect(blank.ok && blank.fields.stage).toBeNull();
    expect(
      parseProgramFields({ ...programFormInput(), name: 'Forces', stage: 'x'.repeat(61) }),
    ).toEqual({ ok: false, errors: { stage: PROGRAM_MESSAGES.stageTooLong } });
    const sixty = parseProgramFields({ ...programFormInput(), name: 'F', stage: 'x'.repeat(60) });
    expect(sixty.ok).toBe(true);
  });

  it('fills the form from a row, stage included', () => {
    expect(
      programFormInput({
        name: 'Forces',
        subject: null,
        year: null,
        stage: 'Foundation',
        syllabus_id: 'syllabus-1',
        description: null,
        is_shared: true,
      }),
    ).toEqual({
      name: 'Forces',
      subject: '',
      year: '',
      stage: 'Foundation',
      syllabus_id: 'syllabus-1',
      description: '',
      visibility: 'school',
    });
  });

  it('names every wrong field', () => {
    expect(
      parseProgramFields({
        ...programFormInput(),
        name: ' ',
        year: '13',
        subject: 'x'.repeat(101),
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: PROGRAM_MESSAGES.nameRequired,
        year: PROGRAM_MESSAGES.yearRange,
        subject: PROGRAM_MESSAGES.subjectTooLong,
      },
    });
  });
});

describe('parseItemFields', () => {
  const input = {
    title: 'Forces',
    objectives: '',
    success_criteria: '',
    activities: '',
    syllabus_point_ids: [],
    resource_ids: [],
  };
  it('accepts whole periods from 1', () => {
    expect(parseItemFields({ ...input, duration_periods: '2' })).toEqual({
      ok: true,
      fields: {
        title: 'Forces',
        objectives: null,
        success_criteria: null,
        activities: null,
        duration_periods: 2,
        syllabus_point_ids: [],
        resource_ids: [],
      },
    });
  });
  it('keeps each linked id once, in the order picked, up to the limit', () => {
    const parsed = parseItemFields({
      ...input,
      duration_periods: '1',
      syllabus_point_ids: ['p2', 'p1', 'p2'],
      resource_ids: ['r1'],
    });
    expect(parsed.ok && [parsed.fields.syllabus_point_ids, parsed.fields.resource_ids]).toEqual([
      ['p2', 'p1'],
      ['r1'],
    ]);
    const many = Array.from({ length: ITEM_LINKS_MAX + 1 }, (_, i) => `id${i}`);
    expect(
      parseItemFields({
        ...input,
        duration_periods: '1',
        syllabus_point_ids: many,
        resource_ids: many,
      }),
    ).toEqual({
      ok: false,
      errors: {
        syllabus_point_ids: PROGRAM_MESSAGES.tooManyPoints,
        resource_ids: PROGRAM_MESSAGES.tooManyResources,
      },
    });
  });
  it.each(['0', '1.5', '', 'two'])('refuses %j periods', (periods) => {
    expect(parseItemFields({ ...input, duration_periods: periods })).toEqual({
      ok: false,
      errors: { duration_periods: PROGRAM_MESSAGES.periodsRange },
    });
  });
  it('needs a title', () => {
    const parsed = parseItemFields({ ...input, title: '', duration_periods: '1' });
    expect(!parsed.ok && parsed.errors.title).toBe(PROGRAM_MESSAGES.titleRequired);
  });
});

describe('copyName', () => {
  it('adds (copy) and still fits 200 characters', () => {
    expect(copyName('Forces')).toBe('Forces (copy)');
    expect([...copyName('x'.repeat(200))]).toHaveLength(200);
  });
});

describe('item order', () => {
  const items = [
    { id: 'b', sort_order: 1 },
    { id: 'a', sort_order: 0 },
    { id: 'c', sort_order: 2 },
  ];
  it('sorts by sort_order then id', () => {
    expect([...items].sort(compareItems).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
  it('moves one id and writes only the rows whose position changed', () => {
    const ids = moveId(['a', 'b', 'c'], 2, 0);
    expect(ids).toEqual(['c', 'a', 'b']);
    expect(sortOrderChanges(items, ids)).toEqual([
      { id: 'c', sort_order: 0 },
      { id: 'a', sort_order: 1 },
      { id: 'b', sort_order: 2 },
    ]);
    expect(sortOrderChanges(items, moveId(['a', 'b', 'c'], 0, -1))).toEqual([]);
  });
  it('appends after the largest sort_order', () => {
    expect(nextSortOrder(items)).toBe(3);
    expect(nextSortOrder([])).toBe(0);
  });
});

describe('who may edit a program', () => {
  const school = 'school-1';
  const shared = { owner_id: 'owner', school_id: school, is_shared: true };
  const viewer = (role: string | null, schoolId: string | null = school) => ({
    userId: 'me',
    schoolId,
    role,
  });
  it('lets the owner edit and delete', () => {
    const mine = { ...shared, owner_id: 'me', is_shared: false };
    expect(canEditProgram(mine, viewer('TEACHER'))).toBe(true);
    expect(ownsProgram(mine, viewer('TEACHER'))).toBe(true);
  });
  it('lets the school’s OWNER and ADMIN edit a shared program, but not delete it', () => {
    expect(canEditProgram(shared, viewer('OWNER'))).toBe(true);
    expect(canEditProgram(shared, viewer('ADMIN'))).toBe(true);
    expect(ownsProgram(shared, viewer('ADMIN'))).toBe(false);
  });
  it('keeps it read-only for teachers, viewers, other schools and unshared programs', () => {
    expect(canEditProgram(shared, viewer('TEACHER'))).toBe(false);
    expect(canEditProgram(shared, viewer('VIEWER'))).toBe(false);
    expect(canEditProgram(shared, viewer('ADMIN', 'school-2'))).toBe(false);
    expect(canEditProgram({ ...shared, is_shared: false }, viewer('ADMIN'))).toBe(false);
    expect(canEditProgram({ ...shared, school_id: null }, viewer('OWNER', null))).toBe(false);
  });
});
