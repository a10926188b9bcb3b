import type { Hono } from 'hono';
import type { AuthDeps } from './auth-deps';
import { rateLimited, sendAuthError } from './auth-errors';
import { clientIp, readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { issueRecoveryToken, recoveryLink, recoveryMail } from './recovery';
import { findUserByEmail, isBanned } from './users';

export function registerRecoveryRoutes(app: Hono, deps: AuthDeps): void {
  /**
   * Always `{}` with 200 once the email is well-formed and within limits: the answer must not
   * tell whether an account exists. The limits key on the email as typed, account or not
   * (3 mails an address and 10 requests a network address an hour: auth-config.ts).
   */
  app.post('/recover', async (c) => {
    const now = deps.now();
    const json = await readJsonObject(c);
    if (!json.ok) return sendAuthError(c, json.error);
    const parsed = parseBody('recover', json.body);
    if (!parsed.ok) return sendAuthError(c, parsed.error);
    const { email } = parsed.value;

    const limits = deps.config.rateLimits;
    const ip = clientIp(c, deps.config.trustProxy);
    const ipHit = await deps.limiter.hit(`recover:ip:${ip}`, limits.recoverPerIp, now);
    if (!ipHit.ok) return sendAuthError(c, rateLimited(ipHit.retryAfterS));
    const emailHit = await deps.limiter.hit(`recover:email:${email}`, limits.recoverPerEmail, now);
    if (!emailHit.ok) return sendAuthError(c, rateLimited(emailHit.retryAfterS));

    const user = await findUserByEmail(deps.sql, email);
    if (user && !isBanned(user, now)) {
      const ttlS = deps.config.recoveryTokenTtlS;
      const token = await issueRecoveryToken(deps.sql, user.id, now, ttlS);
      // supabase-js sends `redirectTo` as the redirect_to query parameter.
      const link = recoveryLink(deps.config.siteUrl, c.req.query('redirect_to'), token);
      await deps.sendMail(deps.sql, recoveryMail(user.email, token, link, ttlS), now);
    }
    return c.json({});
  });
}
