import { describe, expect, it } from 'vitest';
import { compareItems, moveId, nextSortOrder, sortOrderChanges } from './item-order';
import {
  copyName,
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
        description: '',
        visibility: 'school',
      }),
    ).toEqual({
      ok: true,
      fields: { name: 'Forces', subject: null, year: 8, description: null, is_shared: true },
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
  const input = { title: 'Forces', objectives: '', success_criteria: '', activities: '' };
  it('accepts whole periods from 1', () => {
    expect(parseItemFields({ ...input, duration_periods: '2' })).toEqual({
      ok: true,
      fields: {
        title: 'Forces',
        objectives: null,
        success_criteria: null,
        activities: null,
        duration_periods: 2,
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
