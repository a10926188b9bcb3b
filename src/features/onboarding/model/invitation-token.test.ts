import { describe, expect, it } from 'vitest';
import { invitationTokenIn } from './invitation-token';

const TOKEN = 'a'.repeat(20) + '-_' + 'B9'.repeat(10) + 'z';

describe('invitationTokenIn', () => {
  it.each([
    ['a full link', `https://planner.example/accept-invitation?token=${TOKEN}`, TOKEN],
    ['the path the mail shows', `/accept-invitation?token=${TOKEN}`, TOKEN],
    ['the bare token with spaces around', `  ${TOKEN} `, TOKEN],
    ['an invite code', 'DEMSCHL7', null],
    ['a link without a token', 'https://planner.example/accept-invitation', null],
    ['a token of the wrong length', `/accept-invitation?token=${TOKEN}x`, null],
  ])('%s', (_, input, expected) => {
    expect(TOKEN.length).toBe(43);
    expect(invitationTokenIn(input)).toBe(expected);
  });
});
