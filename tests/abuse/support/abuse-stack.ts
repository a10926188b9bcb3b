import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import WebSocket from 'ws';

/** What the abuse suite's global set-up hands every test file (support/global-stack.ts). */
export type AbuseStack = {
  url: string;
  anonKey: string;
  /** For set-up and for reading results (e.g. the mailbox); never for an attack itself. */
  serviceRoleKey: string;
  jwtSecret: string;
  /** The stack process's output so far. */
  logPath: string;
  database: 'pglite' | 'postgres';
};

declare module 'vitest' {
  export interface ProvidedContext {
    abuseStack: AbuseStack;
  }
}

export function abuseStack(): AbuseStack {
  return inject('abuseStack');
}

/** The stack's output so far (stdout and stderr of `npm start`). */
export function stackLog(): string {
  return readFileSync(abuseStack().logPath, 'utf8');
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
  realtime: { transport: WebSocket as never },
};

/** The real supabase-js client with the anon key, as the app (or an attacker) has it. */
export function anonClient(): SupabaseClient {
  const { url, anonKey } = abuseStack();
  return createClient(url, anonKey, clientOptions);
}

/** The service-role client: set-up and checks only. */
export function serviceClient(): SupabaseClient {
  const { url, serviceRoleKey } = abuseStack();
  return createClient(url, serviceRoleKey, clientOptions);
}

export type SignedUp = {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  client: SupabaseClient;
};

/** A new account signed up and signed in through /auth/v1, as a person would. */
export async function signedUpUser(prefix = 'abuse'): Promise<SignedUp> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@abuse.test`;
  const password = `Correct-horse-${randomUUID()}`;
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  // Sign-up mails a confirmation link (no session) unless the stack auto-confirms: follow it as
  // the person would, reading the mailbox with the service role (set-up, not attack).
  const session = data.session ?? (await followConfirmationMail(client, email));
  if (!session) throw new Error('sign-up gave no session');
  return { id: session.user.id, email, password, accessToken: session.access_token, client };
}

async function followConfirmationMail(client: SupabaseClient, email: string) {
  const mail = await serviceClient()
    .from('mailbox')
    .select('body')
    .eq('to_email', email)
    .eq('kind', 'signup_confirmation')
    .single<{ body: string }>();
  const code = mail.data?.body.match(/^[\w-]{43}$/m)?.[0];
  if (!code) throw new Error(`no confirmation code mailed to ${email}: ${mail.error?.message}`);
  const { data, error } = await client.auth.verifyOtp({ type: 'email', token_hash: code });
  if (error) throw new Error(`confirmation failed: ${error.message}`);
  return data.session;
}

/** A raw HTTP request to the stack with the anon key (and a user's token when given). */
export function rawRequest(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const { url, anonKey } = abuseStack();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${url}${path}`, { ...init, headers });
}

/**
 * Waits until /health answers 200, polling (a condition wait, not a sleep); resolves with how long
 * it took, or throws after `limitMs`.
 */
export async function healthyWithin(limitMs: number): Promise<number> {
  const started = performance.now();
  let last = 'no answer yet';
  while (performance.now() - started < limitMs) {
    const response = await fetch(`${abuseStack().url}/health`, {
      signal: AbortSignal.timeout(
        Math.max(250, Math.ceil(limitMs - (performance.now() - started))),
      ),
    }).catch((error: Error) => error);
    if (response instanceof Response) {
      if (response.status === 200) return performance.now() - started;
      last = `${response.status} ${await response.text()}`;
    } else {
      last = response.message;
    }
  }
  throw new Error(`/health not ok within ${limitMs} ms; last: ${last}`);
}
