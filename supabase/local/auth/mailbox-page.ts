import type { Context, Hono } from 'hono';
import type { AuthDeps } from './auth-deps';
import { clientIp } from './auth-request';

/** How many of the newest mails the page lists. */
const PAGE_SIZE = 50;

type MailboxRow = {
  id: string;
  created_at: Date;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
};

export type MailboxEntry = {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  body: string;
  kind: string;
  /** The first link in the body, made absolute against the site URL; null when it has none. */
  link: string | null;
};

/**
 * Links in mail bodies: absolute http(s) URLs (auth's mails) or app paths with a query (the
 * invitation RPC writes `/accept-invitation?token=…`, since SQL does not know the site's URL).
 */
const LINK_PATTERN = /https?:\/\/[^\s<>"]+|(?<![\w/])\/[a-z][\w/-]*\?[^\s<>"]+/i;

export function firstLink(body: string, siteUrl: string | undefined): string | null {
  const found = LINK_PATTERN.exec(body)?.[0];
  if (!found) return null;
  if (/^https?:/i.test(found)) return found;
  return siteUrl === undefined ? found : new URL(found, siteUrl).toString();
}

/**
 * Only this machine may read the mailbox: it holds live recovery and invitation links, so a local
 * stack reachable over the network must not hand them out. Behind a proxy every caller looks local,
 * so the page is off there altogether.
 */
const isLoopback = (c: Context, deps: AuthDeps) =>
  !deps.config.trustProxy &&
  ['127.0.0.1', '::1', 'localhost'].includes(clientIp(c, false).toLowerCase());

async function readMailbox(deps: AuthDeps, to: string | undefined): Promise<MailboxEntry[]> {
  const { rows } = await deps.sql.query<MailboxRow>(
    `select id, created_at, to_email, subject, body, kind from public.mailbox
      where $1::text is null or lower(to_email) = lower($1)
      order by created_at desc, id desc limit ${PAGE_SIZE}`,
    [to ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    link: firstLink(row.body, deps.config.siteUrl),
  }));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function mailboxHtml(entries: MailboxEntry[]): string {
  const items = entries.map(
    (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.kind)} · <time datetime="${mail.createdAt}">${escapeHtml(mail.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  ${mail.link ? `<p><a href="${escapeHtml(mail.link)}">Open the link</a></p>` : ''}
  <pre>${escapeHtml(mail.body)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<main>
<h1>Local mailbox</h1>
<p>Every mail the local stack "sent", newest first (the last ${PAGE_SIZE}). Development only: hosted
Supabase sends these through the project's mailer.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet. Ask for a password reset or send an invitation.</p>'}
</main>
</body></html>`;
}

/**
 * GET /mailbox (a page) and GET /mailbox.json?to=<address> (for tests and scripts): the local
 * stack's mailbox, public.mailbox. Registered only when the stack asks for it (`npm start`,
 * the e2e stack), answered only to this machine, and never part of a production build: the
 * app's `dist/` has no server, and hosted Supabase has no such route.
 */
export function registerMailboxPage(app: Hono, deps: AuthDeps): void {
  app.get('/mailbox', async (c) => {
    if (!isLoopback(c, deps)) return c.notFound();
    return c.html(mailboxHtml(await readMailbox(deps, c.req.query('to'))));
  });
  app.get('/mailbox.json', async (c) => {
    if (!isLoopback(c, deps)) return c.notFound();
    return c.json(await readMailbox(deps, c.req.query('to')));
  });
}
