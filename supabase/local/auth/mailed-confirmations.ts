import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/sql-client';
import { hashToken, newOpaqueToken } from './tokens';

/** A sign-up waiting for its address (auth.signup_confirmations): nothing in auth.users yet. */
export type PendingSignUp = {
  userId: string;
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
};

/**
 * Records a sign-up and returns the code to mail. The user id is chosen now so the answer to the
 * sign-up already names the account the link will create.
 */
export async function issueSignUpConfirmation(
  sql: Sql,
  input: Omit<PendingSignUp, 'userId'>,
  now: Date,
  ttlS: number,
): Promise<{ token: string; userId: string }> {
  const token = newOpaqueToken();
  const userId = randomUUID();
  await sql.query(
    `insert into auth.signup_confirmations
       (token_hash, user_id, email, encrypted_password, raw_user_meta_data, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      userId,
      input.email,
      input.passwordHash,
      input.userMetadata,
      now,
      new Date(now.getTime() + ttlS * 1000),
    ],
  );
  return { token, userId };
}

/**
 * Spends a sign-up code (a second use finds it used). Every other pending sign-up of the same
 * address dies with it: the address now has its account, and only this sign-up's password.
 */
export async function consumeSignUpConfirmation(
  tx: Sql,
  token: string,
  now: Date,
): Promise<PendingSignUp | undefined> {
  const { rows } = await tx.query<{
    user_id: string;
    email: string;
    encrypted_password: string;
    raw_user_meta_data: Record<string, unknown>;
  }>(
    `update auth.signup_confirmations set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id, email, encrypted_password, raw_user_meta_data`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return undefined;
  await tx.query(
    `update auth.signup_confirmations set used_at = $2 where email = $1 and used_at is null`,
    [row.email, now],
  );
  return {
    userId: row.user_id,
    email: row.email,
    passwordHash: row.encrypted_password,
    userMetadata: row.raw_user_meta_data,
  };
}

/** Records an email change to confirm through the new address; earlier pending ones stop working. */
export async function issueEmailChange(
  sql: Sql,
  userId: string,
  newEmail: string,
  now: Date,
  ttlS: number,
): Promise<string> {
  const token = newOpaqueToken();
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.email_changes set used_at = $2 where user_id = $1 and used_at is null`,
      [userId, now],
    );
    await tx.query(
      `insert into auth.email_changes (token_hash, user_id, new_email, created_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [hashToken(token), userId, newEmail, now, new Date(now.getTime() + ttlS * 1000)],
    );
  });
  return token;
}

/** Any earlier pending change of this account stops working (a newer request replaced it). */
export async function cancelEmailChanges(sql: Sql, userId: string, now: Date): Promise<void> {
  await sql.query(
    `update auth.email_changes set used_at = $2 where user_id = $1 and used_at is null`,
    [userId, now],
  );
}

export async function consumeEmailChange(
  tx: Sql,
  token: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  const { rows } = await tx.query<{ user_id: string; new_email: string }>(
    `update auth.email_changes set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning user_id, new_email`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row && { userId: row.user_id, newEmail: row.new_email };
}
