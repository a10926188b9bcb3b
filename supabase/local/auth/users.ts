import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/sql-client';

/** The auth.users columns the bootstrap provides (a subset of hosted Supabase's). */
export type UserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_user_meta_data: Record<string, unknown> | null;
  raw_app_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
};

/** The user object GoTrue returns (supabase-js `User`). */
export type AuthUser = ReturnType<typeof toAuthUser>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : undefined);

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export function toAuthUser(row: UserRow) {
  const confirmedAt = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: { ...EMAIL_APP_METADATA, ...row.raw_app_meta_data },
    user_metadata: row.raw_user_meta_data ?? {},
    // App code often tells "new account" from "already registered" by identities.length.
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { sub: row.id, email: row.email, email_verified: confirmedAt !== undefined },
        provider: 'email',
        email: row.email,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        last_sign_in_at: iso(row.last_sign_in_at),
      },
    ],
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    is_anonymous: false,
  };
}

const COLUMNS = `id, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
  raw_app_meta_data, created_at, updated_at, last_sign_in_at, banned_until`;

/** Emails are stored trimmed and lower-cased, as GoTrue does, so the unique index means one person. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${COLUMNS} from auth.users where email = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0];
}

export async function findUserById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const { rows } = await sql.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return rows[0];
}

export type NewUser = {
  email: string;
  passwordHash: string;
  userMetadata?: Record<string, unknown>;
  now: Date;
  id?: string;
};

/**
 * Inserts a confirmed email/password user (there is no mail server to confirm with). Exported for
 * the seed so demo accounts are made exactly like signed-up ones. Returns undefined when the email
 * is taken (including by a concurrent sign-up: the unique index decides).
 */
export async function insertUser(sql: Sql, user: NewUser): Promise<UserRow | undefined> {
  try {
    const { rows } = await sql.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at,
         raw_user_meta_data, raw_app_meta_data, created_at, updated_at, last_sign_in_at)
       values ($1, $2, $3, $4, $5, $6, $4, $4, $4)
       returning ${COLUMNS}`,
      [
        user.id ?? randomUUID(),
        normalizeEmail(user.email),
        user.passwordHash,
        user.now,
        user.userMetadata ?? {},
        EMAIL_APP_METADATA,
      ],
    );
    return rows[0];
  } catch (error) {
    const pgError = error as { code?: string; table?: string };
    // Only the email index of auth.users; a unique violation in a trigger (profiles) is a bug.
    if (pgError.code === '23505' && (pgError.table ?? 'users') === 'users') return undefined;
    throw error;
  }
}

export const isBanned = (row: UserRow, now: Date) =>
  row.banned_until !== null && new Date(row.banned_until).getTime() > now.getTime();

/**
 * The answer to a sign-up awaiting confirmation: the user the link will create, not yet confirmed,
 * no session. A sign-up of an address that already has an account gets the same shape with a
 * random id, so the two cannot be told apart (hosted GoTrue's "obfuscated user", except that ours
 * also keeps the identity, whose absence gives hosted's away).
 */
export function pendingUserJson(input: {
  id: string;
  email: string;
  userMetadata: Record<string, unknown>;
  now: Date;
}) {
  const user = toAuthUser({
    id: input.id,
    email: normalizeEmail(input.email),
    encrypted_password: null,
    email_confirmed_at: null,
    raw_user_meta_data: input.userMetadata,
    raw_app_meta_data: null,
    created_at: input.now,
    updated_at: input.now,
    last_sign_in_at: null,
    banned_until: null,
  });
  return { ...user, confirmation_sent_at: input.now.toISOString() };
}
