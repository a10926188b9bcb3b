import type { Hono } from 'hono';
import type { AuthDeps } from './auth-deps';
import { RECOVERY_PASSWORD_GRACE_S } from './auth-config';
import { rateLimited, sendAuthError, type AuthError } from './auth-errors';
import { readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { currentUser } from './current-user';
import {
  confirmLink,
  emailChangeExistingAccountMail,
  emailChangeMail,
  emailChangeNoticeMail,
} from './mail';
import { cancelEmailChanges, issueEmailChange } from './mailed-confirmations';
import { revokeSessions, type SessionRow } from './sessions';
import { findUserByEmail, toAuthUser, type UserRow } from './users';

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

export function registerUserRoutes(app: Hono, deps: AuthDeps): void {
  app.get('/user', async (c) => {
    const current = await currentUser(c, deps, deps.now());
    if (!current.ok) return sendAuthError(c, current.error);
    return c.json(toAuthUser(current.user));
  });

  app.put('/user', async (c) => {
    const now = deps.now();
    const current = await currentUser(c, deps, now);
    if (!current.ok) return sendAuthError(c, current.error);
    const json = await readJsonObject(c);
    if (!json.ok) return sendAuthError(c, json.error);
    const parsed = parseBody('updateUser', json.body);
    if (!parsed.ok) return sendAuthError(c, parsed.error);
    const updated = await updateUser(deps, current, parsed.value, now);
    if (!updated.ok) return sendAuthError(c, updated.error);
    const user = toAuthUser(updated.user);
    if (updated.newEmail === undefined) return c.json(user);
    // GoTrue's pending-change fields; `email` is still the confirmed one.
    return c.json({
      ...user,
      new_email: updated.newEmail,
      email_change_sent_at: now.toISOString(),
    });
  });

  /** GoTrue's scopes: global (every session of the user), local (this one), others. 204. */
  app.post('/logout', async (c) => {
    const now = deps.now();
    const scope = c.req.query('scope') ?? 'global';
    if (!LOGOUT_SCOPES.includes(scope as (typeof LOGOUT_SCOPES)[number])) {
      return sendAuthError(c, {
        status: 400,
        code: 'validation_failed',
        message: `Unsupported logout scope '${scope}': use global, local or others`,
      });
    }
    const current = await currentUser(c, deps, now);
    if (!current.ok) return sendAuthError(c, current.error);
    const { user, sessionId } = current;
    if (scope === 'local' && sessionId) {
      await revokeSessions(deps.sql, { userId: user.id, only: sessionId }, 'logout', now);
    } else if (scope === 'others' && sessionId) {
      await revokeSessions(deps.sql, { userId: user.id, except: sessionId }, 'logout_others', now);
    } else {
      // global, or a token without a session: every session goes, as in GoTrue.
      await revokeSessions(deps.sql, { userId: user.id }, 'logout', now);
    }
    return c.body(null, 204);
  });
}

type UserChanges = {
  email?: string;
  password?: string;
  current_password?: string;
  data?: Record<string, unknown>;
};
type Updated = { ok: true; user: UserRow; newEmail?: string } | { ok: false; error: AuthError };

/**
 * Applies password and metadata changes at once; an email change only asks the new address to
 * confirm (emailChange). A new password needs the current one, and signs out the user's other
 * sessions (GoTrue does the same), since it is often changed after a leak.
 */
async function updateUser(
  deps: AuthDeps,
  current: { user: UserRow; sessionId: string | undefined; session: SessionRow | undefined },
  changes: UserChanges,
  now: Date,
): Promise<Updated> {
  const { user, sessionId } = current;
  let passwordHash: string | null = null;
  if (changes.password !== undefined) {
    const allowed = await mayChangePassword(deps, current, changes.current_password, now);
    if (!allowed.ok) return allowed;
    if (await deps.passwords.verify(changes.password, user.encrypted_password)) {
      return {
        ok: false,
        error: {
          status: 422,
          code: 'same_password',
          message: 'New password should be different from the old password.',
        },
      };
    }
    passwordHash = await deps.passwords.hash(changes.password);
  }
  const wantsNewEmail = changes.email !== undefined && changes.email !== user.email;
  if (wantsNewEmail) {
    const hit = await deps.limiter.hit(
      `email-change:user:${user.id}`,
      deps.config.rateLimits.emailChangePerUser,
      now,
    );
    if (!hit.ok) return { ok: false, error: rateLimited(hit.retryAfterS) };
  }
  const metadata = changes.data && mergeMetadata(user.raw_user_meta_data ?? {}, changes.data);

  const updated = await deps.sql.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
         updated_at = $4
       where id = $1
       returning id, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
         raw_app_meta_data, created_at, updated_at, last_sign_in_at, banned_until`,
      [user.id, passwordHash, metadata ?? null, now],
    );
    if (passwordHash !== null) {
      await revokeSessions(tx, { userId: user.id, except: sessionId }, 'password_change', now);
    }
    return rows[0]!;
  });
  if (!wantsNewEmail) {
    // Asking for the current address again withdraws a pending change, as in GoTrue.
    if (changes.email !== undefined) await cancelEmailChanges(deps.sql, user.id, now);
    return { ok: true, user: updated };
  }
  await requestEmailChange(deps, updated, changes.email!, now);
  return { ok: true, user: updated, newEmail: changes.email! };
}

/**
 * The email stays as it is until the new address confirms (verify-route.ts); until then an
 * invitation to that address cannot be accepted with it (issue 12 item 4). The answer is the same
 * whether or not the address has an account (issue 12 item 8): a free one gets the link, a taken
 * one a note that nothing changed, and the current address hears of the request either way.
 */
async function requestEmailChange(deps: AuthDeps, user: UserRow, newEmail: string, now: Date) {
  const owner = await findUserByEmail(deps.sql, newEmail);
  if (owner) {
    await cancelEmailChanges(deps.sql, user.id, now);
    await deps.sendMail(deps.sql, emailChangeExistingAccountMail(owner.email), now);
  } else {
    const ttlS = deps.config.confirmationTokenTtlS;
    const token = await issueEmailChange(deps.sql, user.id, newEmail, now, ttlS);
    const link = confirmLink(deps.config.siteUrl, token, 'email_change');
    await deps.sendMail(deps.sql, emailChangeMail(newEmail, token, link, ttlS), now);
  }
  await deps.sendMail(deps.sql, emailChangeNoticeMail(user.email, newEmail), now);
}

/**
 * A new password needs the current one (issue 12 item 8): a session left open on a shared
 * computer must not be enough to take the account. A session opened by a recovery code within
 * the last hour is exempt (the code proved the mailbox; the person forgot the password). Wrong
 * current passwords count per account, so a stolen session cannot guess its way through; nobody
 * else is affected.
 */
async function mayChangePassword(
  deps: AuthDeps,
  current: { user: UserRow; session: SessionRow | undefined },
  currentPassword: string | undefined,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: AuthError }> {
  const { session, user } = current;
  const recoveredAgoMs = session && now.getTime() - new Date(session.created_at).getTime();
  if (
    session?.authentication_method === 'recovery' &&
    recoveredAgoMs !== undefined &&
    recoveredAgoMs < RECOVERY_PASSWORD_GRACE_S * 1000
  ) {
    return { ok: true };
  }
  if (currentPassword === undefined || currentPassword === '') {
    return {
      ok: false,
      error: {
        status: 400,
        code: 'reauthentication_needed',
        message: 'Enter your current password to set a new one (current_password)',
      },
    };
  }
  const hit = await deps.limiter.hit(
    `password-change:user:${user.id}`,
    deps.config.rateLimits.passwordChangePerUser,
    now,
  );
  if (!hit.ok) return { ok: false, error: rateLimited(hit.retryAfterS) };
  if (!(await deps.passwords.verify(currentPassword, user.encrypted_password))) {
    return {
      ok: false,
      error: {
        status: 400,
        code: 'reauthentication_not_valid',
        message: 'Current password is incorrect',
      },
    };
  }
  await deps.limiter.refund(hit.hitId);
  return { ok: true };
}

/** GoTrue's rule: top-level keys are replaced, a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
