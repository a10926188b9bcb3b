import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_RULE,
  inviteCodeMessage,
  isInviteCode,
  normalizeInviteCode,
} from './invite-code';

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

  it('accepts exactly the alphabet the server draws codes from', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
    for (const character of INVITE_CODE_ALPHABET) {
      expect(isInviteCode(character.repeat(8))).toBe(true);
    }
    for (const lookAlike of ['0', 'O', '1', 'I']) {
      expect(INVITE_CODE_ALPHABET).not.toContain(lookAlike);
      expect(isInviteCode(`DEMSCHL${lookAlike}`)).toBe(false);
    }
  });
});

describe('the message for what is not a code', () => {
  it('names the allowed characters', () => {
    expect(INVITE_CODE_RULE).toBe(
      'Invite codes are 8 letters and digits: A to Z except I and O, and 2 to 9, like DEMSCHL7.',
    );
  });

  it.each([
    ['WRONG123', '“O” and “1” are never in a code.'],
    ['wrong-123', '“O” and “1” are never in a code.'],
    ['DEMSCH#7', '“#” is never in a code.'],
    ['I0O1', '“I”, “0”, “O” and “1” are never in a code.'],
    ['DEMSCHL', 'This has 7.'],
    ['DEMS CHL7 X', 'This has 9.'],
  ])('%s: says what is wrong with it', (input, problem) => {
    expect(inviteCodeMessage(input)).toBe(
      `${INVITE_CODE_RULE} ${problem} Or paste the invitation link.`,
    );
  });
});
