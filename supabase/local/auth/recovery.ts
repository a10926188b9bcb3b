import type { Sql } from '../db/sql-client';
import type { Mail } from './mail';
import { hashToken, newOpaqueToken } from './tokens';

/** Issues a recovery code for `userId`; earlier unused codes stop working (one live code). */
export async function issueRecoveryToken(
  sql: Sql,
  userId: string,
  now: Date,
  ttlS: number,
): Promise<string> {
  const token = newOpaqueToken();
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.one_time_tokens set used_at = $2
        where user_id = $1 and kind = 'recovery' and used_at is null`,
      [userId, now],
    );
    await tx.query(
      `insert into auth.one_time_tokens (token_hash, user_id, kind, created_at, expires_at)
       values ($1, $2, 'recovery', $3, $4)`,
      [hashToken(token), userId, now, new Date(now.getTime() + ttlS * 1000)],
    );
  });
  return token;
}

/** Spends a recovery code atomically (a second use finds it used); the user id, or undefined. */
export async function consumeRecoveryToken(
  sql: Sql,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await sql.query<{ user_id: string }>(
    `update auth.one_time_tokens set used_at = $2
      where token_hash = $1 and kind = 'recovery' and used_at is null and expires_at > $2
      returning user_id`,
    [hashToken(token), now],
  );
  return rows[0]?.user_id;
}

/** Where the app's reset page lives when the request named no (allowed) redirect. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The link a recovery mail carries: `<target>?token_hash=…&type=recovery`, the form hosted
 * Supabase's templates build with `{{ .RedirectTo }}` and `{{ .TokenHash }}`. The target is the
 * `redirect_to` supabase-js sends (`resetPasswordForEmail(email, { redirectTo })`) only when it is
 * on the site's own origin (GoTrue's allow-list, which defaults to SITE_URL); anything else falls
 * back to the site's reset page, so a mail can never carry a code to someone else's server.
 */
export function recoveryLink(
  siteUrl: string | undefined,
  redirectTo: string | undefined,
  token: string,
): string | undefined {
  if (siteUrl === undefined) return undefined;
  const site = new URL(siteUrl);
  let target = new URL(RESET_PASSWORD_PATH, site);
  if (redirectTo) {
    try {
      const asked = new URL(redirectTo);
      if (asked.origin === site.origin) target = asked;
    } catch {
      // Not a URL: the default target stands.
    }
  }
  target.hash = '';
  target.searchParams.set('token_hash', token);
  target.searchParams.set('type', 'recovery');
  return target.toString();
}

export function recoveryMail(
  to: string,
  token: string,
  link: string | undefined,
  ttlS: number,
): Mail {
  const minutes = Math.round(ttlS / 60);
  return {
    to,
    kind: 'recovery',
    subject: 'Reset your password',
    ...(link ? { link } : {}),
    body: [
      'Someone asked to reset the password of your Lesson Planner account. If it was not you,',
      'ignore this mail: your password stays as it is.',
      '',
      ...(link
        ? [`Open this link within ${minutes} minutes to choose a new password:`, link, '']
        : []),
      `Recovery code (valid for ${minutes} minutes):`,
      token,
    ].join('\n'),
  };
}
