import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  healthyWithin,
  rawRequest,
  serviceClient,
  signedUpUser,
} from './support/abuse-stack';

/**
 * Issue 12 items 4, 7 and 8 against the running stack (sign-up confirms by mail there, as
 * `npm start` does). Every request comes from 127.0.0.1, one address like a school's NAT: this file
 * spends 30 failures of that address's budget (100 per 15 minutes), leaving the rest to the files
 * after it, and locks only accounts it made itself.
 */
const freshAddress = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@abuse.test`;

const signIn = (email: string, password: string) =>
  anonClient().auth.signInWithPassword({ email, password });

async function mailKinds(to: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('mailbox')
    .select('kind')
    .eq('to_email', to)
    .order('created_at');
  expect(error).toBeNull();
  return (data as { kind: string }[]).map((m) => m.kind);
}

/** auth.users.email as the server reads it now (GET /auth/v1/user), not the token's claim. */
async function storedEmail(accessToken: string): Promise<string> {
  const response = await rawRequest('/auth/v1/user', { token: accessToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }).email;
}

describe('item 7: a school behind one address', () => {
  it('signs its teachers in after 30 failed sign-ins from the address', async () => {
    const teachers = [await signedUpUser('teacher'), await signedUpUser('teacher')];
    for (let i = 0; i < 30; i++) {
      const { error } = await signIn(freshAddress('pupil'), 'mistyped password');
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    for (const teacher of teachers) {
      const { data, error } = await signIn(teacher.email, teacher.password);
      expect(error).toBeNull();
      expect(data.session?.user.id).toBe(teacher.id);
    }
    await healthyWithin(5000);
  });

  it('locks only the account that keeps failing, and only from this address', async () => {
    const mistyper = await signedUpUser('mistyper');
    const colleague = await signedUpUser('colleague');
    for (let i = 0; i < 5; i++) {
      expect((await signIn(mistyper.email, 'wrong password!')).error?.code).toBe(
        'invalid_credentials',
      );
    }
    const locked = await signIn(mistyper.email, mistyper.password);
    expect(locked.error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    expect(locked.error!.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await signIn(colleague.email, colleague.password)).error).toBeNull();
  });
});

describe('item 8: passwords', () => {
  it.each([
    ['password', 'pwned', 'This password is one of the most common ones and is easy to guess'],
    ['        ', 'characters', 'Password cannot be only spaces'],
  ])('refuses %j at sign-up, naming what is wrong', async (password, reason, message) => {
    const email = freshAddress('weak');
    const { data, error } = await anonClient().auth.signUp({ email, password });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: [reason],
    });
    expect(error!.message).toContain(message);
    expect(await mailKinds(email)).toEqual([]);
  });

  it('asks for the current password before setting a new one', async () => {
    const user = await signedUpUser('changer');
    const bare = await user.client.auth.updateUser({ password: 'a new long password' });
    expect(bare.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const wrong = await user.client.auth.updateUser({
      password: 'a new long password',
      current_password: 'not the password',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'reauthentication_not_valid',
      message: 'Current password is incorrect',
    });
    const weak = await user.client.auth.updateUser({
      password: 'password',
      current_password: user.password,
    });
    expect(weak.error).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
    const right = await user.client.auth.updateUser({
      password: 'a new long password',
      current_password: user.password,
    });
    expect(right.error).toBeNull();
    expect((await signIn(user.email, 'a new long password')).error).toBeNull();
  });
});

describe('item 8: sign-up and email change tell no one who has an account', () => {
  /** The body's shape: field names and value types, with ids, addresses and times blanked. */
  const shape = (body: unknown) =>
    JSON.stringify(body, (key, value: unknown) =>
      ['id', 'identity_id', 'user_id', 'sub', 'email', 'new_email'].includes(key) ||
      (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
        ? typeof value
        : value,
    );

  it('answers a sign-up of a taken address like a new one, and mails the owner', async () => {
    const owner = await signedUpUser('owner');
    const signUp = (email: string) =>
      rawRequest('/auth/v1/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'someone elses password' }),
      });
    const taken = await signUp(owner.email);
    const fresh = await signUp(freshAddress('fresh'));
    expect([taken.status, fresh.status]).toEqual([200, 200]);
    const [takenBody, freshBody] = [await taken.json(), await fresh.json()];
    expect(takenBody).not.toHaveProperty('access_token');
    expect(shape(takenBody)).toBe(shape(freshBody));
    expect(await mailKinds(owner.email)).toEqual([
      'signup_confirmation',
      'signup_existing_account',
    ]);
    // The owner's account and password are as they were.
    expect((await signIn(owner.email, owner.password)).error).toBeNull();
  });

  it('answers an email change to a taken address like one to a free address', async () => {
    const mover = await signedUpUser('mover');
    const other = await signedUpUser('other');
    const change = (email: string) =>
      rawRequest('/auth/v1/user', {
        method: 'PUT',
        token: mover.accessToken,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const toTaken = await change(other.email);
    const toFree = await change(freshAddress('free'));
    expect([toTaken.status, toFree.status]).toEqual([200, 200]);
    const [takenBody, freeBody] = [await toTaken.json(), await toFree.json()];
    expect(shape(takenBody)).toBe(shape(freeBody));
    expect(takenBody).toMatchObject({ email: mover.email, new_email: other.email });
    expect(await storedEmail(mover.accessToken)).toBe(mover.email);
  });
});

describe('item 4: an invitation cannot be claimed by changing the email', () => {
  it('keeps the email until the new address confirms, so accept_invitation still refuses', async () => {
    const owner = await signedUpUser('inviter');
    const intruder = await signedUpUser('intruder');
    const invited = freshAddress('invited');
    const school = await owner.client
      .rpc('create_school', { name: `Item 4 School ${randomUUID().slice(0, 4)}` })
      .single<{ id: string }>();
    expect(school.error).toBeNull();
    const sent = await owner.client.rpc('create_invitation', {
      school_id: school.data!.id,
      email: invited,
      role: 'TEACHER',
    });
    expect(sent.error).toBeNull();
    const { token } = sent.data as { token: string };

    const first = await intruder.client.rpc('accept_invitation', { token });
    expect(first.error).toMatchObject({ hint: 'INVITATION_WRONG_EMAIL' });
    const claimed = await rawRequest('/auth/v1/user', {
      method: 'PUT',
      token: intruder.accessToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: invited }),
    });
    // Accepted as a request: a link goes to the invited address, which the intruder cannot read.
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({ email: intruder.email, new_email: invited });
    expect(await storedEmail(intruder.accessToken)).toBe(intruder.email);
    expect(await mailKinds(invited)).toEqual(['invitation', 'email_change']);
    expect(await mailKinds(intruder.email)).toContain('email_change_notice');

    // A refreshed token carries the unchanged address too.
    const refreshed = await intruder.client.auth.refreshSession();
    expect(refreshed.data.user?.email).toBe(intruder.email);
    const second = await intruder.client.rpc('accept_invitation', { token });
    expect(second.error).toMatchObject({ hint: 'INVITATION_WRONG_EMAIL' });
    await healthyWithin(5000);
  });
});
