import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { anonClient, serviceClient, type SignedUp } from './abuse-stack';

/**
 * People and schools for the membership attacks (issue 12 items 3, 4, 6), made through the API as
 * the app makes them: sign-up, create_school, create_invitation + accept_invitation.
 */

/**
 * A signed-in account with a confirmed address. When sign-up mails a confirmation instead of
 * opening a session (the stack's default), the code is read from the local mailbox (service role:
 * set-up, not attack) and given to /auth/v1/verify, as following the mailed link does.
 */
export async function confirmedUser(prefix: string): Promise<SignedUp> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@abuse.test`;
  const password = `Correct-horse-${randomUUID()}`;
  const client = anonClient();
  const signUp = await client.auth.signUp({ email, password });
  expect(signUp.error).toBeNull();
  let session = signUp.data.session;
  if (!session) {
    const mail = await serviceClient()
      .from('mailbox')
      .select('body')
      .eq('to_email', email)
      .order('created_at', { ascending: false })
      .limit(1)
      .single<{ body: string }>();
    expect(mail.error).toBeNull();
    // The code stands alone on its line (supabase/local/auth/mail.ts).
    const code = mail
      .data!.body.split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[\w-]{20,}$/.test(line))
      .pop();
    if (!code) throw new Error(`no confirmation code in the mail to ${email}`);
    const verified = await client.auth.verifyOtp({ type: 'email', token_hash: code });
    expect(verified.error).toBeNull();
    session = verified.data.session;
  }
  if (!session) throw new Error(`no session for ${email}`);
  return { id: session.user.id, email, password, accessToken: session.access_token, client };
}

export async function schoolOwnedBy(owner: SignedUp, name: string): Promise<string> {
  const { data, error } = await owner.client
    .rpc('create_school', { name })
    .single<{ id: string }>();
  expect(error).toBeNull();
  return data!.id;
}

export async function inviteCodeOf(member: SupabaseClient, schoolId: string): Promise<string> {
  const { data, error } = await member
    .from('schools')
    .select('invite_code')
    .eq('id', schoolId)
    .single<{ invite_code: string }>();
  expect(error).toBeNull();
  return data!.invite_code;
}

/** The manager invites, the addressee accepts: a membership by consent. */
export async function invitedMember(
  manager: SignedUp,
  schoolId: string,
  person: SignedUp,
  role: 'ADMIN' | 'TEACHER' | 'VIEWER',
): Promise<void> {
  const sent = await manager.client.rpc('create_invitation', {
    school_id: schoolId,
    email: person.email,
    role,
  });
  expect(sent.error).toBeNull();
  const { token } = sent.data as { token: string };
  const accepted = await person.client.rpc('accept_invitation', { token });
  expect(accepted.error).toBeNull();
}

export async function membershipIdOf(
  manager: SignedUp,
  schoolId: string,
  userId: string,
): Promise<string> {
  const { data, error } = await manager.client.rpc('school_members', { school_id: schoolId });
  expect(error).toBeNull();
  const row = (data as { user_id: string; membership_id: string }[]).find(
    (m) => m.user_id === userId,
  );
  if (!row) throw new Error(`${userId} is not listed in ${schoolId}`);
  return row.membership_id;
}
