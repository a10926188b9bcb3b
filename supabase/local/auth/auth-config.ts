/**
 * Tunables of the local auth server. Defaults follow hosted Supabase where it has one, so the app
 * behaves the same against both.
 */

/** Access tokens live one hour (DESIGN §4), as on hosted Supabase. */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
/**
 * bcrypt cost 10, GoTrue's own: bcryptjs (pure JS) spends ~90 ms per hash at 10 and ~330 ms at 12
 * measured on Node 20 here, on the gateway's only thread. 12 would make a sign-in burst stall
 * static files and the API proxy; 10 is the OWASP minimum for bcrypt.
 */
export const PASSWORD_HASH_COST = 10;
/**
 * A refresh token used again within this many seconds of its first use gets another successor
 * instead of revoking the session: the client lost the answer (supabase-js retries refreshes on
 * network errors) or sent several at once. GoTrue's default; 0 makes every reuse fatal.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_S = 10;
/** Password-recovery codes expire like GoTrue's mailer OTPs. */
export const RECOVERY_TOKEN_TTL_S = 60 * 60;
/** Sign-up and email-change links: a day, GoTrue's mailer default, so a mail read tomorrow works. */
export const CONFIRMATION_TOKEN_TTL_S = 24 * 60 * 60;
/**
 * A session opened by a recovery code may set a new password without the old one for this long
 * (the code proved the mailbox); afterwards, and for every other session, the current password is
 * asked for.
 */
export const RECOVERY_PASSWORD_GRACE_S = 60 * 60;
/** An (account, address) pair that signed in correctly stays known this long (see known-pairs.ts). */
export const KNOWN_PAIR_TTL_S = 90 * 24 * 60 * 60;

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores bytes past 72; a longer password would silently match its own prefix. */
export const PASSWORD_MAX_BYTES = 72;

export type RateLimitPolicy = { limit: number; windowS: number };

const FIVE_MINUTES_S = 5 * 60;
const FIFTEEN_MINUTES_S = 15 * 60;
const ONE_HOUR_S = 60 * 60;

/**
 * Failed sign-ins count (a successful one refunds its attempt), so a teacher signing in and out, or
 * an end-to-end suite, is never locked out; guessing is. A school's staff and pupils share one NAT
 * address, so nothing here refuses the right password of an account that has signed in from that
 * address before (issue 12 item 7).
 */
export const DEFAULT_RATE_LIMITS = {
  /**
   * Failed password sign-ins for one email from one address: a short lock of that pair only.
   * Nobody else behind the address notices it.
   */
  signInPerEmailAndIp: { limit: 5, windowS: FIVE_MINUTES_S },
  /**
   * Failed password sign-ins from one address (spraying across accounts). Once spent, only pairs
   * that have signed in correctly from this address before get through; a first sign-in from the
   * address waits. High, because a class of thirty mistyping twice is not an attack.
   */
  signInPerIp: { limit: 100, windowS: FIFTEEN_MINUTES_S },
  /** Wrong current passwords given to change the password, per account. */
  passwordChangePerUser: { limit: 5, windowS: FIVE_MINUTES_S },
  /**
   * Sign-ups from one address. A school's whole staff may register from its one address on a
   * training afternoon, so sixty an hour; each only mails a link (signUpMailsPerEmail) and holds no
   * address until it is followed, so a flood costs pending rows, not accounts.
   */
  signUpPerIp: { limit: 60, windowS: ONE_HOUR_S },
  /** Confirmation (or 'you already have an account') mails to one address. */
  signUpMailsPerEmail: { limit: 3, windowS: ONE_HOUR_S },
  /** Email-change requests per account (each mails the new and the old address). */
  emailChangePerUser: { limit: 5, windowS: ONE_HOUR_S },
  /** Recovery mails to one address: keeps the mailbox from being flooded. */
  recoverPerEmail: { limit: 3, windowS: ONE_HOUR_S },
  recoverPerIp: { limit: 10, windowS: ONE_HOUR_S },
  /**
   * Failed mailed-code checks from one address (codes are 256-bit; this stops floods, not
   * guessing). Codes that work are refunded, so a class confirming at once is not refused.
   */
  verifyPerIp: { limit: 30, windowS: FIVE_MINUTES_S },
  /** supabase-js refreshes about once an hour per session; a loop is a client bug to stop. */
  refreshPerSession: { limit: 30, windowS: FIVE_MINUTES_S },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimits = typeof DEFAULT_RATE_LIMITS;
export type RateLimitName = keyof RateLimits;

export type AuthConfig = {
  accessTokenTtlS: number;
  passwordHashCost: number;
  refreshTokenReuseIntervalS: number;
  recoveryTokenTtlS: number;
  confirmationTokenTtlS: number;
  /**
   * Sign-up gives a session at once, without mailing a link (GoTrue's MAILER_AUTOCONFIRM). It tells
   * whoever signs up whether an address has an account (422 user_already_exists), so only the
   * end-to-end run turns it on (AUTH_AUTOCONFIRM=true).
   */
  autoConfirm: boolean;
  /** Where the app is served: mailed links point at `<siteUrl>/auth/confirm` (GoTrue's SITE_URL). */
  siteUrl?: string;
  rateLimits: RateLimits;
  /** Behind one trusted reverse proxy: take the client address from X-Forwarded-For's last hop. */
  trustProxy: boolean;
  /** `iss` claim of access tokens (hosted: `<project url>/auth/v1`); omitted when unset. */
  issuer?: string;
};

export type AuthConfigInput = Partial<Omit<AuthConfig, 'rateLimits'>> & {
  rateLimits?: Partial<RateLimits>;
};

export function resolveAuthConfig(input: AuthConfigInput = {}): AuthConfig {
  return {
    accessTokenTtlS: input.accessTokenTtlS ?? ACCESS_TOKEN_TTL_S,
    passwordHashCost: input.passwordHashCost ?? PASSWORD_HASH_COST,
    refreshTokenReuseIntervalS: input.refreshTokenReuseIntervalS ?? REFRESH_TOKEN_REUSE_INTERVAL_S,
    recoveryTokenTtlS: input.recoveryTokenTtlS ?? RECOVERY_TOKEN_TTL_S,
    confirmationTokenTtlS: input.confirmationTokenTtlS ?? CONFIRMATION_TOKEN_TTL_S,
    autoConfirm: input.autoConfirm ?? false,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...input.rateLimits },
    trustProxy: input.trustProxy ?? false,
    ...(input.siteUrl === undefined ? {} : { siteUrl: input.siteUrl }),
    ...(input.issuer === undefined ? {} : { issuer: input.issuer }),
  };
}
