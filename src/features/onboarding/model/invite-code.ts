/** Schools' invite codes: 8 capitals and digits without look-alikes (no I, O, 0, 1), per the schema. */
const INVITE_CODE_SHAPE = /^[A-HJ-NP-Z2-9]{8}$/;

export const INVITE_CODE_FORMAT_MESSAGE =
  'Invite codes are 8 letters and digits, like DEMSCHL7. Or paste the invitation link.';

/** Codes are read out and typed in any case, sometimes grouped ("DEMS-CHL7"). */
export const normalizeInviteCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const isInviteCode = (input: string) => INVITE_CODE_SHAPE.test(normalizeInviteCode(input));
