/**
 * The characters of schools' invite codes: capitals and digits without the look-alikes 0, O, 1
 * and I (`private.new_invite_code` in the core schema migration, whose check is the same).
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
const INVITE_CODE_SHAPE = /^[A-HJ-NP-Z2-9]{8}$/;

/** The rule in words, naming the characters (a teacher cannot guess which ones are left out). */
export const INVITE_CODE_RULE =
  'Invite codes are 8 letters and digits: A to Z except I and O, and 2 to 9, like DEMSCHL7.';

/** Codes are read out and typed in any case, sometimes grouped ("DEMS-CHL7"). */
export const normalizeInviteCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const isInviteCode = (input: string) => INVITE_CODE_SHAPE.test(normalizeInviteCode(input));

/** "“O”", "“O” and “1”", "“O”, “1” and “#”". */
function quotedList(characters: readonly string[]): string {
  const quoted = characters.map((character) => `“${character}”`);
  const [last = ''] = quoted.splice(-1);
  return quoted.length === 0 ? last : `${quoted.join(', ')} and ${last}`;
}

/**
 * Why `input` is not an invite code: the rule, then what is wrong with this one ("WRONG123":
 * "“O” and “1” are never in a code."), then the other way in.
 */
export function inviteCodeMessage(input: string): string {
  const code = normalizeInviteCode(input);
  const strangers = [...new Set(code)].filter(
    (character) => !INVITE_CODE_ALPHABET.includes(character),
  );
  const sentences = [INVITE_CODE_RULE];
  if (strangers.length > 0) {
    sentences.push(
      `${quotedList(strangers)} ${strangers.length === 1 ? 'is' : 'are'} never in a code.`,
    );
  } else if (code.length !== INVITE_CODE_LENGTH) {
    sentences.push(`This has ${code.length}.`);
  }
  sentences.push('Or paste the invitation link.');
  return sentences.join(' ');
}
