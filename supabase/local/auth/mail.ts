import type { Sql } from '../db/sql-client';

export type MailKind =
  | 'recovery'
  | 'signup_confirmation'
  | 'signup_existing_account'
  | 'email_change'
  | 'email_change_notice'
  | 'email_change_existing_account';

/** `link` is what a person follows (also printed on the local stack's console). */
export type Mail = { to: string; subject: string; body: string; kind: MailKind; link?: string };

/** Called with every mail sent; the local stack prints the link so `npm start` needs no mailbox. */
export type MailObserver = (mail: Mail) => void;

/**
 * There is no mail server: mails land in public.mailbox, where developers read them. The table
 * belongs to the migrations; without it (an auth-only test database, an older schema) the mail is
 * skipped rather than failing a request whose answer must not depend on it.
 */
export async function deliverMail(sql: Sql, mail: Mail, now: Date): Promise<boolean> {
  const { rows } = await sql.query<{ present: boolean }>(
    `select to_regclass('public.mailbox') is not null as present`,
  );
  if (!rows[0]?.present) return false;
  await sql.query(
    `insert into public.mailbox (to_email, subject, body, kind, created_at)
     values ($1, $2, $3, $4, $5)`,
    [mail.to, mail.subject, mail.body, mail.kind, now],
  );
  return true;
}

/**
 * `<siteUrl>/auth/confirm?token_hash=…&type=…`: the app's confirm page hands both to supabase-js
 * `verifyOtp({ token_hash, type })`. Without a site URL (tests) the mail carries the code alone.
 */
export function confirmLink(siteUrl: string | undefined, token: string, type: string) {
  if (siteUrl === undefined) return undefined;
  const query = new URLSearchParams({ token_hash: token, type });
  return `${siteUrl.replace(/\/+$/, '')}/auth/confirm?${query.toString()}`;
}

const hours = (ttlS: number) => Math.round(ttlS / 3600);

/** The code stands alone on its line so tests and developers can pick it out. */
const codeLines = (token: string, link: string | undefined) =>
  link ? ['Open this link to confirm:', link, '', 'Or enter this code:', token] : ['Code:', token];

export function signUpConfirmationMail(
  to: string,
  token: string,
  link: string | undefined,
  ttlS: number,
): Mail {
  return {
    to,
    kind: 'signup_confirmation',
    subject: 'Confirm your email address',
    ...(link ? { link } : {}),
    body: [
      'Someone created a Lesson Planner account with this address. If it was you, confirm it',
      `within ${hours(ttlS)} hours; if not, ignore this mail and no account is made.`,
      '',
      ...codeLines(token, link),
    ].join('\n'),
  };
}

/** Sent instead of a confirmation when the address already has an account (no enumeration). */
export function signUpExistingAccountMail(to: string): Mail {
  return {
    to,
    kind: 'signup_existing_account',
    subject: 'You already have an account',
    body: [
      'Someone tried to create a Lesson Planner account with this address, which already has one.',
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
      'If it was not you, ignore this mail: nothing has changed.',
    ].join('\n'),
  };
}

export function emailChangeMail(
  to: string,
  token: string,
  link: string | undefined,
  ttlS: number,
): Mail {
  return {
    to,
    kind: 'email_change',
    subject: 'Confirm your new email address',
    ...(link ? { link } : {}),
    body: [
      'A Lesson Planner account asked to use this address from now on. If it was you, confirm it',
      `within ${hours(ttlS)} hours; until then the account keeps its old address.`,
      '',
      ...codeLines(token, link),
    ].join('\n'),
  };
}

/** To the current address: a stolen session cannot move the account away unnoticed. */
export function emailChangeNoticeMail(to: string, newEmail: string): Mail {
  return {
    to,
    kind: 'email_change_notice',
    subject: 'Your email address is being changed',
    body: [
      `Someone signed in to your Lesson Planner account asked to change its address to ${newEmail}.`,
      'It changes only once that address confirms. If it was not you, change your password now.',
    ].join('\n'),
  };
}

/** To an address that already has an account, instead of a link that could never work. */
export function emailChangeExistingAccountMail(to: string): Mail {
  return {
    to,
    kind: 'email_change_existing_account',
    subject: 'Someone tried to use your email address',
    body: [
      'Another Lesson Planner account asked to change its address to this one, which already',
      'belongs to your account. Nothing has changed; you need not do anything.',
    ].join('\n'),
  };
}
