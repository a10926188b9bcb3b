import { describe, expect, it } from 'vitest';
import { classPrefill, NO_PREFILL } from './class-prefill-rules';
import { newClassFormInput } from './class-rules';

describe('classPrefill', () => {
  const teaches = (subjects: string[], yearLevels: number[]) => ({ subjects, yearLevels });

  it('starts the first class from the first subject and the lowest year chosen', () => {
    expect(classPrefill(teaches(['Science', 'Mathematics'], [9, 7, 8]), true)).toEqual({
      subject: 'Science',
      year: '7',
    });
  });

  it('prefills a later class only where there is one answer', () => {
    expect(classPrefill(teaches(['Science', 'Mathematics'], [9, 7]), false)).toEqual(NO_PREFILL);
    expect(classPrefill(teaches(['Science'], [9, 7]), false)).toEqual({
      subject: 'Science',
      year: '',
    });
    expect(classPrefill(teaches(['Science', 'Art'], [8]), false)).toEqual({
      subject: '',
      year: '8',
    });
  });

  it('leaves the fields blank with no answers or no profile on this device', () => {
    expect(classPrefill(teaches([], []), true)).toEqual(NO_PREFILL);
    expect(classPrefill(null, true)).toEqual(NO_PREFILL);
  });

  it('never offers what the class form would refuse', () => {
    expect(
      classPrefill(teaches(['  ', 'x'.repeat(101), ' Music '], [0, 13, 2.5, 11]), true),
    ).toEqual({
      subject: 'Music',
      year: '11',
    });
  });

  it('feeds the new-class form', () => {
    expect(
      newClassFormInput(new Date(2026, 10, 25), { subject: 'Science', year: '7' }),
    ).toMatchObject({
      name: '',
      subject: 'Science',
      year: '7',
      academic_year: '2026',
    });
  });
});
