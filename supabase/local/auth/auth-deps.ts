import type { Sql } from '../db/sql-client';
import type { AuthConfig } from './auth-config';
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
};
