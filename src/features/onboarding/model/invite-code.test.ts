import { describe, expect, it } from 'vitest';
import { isInviteCode, normalizeInviteCode } from './invite-code';

describe('invite codes', () => {
  it.each([
    ['DEMSCHL7', true],
    ['demschl7', true],
    ['DEMS-CHL7', true],
    [' dems chl7 ', true],
    ['DEMSCHL', false],
    ['DEMSCHL70', false],
    ['DEMOSCH7', false], // O is never in a code: it reads as zero
    ['DEMSCH17', false],
  ])('%s → %s', (input, expected) => {
    expect(isInviteCode(input)).toBe(expected);
  });

  it('normalizes to the stored form', () => {
    expect(normalizeInviteCode(' dems-chl7 ')).toBe('DEMSCHL7');
  });
});
