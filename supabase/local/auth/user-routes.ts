import type { Hono } from 'hono';
import type { AuthDeps } from './auth-deps';
import { sendAuthError, type AuthError } from './auth-errors';
import { readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { currentUser } from './current-user';
import { revokeSessions } from './sessions';
import { toAuthUser, type UserRow } from './users';

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
    const updated = await updateUser(deps, current.user, current.sessionId, parsed.value, now);
    if (!updated.ok) return sendAuthError(c, updated.error);
    return c.json(toAuthUser(updated.user));
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

type UserChanges = { email?: string; password?: string; data?: Record<string, unknown> };

/**
 * Applies email, password and metadata changes at once. Email changes apply directly: with no mail
 * server there is no confirmation step (as with GoTrue's autoconfirm). A new password signs out
 * the user's other sessions (GoTrue does the same), since it is often changed after a leak.
 */
async function updateUser(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string | undefined,
  changes: UserChanges,
  now: Date,
): Promise<{ ok: true; user: UserRow } | { ok: false; error: AuthError }> {
  let passwordHash: string | null = null;
  if (changes.password !== undefined) {
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
  const metadata = changes.data && mergeMetadata(user.raw_user_meta_data ?? {}, changes.data);
  const email = changes.email !== undefined && changes.email !== user.email ? changes.email : null;

  try {
    const updated = await deps.sql.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `update auth.users set
           email = coalesce($2, email),
           encrypted_password = coalesce($3, encrypted_password),
           raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
           updated_at = $5
         where id = $1
         returning id, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
           raw_app_meta_data, created_at, updated_at, last_sign_in_at, banned_until`,
        [user.id, email, passwordHash, metadata ?? null, now],
      );
      if (passwordHash !== null) {
        await revokeSessions(tx, { userId: user.id, except: sessionId }, 'password_change', now);
      }
      return rows[0]!;
    });
    return { ok: true, user: updated };
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    return {
      ok: false,
      error: {
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      },
    };
  }
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
