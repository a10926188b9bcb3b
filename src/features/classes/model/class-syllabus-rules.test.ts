import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from './class-rules';
import {
  checkSyllabusChoice,
  choosableSyllabuses,
  defaultLevel,
  levelAfterYearChange,
  syllabusLabel,
  type SyllabusChoice,
} from './class-syllabus-rules';

const LEVELS = ['Foundation', 'Year 1', 'Year 6', 'Year 7', 'Year 8'];
const T0 = '2026-11-23T08:00:00.000Z';

const syllabus = (overrides: Partial<SyllabusChoice> = {}): SyllabusChoice => ({
  id: 's-ac9',
  name: 'Australian Curriculum v9.0 Mathematics',
  version: '9.0',
  school_id: null,
  levels: LEVELS,
  retired_at: null,
  deleted_at: null,
  ...overrides,
});

describe('levels', () => {
  it('starts a class on the level named after its year, when the syllabus has one', () => {
    expect(defaultLevel(LEVELS, 7)).toBe('Year 7');
    expect(defaultLevel(['foundation', 'year 7'], 7)).toBe('year 7');
    expect(defaultLevel(LEVELS, 10)).toBe('');
    expect(defaultLevel(['Stage 4'], 7)).toBe('');
    expect(defaultLevel(LEVELS, null)).toBe('');
  });

  it('follows a change of year only when the level followed the year', () => {
    expect(levelAfterYearChange(LEVELS, 'Year 7', 8)).toBe('Year 8');
    expect(levelAfterYearChange(LEVELS, '', 6)).toBe('Year 6');
    expect(levelAfterYearChange(LEVELS, 'Foundation', 8)).toBe('Foundation');
    expect(levelAfterYearChange(['Stage 4'], 'Stage 4', 8)).toBe('Stage 4');
  });

  it('labels a syllabus with its version', () => {
    expect(syllabusLabel(syllabus())).toBe('Australian Curriculum v9.0 Mathematics · 9.0');
    expect(syllabusLabel(syllabus({ version: null }))).toBe(
      'Australian Curriculum v9.0 Mathematics',
    );
  });
});

describe('choosableSyllabuses', () => {
  it('offers live, unretired syllabuses, and keeps the class’s own retired one', () => {
    const rows = [
      syllabus({ id: 'live' }),
      syllabus({ id: 'retired', retired_at: T0 }),
      syllabus({ id: 'gone', deleted_at: T0 }),
    ];
    expect(choosableSyllabuses(rows, null).map((row) => row.id)).toEqual(['live']);
    expect(choosableSyllabuses(rows, 'retired').map((row) => row.id)).toEqual(['live', 'retired']);
    expect(choosableSyllabuses(rows, 'gone').map((row) => row.id)).toEqual(['live']);
  });
});

describe('checkSyllabusChoice', () => {
  const fields = (syllabus_id: string | null, syllabus_stage: string | null) => ({
    syllabus_id,
    syllabus_stage,
  });

  it('accepts no syllabus, or a syllabus on this device with one of its levels or none', () => {
    expect(checkSyllabusChoice(fields(null, 'Stage 4'), undefined, null)).toEqual({ ok: true });
    expect(checkSyllabusChoice(fields('s-ac9', 'Year 7'), syllabus(), null)).toEqual({ ok: true });
    expect(checkSyllabusChoice(fields('s-ac9', null), syllabus(), null)).toEqual({ ok: true });
    // A syllabus that lists no levels takes any stage.
    expect(checkSyllabusChoice(fields('s-ac9', 'Stage 4'), syllabus({ levels: [] }), null)).toEqual(
      { ok: true },
    );
  });

  it('refuses a syllabus not on this device or retired, naming the field', () => {
    const refused = { ok: false, field: 'syllabus_id', message: CLASS_MESSAGES.syllabusMissing };
    expect(checkSyllabusChoice(fields('s-ac9', null), undefined, null)).toEqual(refused);
    expect(checkSyllabusChoice(fields('s-ac9', null), syllabus({ deleted_at: T0 }), null)).toEqual(
      refused,
    );
    expect(checkSyllabusChoice(fields('s-ac9', null), syllabus({ retired_at: T0 }), null)).toEqual(
      refused,
    );
  });

  it('refuses a stage that is not one of the syllabus’s levels, listing them', () => {
    expect(checkSyllabusChoice(fields('s-ac9', 'Stage 4'), syllabus(), null)).toEqual({
      ok: false,
      field: 'syllabus_stage',
      message: CLASS_MESSAGES.stageNotInSyllabus(syllabus().name, LEVELS),
    });
    expect(CLASS_MESSAGES.stageNotInSyllabus('AC9', ['Year 7', 'Year 8'])).toBe(
      'Choose one of the levels of AC9: Year 7, Year 8',
    );
  });

  it('lets a class keep what it has: a retired or missing syllabus, an old stage', () => {
    const stored = fields('s-ac9', 'Stage 4');
    expect(checkSyllabusChoice(stored, syllabus({ retired_at: T0 }), stored)).toEqual({
      ok: true,
    });
    expect(checkSyllabusChoice(stored, undefined, stored)).toEqual({ ok: true });
    expect(checkSyllabusChoice(stored, syllabus(), stored)).toEqual({ ok: true });
    // A new stage is checked even when the syllabus stays.
    expect(checkSyllabusChoice(fields('s-ac9', 'Stage 5'), syllabus(), stored)).toMatchObject({
      ok: false,
      field: 'syllabus_stage',
    });
  });
});
