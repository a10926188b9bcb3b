import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CLASS_COLOURS,
  CLASS_MESSAGES,
  CLASS_NAME_ORDER,
  classFormInput,
  classFormSchema,
  classSummary,
  newClassFormInput,
  isStrandedInSchool,
  newClassSchoolId,
  parseClassFields,
  programProgressText,
  type ClassFieldsInput,
  type ClassFormInput,
} from './class-rules';

const VALID_FORM: ClassFormInput = {
  name: '7 Maths A',
  subject: 'Mathematics',
  year: '7',
  syllabus_id: '',
  syllabus_stage: 'Stage 4',
  academic_year: '2026',
  room: 'M12',
  colour: '#2563eb',
  notes: 'Double on Thursdays',
};

const VALID_FIELDS: ClassFieldsInput = {
  name: '7 Maths A',
  subject: 'Mathematics',
  year: 7,
  syllabus_id: null,
  syllabus_stage: 'Stage 4',
  academic_year: '2026',
  room: 'M12',
  colour: '#2563eb',
  notes: null,
};

const SYLLABUS_ID = '5f0c7a52-1b2c-4d3e-8f4a-5b6c7d8e9f01';

/** Each field's messages, in the order the form reports them. */
function formMessages(input: Partial<ClassFormInput>): Record<string, string[]> {
  const parsed = v.safeParse(classFormSchema, { ...VALID_FORM, ...input });
  const messages: Record<string, string[]> = {};
  for (const issue of parsed.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}

const firstMessage = (input: Partial<ClassFormInput>) =>
  Object.fromEntries(Object.entries(formMessages(input)).map(([key, list]) => [key, list[0]]));

describe('classFormSchema', () => {
  it('turns the form into column values: trimmed, year a number, blanks null', () => {
    const parsed = v.parse(classFormSchema, {
      ...VALID_FORM,
      name: '  7 Maths A ',
      syllabus_stage: '   ',
      room: '',
      colour: '#2563EB',
      notes: '',
    });
    expect(parsed).toEqual({
      name: '7 Maths A',
      subject: 'Mathematics',
      year: 7,
      syllabus_id: null,
      syllabus_stage: null,
      academic_year: '2026',
      room: null,
      colour: '#2563eb',
      notes: null,
    });
  });

  it('requires a name, at most 200 characters counted as Postgres does', () => {
    expect(formMessages({ name: '   ' })).toEqual({ name: [CLASS_MESSAGES.nameRequired] });
    expect(formMessages({ name: 'x'.repeat(201) })).toEqual({ name: [CLASS_MESSAGES.nameTooLong] });
    // 200 emoji are 400 UTF-16 units but 200 characters for char_length.
    expect(formMessages({ name: '🍎'.repeat(200) })).toEqual({});
    expect(CLASS_MESSAGES.nameRequired).toBe('Enter a name for the class, e.g. 7 Maths A');
  });

  it('requires a subject of at most 100 characters', () => {
    expect(formMessages({ subject: '' })).toEqual({ subject: [CLASS_MESSAGES.subjectRequired] });
    expect(formMessages({ subject: 's'.repeat(101) })).toEqual({
      subject: [CLASS_MESSAGES.subjectTooLong],
    });
  });

  it('requires a year from 1 to 12', () => {
    expect(formMessages({ year: '' })).toEqual({ year: [CLASS_MESSAGES.yearRequired] });
    expect(firstMessage({ year: '13' })).toEqual({ year: CLASS_MESSAGES.yearRange });
    expect(firstMessage({ year: '0' })).toEqual({ year: CLASS_MESSAGES.yearRange });
    expect(firstMessage({ year: '7.5' })).toEqual({ year: CLASS_MESSAGES.yearRange });
    expect(formMessages({ year: '1' })).toEqual({});
    expect(formMessages({ year: '12' })).toEqual({});
  });

  it('takes the academic year as four digits from 2000 to 2100', () => {
    expect(formMessages({ academic_year: ' ' })).toEqual({
      academic_year: [CLASS_MESSAGES.academicYearRequired],
    });
    expect(formMessages({ academic_year: '26' })).toEqual({
      academic_year: [CLASS_MESSAGES.academicYearShape],
    });
    expect(formMessages({ academic_year: '2026-27' })).toEqual({
      academic_year: [CLASS_MESSAGES.academicYearShape],
    });
    expect(formMessages({ academic_year: '1999' })).toEqual({
      academic_year: [CLASS_MESSAGES.academicYearRange],
    });
    expect(formMessages({ academic_year: '2101' })).toEqual({
      academic_year: [CLASS_MESSAGES.academicYearRange],
    });
    expect(formMessages({ academic_year: '2100' })).toEqual({});
  });

  it('limits the optional texts', () => {
    expect(formMessages({ syllabus_stage: 's'.repeat(51) })).toEqual({
      syllabus_stage: [CLASS_MESSAGES.stageTooLong],
    });
    expect(formMessages({ room: 'r'.repeat(51) })).toEqual({ room: [CLASS_MESSAGES.roomTooLong] });
    expect(formMessages({ notes: 'n'.repeat(2001) })).toEqual({
      notes: [CLASS_MESSAGES.notesTooLong],
    });
    expect(formMessages({ notes: 'n'.repeat(2000) })).toEqual({});
  });

  it('takes a syllabus id or none', () => {
    expect(v.parse(classFormSchema, { ...VALID_FORM, syllabus_id: SYLLABUS_ID }).syllabus_id).toBe(
      SYLLABUS_ID,
    );
    expect(formMessages({ syllabus_id: 'maths' })).toEqual({
      syllabus_id: [CLASS_MESSAGES.syllabusInvalid],
    });
    expect(parseClassFields({ ...VALID_FIELDS, syllabus_id: 'maths' })).toMatchObject({
      ok: false,
      field: 'syllabus_id',
    });
  });

  it('takes a hex colour only (the column holds at most 32 characters)', () => {
    expect(formMessages({ colour: '' })).toEqual({ colour: [CLASS_MESSAGES.colourInvalid] });
    expect(formMessages({ colour: 'blue' })).toEqual({ colour: [CLASS_MESSAGES.colourInvalid] });
    expect(formMessages({ colour: `#${'0'.repeat(40)}` })).toEqual({
      colour: [CLASS_MESSAGES.colourInvalid],
    });
  });

  it('reports every broken field at once', () => {
    expect(Object.keys(formMessages({ name: '', subject: '', year: '' })).sort()).toEqual([
      'name',
      'subject',
      'year',
    ]);
  });
});

describe('parseClassFields (the commands’ check)', () => {
  it('accepts column values and normalises them', () => {
    expect(parseClassFields({ ...VALID_FIELDS, room: '  ', colour: '#16A34A' })).toEqual({
      ok: true,
      fields: { ...VALID_FIELDS, room: null, colour: '#16a34a' },
    });
  });

  it('names the first field it refuses, with its message', () => {
    expect(parseClassFields({ ...VALID_FIELDS, year: 13 })).toEqual({
      ok: false,
      field: 'year',
      message: CLASS_MESSAGES.yearRange,
    });
    expect(parseClassFields({ ...VALID_FIELDS, name: ' ' })).toEqual({
      ok: false,
      field: 'name',
      message: CLASS_MESSAGES.nameRequired,
    });
  });
});

describe('form values', () => {
  it('starts a new class with the first swatch and this calendar year', () => {
    expect(newClassFormInput(new Date(2027, 0, 15))).toMatchObject({
      name: '',
      year: '',
      academic_year: '2027',
      colour: CLASS_COLOURS[0].hex,
    });
  });

  it('opens a stored class with nulls as blanks and keeps a hex colour outside the palette', () => {
    const row = { ...VALID_FIELDS, subject: null, year: null, colour: '#123456', notes: 'n' };
    expect(classFormInput(row)).toEqual({
      ...VALID_FORM,
      subject: '',
      year: '',
      colour: '#123456',
      notes: 'n',
    });
    expect(classFormInput({ ...row, colour: 'blue' }).colour).toBe(CLASS_COLOURS[0].hex);
    expect(classFormInput({ ...row, colour: null }).colour).toBe(CLASS_COLOURS[0].hex);
  });
});

describe('class text', () => {
  it('summarises the set fields', () => {
    expect(classSummary({ ...VALID_FIELDS, year: 7, notes: null })).toBe(
      'Year 7 · Mathematics · Stage 4 · 2026 · Room M12',
    );
    expect(
      classSummary({
        ...VALID_FIELDS,
        year: null,
        syllabus_stage: null,
        room: null,
        academic_year: null,
      }),
    ).toBe('Mathematics');
  });

  it('sorts names as people read them', () => {
    expect(['10 Maths', '7 Maths B', '7 maths a'].sort(CLASS_NAME_ORDER.compare)).toEqual([
      '7 maths a',
      '7 Maths B',
      '10 Maths',
    ]);
  });
});

describe('newClassSchoolId', () => {
  it('ties a class to the current school unless the user only views it', () => {
    expect(newClassSchoolId({ schoolId: 's1', role: 'TEACHER' })).toBe('s1');
    expect(newClassSchoolId({ schoolId: 's1', role: 'OWNER' })).toBe('s1');
    expect(newClassSchoolId({ schoolId: 's1', role: 'VIEWER' })).toBeNull();
    expect(newClassSchoolId({ schoolId: null, role: null })).toBeNull();
  });
});

describe('isStrandedInSchool', () => {
  it.each([
    { classSchool: null, writable: null, stranded: false },
    { classSchool: null, writable: 's1', stranded: false },
    { classSchool: 's1', writable: 's1', stranded: false },
    { classSchool: 's1', writable: null, stranded: true },
    { classSchool: 's1', writable: 's2', stranded: true },
  ])(
    'class in $classSchool, writing in $writable → $stranded',
    ({ classSchool, writable, stranded }) => {
      expect(isStrandedInSchool(classSchool, writable)).toBe(stranded);
    },
  );
});

describe('programProgressText', () => {
  it('says what was taught of how many items, and what is planned when anything is', () => {
    expect(programProgressText({ taught: 0, planned: 0, items: 1 })).toBe('0 of 1 item taught');
    expect(programProgressText({ taught: 3, planned: 2, items: 10 })).toBe(
      '3 of 10 items taught, 2 planned',
    );
  });
});
