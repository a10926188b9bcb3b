/** The local GoTrue-compatible auth server: mount createAuthApp at /auth/v1. */
export { createAuthApp, type AuthAppOptions } from './create-auth-app';
export { applyAuthSchema, AUTH_SCHEMA_SQL } from './auth-schema';
export { createPasswordUser } from './create-password-user';
export {
  DEFAULT_RATE_LIMITS,
  type AuthConfigInput,
  type RateLimitPolicy,
  type RateLimits,
} from './auth-config';
export type { Mail } from './mail';
