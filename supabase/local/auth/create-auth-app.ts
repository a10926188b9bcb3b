import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Sql } from '../db/sql-client';
import { verifyJwt } from '../jwt';
import { resolveAuthConfig, type AuthConfigInput } from './auth-config';
import type { AuthDeps } from './auth-deps';
import { sendAuthError } from './auth-errors';
import { deliverMail, type MailObserver } from './mail';
import { registerMailboxPage } from './mailbox-page';
import { createPasswordHasher } from './passwords';
import { createRateLimiter } from './rate-limiter';
import { registerRecoveryRoutes } from './recovery-routes';
import { registerSignInRoutes } from './sign-in-routes';
import { registerUserRoutes } from './user-routes';
import { registerVerifyRoute } from './verify-route';

export type AuthAppOptions = {
  /** A database with the bootstrap's auth.users and applyAuthSchema's tables. */
  sql: Sql;
  /** The project secret: PostgREST verifies our access tokens with it, we verify API keys. */
  jwtSecret: string;
  /** Injected clock (tests expire tokens and windows without sleeping). */
  now?: () => Date;
  config?: AuthConfigInput;
  /** Sees every mail sent (the local stack prints confirmation links on its console). */
  onMail?: MailObserver;
  /** Serve the local mailbox at /mailbox (development only; see mailbox-page.ts). */
  mailboxPage?: boolean;
};

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The GoTrue subset supabase-js uses, to be mounted at /auth/v1:
 * POST /signup, POST /token?grant_type=password|refresh_token, GET and PUT /user,
 * POST /logout?scope=global|local|others, POST /recover, POST /verify (mailed codes: sign-up
 * confirmation, email change, recovery),
 * GET /settings.
 */
export function createAuthApp(options: AuthAppOptions): Hono {
  const config = resolveAuthConfig(options.config);
  const deps: AuthDeps = {
    sql: options.sql,
    jwtSecret: options.jwtSecret,
    now: options.now ?? (() => new Date()),
    config,
    limiter: createRateLimiter(options.sql),
    passwords: createPasswordHasher(config.passwordHashCost),
    async sendMail(sql, mail, now) {
      await deliverMail(sql, mail, now);
      options.onMail?.(mail);
    },
  };

  const app = new Hono();
  app.onError((error, c) => {
    console.error('auth: unexpected failure', error);
    return sendAuthError(c, {
      status: 500,
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
  });
  app.use(async (c, next) => {
    await next();
    // Sessions and user objects must never sit in a shared or browser cache.
    c.header('Cache-Control', 'no-store');
  });
  // Before the API-key check: a developer opens the mailbox in a browser, which sends no key.
  if (options.mailboxPage) registerMailboxPage(app, deps);
  app.use(requireApiKey(deps));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        sendAuthError(c, {
          status: 413,
          code: 'validation_failed',
          message: 'Request body is too large',
        }),
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: config.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  registerSignInRoutes(app, deps);
  registerRecoveryRoutes(app, deps);
  registerVerifyRoute(app, deps);
  registerUserRoutes(app, deps);
  return app;
}

/**
 * Hosted Supabase's gateway refuses requests without the project's anon or service key; so do
 * we, checking it is a JWT signed with our secret for one of those two roles.
 */
function requireApiKey(deps: AuthDeps): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey');
    if (!key) {
      return sendAuthError(c, {
        status: 401,
        code: 'no_api_key',
        message: 'No API key found in request',
      });
    }
    const verified = verifyJwt(key, deps.jwtSecret, deps.now());
    const role = verified.ok ? verified.claims.role : undefined;
    if (role !== 'anon' && role !== 'service_role') {
      return sendAuthError(c, { status: 401, code: 'invalid_api_key', message: 'Invalid API key' });
    }
    await next();
  };
}
