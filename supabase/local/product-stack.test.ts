import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN_MESSAGE } from '../functions/submit-feedback/handler';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_INVITE_CODE, DEMO_SCHOOL_NAME } from '../seed/demo-accounts';
import { productStackHooks } from './product-stack';
import { startStack, type Stack } from './stack';

let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-stack-'));
  stack = await startStack({
    port: 0,
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    log: () => undefined,
    // Sign-ups here get a session at once; the mailed confirmation is tested in supabase/local/auth
    // and tests/abuse/auth.test.ts.
    ...productStackHooks({ AUTH_AUTOCONFIRM: 'true' }),
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function client(): SupabaseClient {
  return createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return supabase;
}

const feedback = {
  conversation: [
    { role: 'user', content: 'Bump does not skip the closure', timestamp: '2026-11-22T05:00:00Z' },
  ],
  metadata: { category: 'bug', severity: 'medium', attachments: [] },
  context: '/planner',
};

describe('npm start stack', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a]))(
    'demo account %s signs in and sees its profile',
    async (_email, account) => {
      const supabase = await signedIn(account.email, account.password);
      const { data: user } = await supabase.auth.getUser();
      // Colleagues' profiles are visible too (same school; all of them for the developer).
      const { data, error } = await supabase
        .from('profiles')
        .select('full_name, is_developer, is_solo_user')
        .eq('user_id', user.user!.id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        full_name: account.fullName,
        is_developer: account.isDeveloper,
        is_solo_user: account.isSolo,
      });
    },
  );

  it('the demo teacher reads only their own lessons, through RLS', async () => {
    const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'TEACHER')!;
    const supabase = await signedIn(teacher.email, teacher.password);
    const { data: user } = await supabase.auth.getUser();
    const { data, error } = await supabase.from('lessons').select('owner_id').limit(1000);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((l) => l.owner_id))).toEqual(new Set([user.user!.id]));
  });

  it('.single() on a missing profile answers PGRST116', async () => {
    const supabase = client();
    const { data, error } = await supabase.auth.signUp({
      email: 'new-teacher@example.com',
      password: 'a-long-password',
    });
    expect(error).toBeNull();
    const profile = await supabase
      .from('profiles')
      .select('*')
      .eq('user_id', data.user!.id)
      .single();
    expect(profile.error?.code).toBe('PGRST116');
  });

  it('accounts through PostgREST: join by the demo code, member list, invitation preview signed out', async () => {
    const signUp = client();
    const joined = await signUp.auth.signUp({
      email: 'joiner@example.com',
      password: 'a-long-password',
    });
    expect(joined.error).toBeNull();
    const membership = await signUp
      .rpc('join_school', { invite_code: DEMO_SCHOOL_INVITE_CODE.toLowerCase() })
      .single<{ school_id: string; role: string }>();
    expect(membership.error).toBeNull();
    expect(membership.data!.role).toBe('TEACHER');
    const schoolId = membership.data!.school_id;

    const owner = DEMO_ACCOUNTS.find((a) => a.role === 'OWNER')!;
    const manager = await signedIn(owner.email, owner.password);
    const members = await manager.rpc('school_members', { school_id: schoolId });
    expect(members.error).toBeNull();
    expect((members.data as { email: string; role: string }[]).map((m) => m.role)).toEqual([
      'OWNER',
      'ADMIN',
      'TEACHER',
      'TEACHER',
      'VIEWER',
    ]);

    const invitation = await manager.rpc('create_invitation', {
      school_id: schoolId,
      email: 'invitee@example.com',
      role: 'VIEWER',
    });
    expect(invitation.error).toBeNull();
    const { token } = invitation.data as { token: string };
    const pending = await manager.rpc('school_invitations', { school_id: schoolId });
    expect(pending.data).toEqual([
      expect.objectContaining({
        email: 'invitee@example.com',
        role: 'VIEWER',
        invited_by_email: owner.email,
      }),
    ]);
    const preview = await client().rpc('invitation_preview', { token });
    expect(preview.error).toBeNull();
    expect(preview.data).toMatchObject({
      status: 'pending',
      school_name: DEMO_SCHOOL_NAME,
      email: 'invitee@example.com',
      role: 'VIEWER',
    });
    expect((await client().rpc('invitation_preview', { token: 'nope' })).data).toEqual({
      status: 'unknown',
      school_name: null,
      email: null,
      role: null,
      expires_at: null,
    });

    // A teacher is refused with the stable hint, as HTTP 403.
    const refused = await signUp.rpc('school_members', { school_id: schoolId });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501', hint: 'NOT_SCHOOL_MANAGER' });
    // …and anon may not call it at all.
    expect((await client().rpc('school_members', { school_id: schoolId })).error).not.toBeNull();
  });

  it('submit-feedback: 401 signed out, 400 naming the field, then stored with an id', async () => {
    const anonymous = await client().functions.invoke('submit-feedback', { body: feedback });
    expect(anonymous.response?.status).toBe(401);
    expect(await anonymous.response!.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });

    const teacher = DEMO_ACCOUNTS.find((a) => a.role === 'TEACHER')!;
    const supabase = await signedIn(teacher.email, teacher.password);
    const bad = await supabase.functions.invoke('submit-feedback', {
      body: { ...feedback, metadata: { category: 'bug' } },
    });
    expect(bad.response?.status).toBe(400);
    expect(await bad.response!.json()).toEqual({ message: 'metadata.severity is required' });

    const ok = await supabase.functions.invoke('submit-feedback', { body: feedback });
    expect(ok.error).toBeNull();
    const id = (ok.data as { id: string }).id;
    const stored = await supabase
      .from('feedback_reports')
      .select('id, context, metadata')
      .eq('id', id)
      .single();
    expect(stored.data).toEqual({ id, context: '/planner', metadata: { ...feedback.metadata } });
  });
});
