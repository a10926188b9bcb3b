import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_RULE } from './invite-code';
import {
  JOIN_REQUIRED_MESSAGE,
  SCHOOL_NAME_REQUIRED_MESSAGE,
  TOO_MANY_SUBJECTS_MESSAGE,
  createSchoolSchema,
  joinSchoolSchema,
  mergeSubjects,
  teacherDetailsSchema,
} from './onboarding-schemas';

const messageOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.issues?.[0]?.message ?? null;

describe('joinSchoolSchema', () => {
  it.each([
    ['a code', 'DEMSCHL7', null],
    ['a lower-case grouped code', 'dems-chl7', null],
    ['an invitation link', `https://x.test/accept-invitation?token=${'a'.repeat(43)}`, null],
    ['nothing', '  ', JOIN_REQUIRED_MESSAGE],
    [
      'something else',
      'hello',
      `${INVITE_CODE_RULE} “O” is never in a code. Or paste the invitation link.`,
    ],
    [
      'a code with look-alikes',
      'WRONG123',
      `${INVITE_CODE_RULE} “O” and “1” are never in a code. Or paste the invitation link.`,
    ],
  ])('%s', (_, codeOrLink, message) => {
    expect(messageOf(v.safeParse(joinSchoolSchema, { codeOrLink }))).toBe(message);
  });
});

describe('createSchoolSchema', () => {
  it('needs a name', () => {
    expect(messageOf(v.safeParse(createSchoolSchema, { name: ' ' }))).toBe(
      SCHOOL_NAME_REQUIRED_MESSAGE,
    );
    expect(v.safeParse(createSchoolSchema, { name: ' Hill School ' })).toMatchObject({
      success: true,
      output: { name: 'Hill School' },
    });
  });
});

describe('teacher details', () => {
  it('limits subjects', () => {
    const subjects = Array.from({ length: 21 }, (_, i) => `Subject ${i}`);
    expect(
      messageOf(v.safeParse(teacherDetailsSchema, { fullName: 'A', subjects, yearLevels: [] })),
    ).toBe(TOO_MANY_SUBJECTS_MESSAGE);
  });

  it('rejects a year outside 1–12', () => {
    expect(
      v.safeParse(teacherDetailsSchema, { fullName: 'A', subjects: [], yearLevels: [13] }).success,
    ).toBe(false);
  });

  it('merges typed subjects with ticked ones without duplicates', () => {
    expect(mergeSubjects(['Science'], 'biology, science,\n Chemistry ,')).toEqual([
      'Science',
      'biology',
      'Chemistry',
    ]);
  });
});
