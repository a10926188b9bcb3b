import type { Sql } from '../db/sql-client';
import { PASSWORD_HASH_COST } from './auth-config';
import { createPasswordHasher } from './passwords';
import { insertUser, type UserRow } from './users';

/**
 * A confirmed email/password account made exactly as POST /signup makes one (same hash, same
 * metadata), for the seed's demo accounts and for tests. Undefined when the email is taken.
 */
export async function createPasswordUser(
  sql: Sql,
  input: {
    email: string;
    password: string;
    userMetadata?: Record<string, unknown>;
    id?: string;
    now?: Date;
    cost?: number;
  },
): Promise<UserRow | undefined> {
  const passwordHash = await createPasswordHasher(input.cost ?? PASSWORD_HASH_COST).hash(
    input.password,
  );
  return insertUser(sql, {
    email: input.email,
    passwordHash,
    now: input.now ?? new Date(),
    ...(input.userMetadata === undefined ? {} : { userMetadata: input.userMetadata }),
    ...(input.id === undefined ? {} : { id: input.id }),
  });
}
