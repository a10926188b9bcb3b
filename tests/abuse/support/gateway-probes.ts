import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import { signJwt } from '../../../supabase/local/jwt';
import { abuseStack } from './abuse-stack';

export type UploadAnswer = {
  status: number;
  body: string;
  /** From the first byte sent to the answer's status line. */
  answeredMs: number;
  /** How much of the body had been handed to the socket when the answer came. */
  sentBytes: number;
};

/**
 * POSTs `totalBytes` of filler as the probe did (curl --data @file: with Content-Length; or
 * chunked, with none), writing as fast as the socket takes it, and stops writing as soon as the
 * server answers. Resolves with the answer, or rejects if the connection dies without one.
 */
export function uploadUntilAnswered(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
  { declareLength }: { declareLength: boolean },
): Promise<UploadAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        ...(declareLength ? { 'Content-Length': String(totalBytes) } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const answeredMs = performance.now() - started;
      const sentBytes = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body, answeredMs, sentBytes });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

/** Runs `read` back to back (each after the last answered) until `until` settles; every result. */
export async function keepReading<T>(
  read: () => Promise<T>,
  until: Promise<unknown>,
): Promise<Array<{ value: T | Error; ms: number }>> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const results: Array<{ value: T | Error; ms: number }> = [];
  do {
    const started = performance.now();
    const value = await read().catch((error: Error) => error);
    results.push({ value, ms: performance.now() - started });
  } while (!done);
  return results;
}

export type TokenUser = { id: string; accessToken: string; client: SupabaseClient };

/**
 * A teacher's access token signed with the stack's JWT secret, as /auth/v1 would issue it. The
 * gateway's limits act before who the caller is matters, so these tests do not depend on the
 * sign-up flow (which mails a confirmation link first); PostgREST checks only the token.
 */
export function tokenUser(): TokenUser {
  const { url, anonKey, jwtSecret } = abuseStack();
  const id = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const accessToken = signJwt(
    { role: 'authenticated', aud: 'authenticated', sub: id, iat: now, exp: now + 3600 },
    jwtSecret,
  );
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: WebSocket as never },
  });
  return { id, accessToken, client };
}
