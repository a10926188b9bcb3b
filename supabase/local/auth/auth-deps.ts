import type { Sql } from '../db/sql-client';
import type { AuthConfig } from './auth-config';
import type { Mail } from './mail';
import type { PasswordHasher } from './passwords';
import type { RateLimiter } from './rate-limiter';

/** What every route module needs; built once by createAuthApp. */
export type AuthDeps = {
  sql: Sql;
  jwtSecret: string;
  now: () => Date;
  config: AuthConfig;
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** Puts the mail in the mailbox and shows it to the stack's mail observer (if any). */
  sendMail(sql: Sql, mail: Mail, now: Date): Promise<void>;
};
