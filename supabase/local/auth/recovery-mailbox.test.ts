import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Sql } from '../db/sql-client';
import { createAuthApp } from './create-auth-app';
import { createAuthTestDb } from './auth-test-db';
import { startAuthServer, TEST_JWT_SECRET } from './auth-test-server';
import { firstLink, type MailboxEntry } from './mailbox-page';
import { recoveryLink } from './recovery';

/**
 * Forgot password end to end over HTTP with the real supabase-js: the mail lands in the mailbox
 * with a link to the app's reset page, the link's code opens a recovery session, and that session
 * sets the new password. The mailbox page serves what was "sent".
 */
const PASSWORD = 'correct horse battery';
const SITE = 'http://app.localhost:5999';

let sql: Sql;
let server: Awaited<ReturnType<typeof startAuthServer>>;

const client = (): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });

const mailboxFor = async (to: string): Promise<MailboxEntry[]> => {
  const response = await fetch(`${server.url}/auth/v1/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxEntry[];
};

let counter = 0;
async function account() {
  const email = `reset${++counter}@school.test`;
  const { error } = await client().auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return email;
}

beforeAll(async () => {
  sql = await createAuthTestDb({ withMailbox: true });
  server = await startAuthServer(
    sql,
    { passwordHashCost: 4, siteUrl: SITE, autoConfirm: true },
    { mailboxPage: true },
  );
});

afterAll(async () => {
  await server?.close();
  await sql?.close();
});

describe('forgot password through the mailbox', () => {
  it('mails a link to the reset page that opens a recovery session and sets the password', async () => {
    const email = await account();
    const answer = await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(answer).toEqual({ data: {}, error: null });

    const [mail] = (await mailboxFor(email)).filter((m) => m.kind === 'recovery');
    expect(mail?.subject).toBe('Reset your password');
    const link = new URL(mail!.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({
      type: 'recovery',
      token_hash: link.searchParams.get('token_hash')!,
    });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'a brand new secret' })).error).toBeNull();
    const signIn = await client().auth.signInWithPassword({
      email,
      password: 'a brand new secret',
    });
    expect(signIn.error).toBeNull();
  });

  it('never sends the code to another origin: a foreign redirectTo falls back to the site', async () => {
    const email = await account();
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const [mail] = await mailboxFor(email).then((all) => all.filter((m) => m.kind === 'recovery'));
    expect(mail?.link).toMatch(new RegExp(`^${SITE}/reset-password\\?token_hash=`));
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const unknown = 'nobody-here@school.test';
    expect(await client().auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await mailboxFor(unknown)).toEqual([]);
  });

  it('refuses the fourth request for one address within the hour (429)', async () => {
    const email = await account();
    for (let i = 0; i < 3; i += 1) {
      expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const fourth = await client().auth.resetPasswordForEmail(email);
    expect(fourth.error).toMatchObject({ status: 429 });
  });

  it('shows the mails on an HTML page, links included and the text escaped', async () => {
    await sql.query(
      `insert into public.mailbox (to_email, subject, body, kind) values ($1, $2, $3, 'invitation')`,
      [
        'invitee@school.test',
        'You are invited to join <Hill> School',
        'Accept the invitation: /accept-invitation?token=abc_DEF-123\n',
      ],
    );
    const response = await fetch(`${server.url}/auth/v1/mailbox?to=invitee@school.test`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('You are invited to join &lt;Hill&gt; School');
    expect(html).toContain(`href="${SITE}/accept-invitation?token=abc_DEF-123"`);
  });
});

describe('who may read the mailbox', () => {
  it('is not there for a caller that is not this machine, nor without the option', async () => {
    // app.request has no socket: the caller is 'unknown', as a remote one would be.
    const withPage = createAuthApp({ sql, jwtSecret: TEST_JWT_SECRET, mailboxPage: true });
    expect((await withPage.request('/mailbox')).status).toBe(404);
    expect((await withPage.request('/mailbox.json')).status).toBe(404);
    const withoutPage = createAuthApp({ sql, jwtSecret: TEST_JWT_SECRET });
    // Without the option the route does not exist: the API-key check answers first.
    expect((await withoutPage.request('/mailbox')).status).toBe(401);
  });

  it('is off behind a proxy, where every caller would look local', async () => {
    const proxied = await startAuthServer(sql, { trustProxy: true }, { mailboxPage: true });
    try {
      expect((await fetch(`${proxied.url}/auth/v1/mailbox`)).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('firstLink', () => {
  it('takes absolute links as they are and resolves app paths against the site', () => {
    expect(firstLink('Open:\nhttps://x.test/a?b=1\n', SITE)).toBe('https://x.test/a?b=1');
    expect(firstLink('Accept: /accept-invitation?token=t1', SITE)).toBe(
      `${SITE}/accept-invitation?token=t1`,
    );
    expect(firstLink('No link here, only a/b?c', SITE)).toBeNull();
  });
});

describe('recoveryLink', () => {
  it('keeps a same-origin redirect with its path and drops any fragment', () => {
    expect(recoveryLink(SITE, `${SITE}/reset-password?from=menu#x`, 'T')).toBe(
      `${SITE}/reset-password?from=menu&token_hash=T&type=recovery`,
    );
    expect(recoveryLink(SITE, 'not a url', 'T')).toBe(
      `${SITE}/reset-password?token_hash=T&type=recovery`,
    );
    expect(recoveryLink(undefined, `${SITE}/reset-password`, 'T')).toBeUndefined();
  });
});
