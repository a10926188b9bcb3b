import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createSubmitFeedbackHandler } from '../functions/submit-feedback/handler';
import { supabaseFeedbackStore } from '../functions/submit-feedback/supabase-feedback-store';
import { seedDemo } from '../seed/seed-demo';
import { applyAuthSchema, createAuthApp, type AuthConfigInput, type Mail } from './auth';
import type { StackOptions } from './stack';

/**
 * AUTH_SIGNUPS_PER_HOUR: sign-ups one address may make in an hour (default 60). The end-to-end
 * suite registers a fresh teacher per planner test from 127.0.0.1, so it raises it; production
 * keeps the default. Anything but a whole number stops the start with a message.
 */
export function signUpLimitFrom(env: NodeJS.ProcessEnv): AuthConfigInput['rateLimits'] {
  const raw = env.AUTH_SIGNUPS_PER_HOUR;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[0-9]+$/.test(raw)) {
    throw new Error(`AUTH_SIGNUPS_PER_HOUR must be a whole number, got '${raw}'.`);
  }
  return { signUpPerIp: { limit: Number(raw), windowS: 60 * 60 } };
}

/**
 * AUTH_AUTOCONFIRM=true: sign-up gives a session at once instead of mailing a confirmation link.
 * It tells anyone whether an address has an account, so only the end-to-end run sets it.
 */
export function autoConfirmFrom(env: NodeJS.ProcessEnv): boolean {
  const raw = env.AUTH_AUTOCONFIRM;
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`AUTH_AUTOCONFIRM must be true or false, got '${raw}'.`);
}

/**
 * There is no mail server: mails land in public.mailbox, and links a person must follow (sign-up
 * and email-change confirmations, password resets) are printed too, so whoever runs `npm start`
 * can click them; all of them are listed at /auth/v1/mailbox.
 */
function printMailLink(mail: Mail): void {
  if (mail.link) console.log(`Mail to ${mail.to}: ${mail.subject}\n  ${mail.link}`);
}

/**
 * What `npm start` adds to the bare stack: auth at /auth/v1, the edge functions at /functions/v1,
 * and the demo world on a fresh data directory (SEED=false skips it).
 */
export function productStackHooks(
  env: NodeJS.ProcessEnv,
): Pick<StackOptions, 'auth' | 'functions' | 'afterMigrations'> {
  const rateLimits = signUpLimitFrom(env);
  const autoConfirm = autoConfirmFrom(env);
  return {
    async afterMigrations({ sql, fresh }) {
      await applyAuthSchema(sql);
      if (!fresh || env.SEED === 'false') return;
      const result = await seedDemo(sql);
      // The accounts themselves are printed once the stack is up (start.ts).
      if (result.seeded) console.log(`Seeded the demo school (${result.lessons} lessons).`);
    },
    auth: ({ sql, keys, publicUrl }) =>
      createAuthApp({
        sql,
        jwtSecret: keys.jwtSecret,
        config: {
          issuer: `${publicUrl}/auth/v1`,
          siteUrl: publicUrl,
          autoConfirm,
          ...(rateLimits ? { rateLimits } : {}),
        },
        onMail: printMailLink,
        // The local stack's mailbox page, /auth/v1/mailbox (loopback only; MAILBOX_PAGE=false hides it).
        mailboxPage: env.MAILBOX_PAGE !== 'false',
      }),
    functions: ({ keys, publicUrl }) => {
      // The function calls back into this gateway, like hosted functions call the API: as the
      // caller to learn who they are, and as the service role (the only writer) to store.
      const clientOptions = {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      };
      const service = createClient(publicUrl, keys.serviceRoleKey, clientOptions);
      return {
        'submit-feedback': createSubmitFeedbackHandler({
          enabled: env.FEEDBACK_ENABLED !== 'false',
          storeFor: (request) =>
            supabaseFeedbackStore({
              caller: createClient(publicUrl, keys.anonKey, {
                ...clientOptions,
                global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
              }),
              service,
            }),
        }),
      };
    },
  };
}
