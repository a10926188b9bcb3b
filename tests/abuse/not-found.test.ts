import { describe, expect, it } from 'vitest';
import { normalizeError } from '@/shared/lib/errors';
import { healthyWithin, rawRequest } from './support/abuse-stack';
import { confirmedUser, schoolOwnedBy } from './support/memberships';

/**
 * Issue 12 item 9: "not found" came back as HTTP 500, which the app treated as critical and
 * retryable. Every not-found case of our RPCs must answer 404 with spec §8's NOT_FOUND message
 * and a hint the pages switch on, and the app must read it as NOT_FOUND, medium, not retried.
 */
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000009ff';

async function rpc(token: string, name: string, args: Record<string, unknown>) {
  const response = await rawRequest(`/rest/v1/rpc/${name}`, {
    token,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('not found is 404 (issue 12 item 9)', () => {
  it('answers each not-found case 404 with the catalogue message and its hint', async () => {
    const user = await confirmedUser('lost');
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'join_school',
        { invite_code: 'zzzz-9999' },
        'INVITE_CODE_UNKNOWN',
        "School with invite code 'ZZZZ9999' not found",
      ],
      [
        'accept_invitation',
        { token: 'no-such-token' },
        'INVITATION_NOT_FOUND',
        'Invitation with this link not found',
      ],
      [
        'leave_school',
        { school_id: UNKNOWN_ID },
        'NOT_MEMBER',
        `Membership of school with ID '${UNKNOWN_ID}' not found`,
      ],
      [
        'revoke_invitation',
        { invitation_id: UNKNOWN_ID },
        'INVITATION_NOT_FOUND',
        `Invitation with ID '${UNKNOWN_ID}' not found`,
      ],
      [
        'set_member_role',
        { membership_id: UNKNOWN_ID, role: 'VIEWER' },
        'MEMBERSHIP_NOT_FOUND',
        `Membership with ID '${UNKNOWN_ID}' not found`,
      ],
      [
        'remove_member',
        { membership_id: UNKNOWN_ID },
        'MEMBERSHIP_NOT_FOUND',
        `Membership with ID '${UNKNOWN_ID}' not found`,
      ],
    ];
    for (const [name, args, hint, message] of cases) {
      expect(await rpc(user.accessToken, name, args), name).toEqual({
        status: 404,
        body: { code: 'P0002', message, details: null, hint },
      });
    }
    await healthyWithin(5000);
  });

  it('a long code is not echoed back whole', async () => {
    const user = await confirmedUser('long');
    const answer = await rpc(user.accessToken, 'join_school', { invite_code: 'Q'.repeat(5000) });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(`School with invite code '${'Q'.repeat(32)}…' not found`);
  });

  it('the app reads it as NOT_FOUND: medium severity, not retried, the server’s sentence kept', async () => {
    const owner = await confirmedUser('app');
    await schoolOwnedBy(owner, 'Found School');
    const { error, status } = await owner.client.rpc('join_school', { invite_code: 'ZZZZ9999' });
    expect(status).toBe(404);
    expect(normalizeError(error)).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      type: 'client',
      severity: 'medium',
      retryable: false,
      hint: 'INVITE_CODE_UNKNOWN',
      message: "School with invite code 'ZZZZ9999' not found",
    });
  });
});
