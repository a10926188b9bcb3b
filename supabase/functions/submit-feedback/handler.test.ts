import { describe, expect, it } from 'vitest';
import {
  createSubmitFeedbackHandler,
  FEEDBACK_DISABLED_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  type FeedbackStore,
} from './handler.ts';

const validBody = {
  conversation: [
    { role: 'user', content: 'The planner crashes on Friday', timestamp: '2026-11-22T04:00:00Z' },
  ],
  metadata: { category: 'bug', severity: 'high', attachments: [] },
  context: '/planner',
};

/**
 * The store's contract held in memory (count and insert in one step, like the RPC); the real
 * stack's tests (supabase/tests/feedback-reports.test.ts, tests/abuse/feedback.test.ts) cover the
 * supabase-js store and the atomic limit.
 */
function memoryStore(userId: string | null) {
  const reports: { userId: string; report: unknown }[] = [];
  const store: FeedbackStore = {
    currentUserId: async () => userId,
    submitReport: async (user, report, limit) => {
      if (reports.filter((r) => r.userId === user).length >= limit.max) {
        return { accepted: false, retryAfterS: 42.2 };
      }
      reports.push({ userId: user, report });
      return { accepted: true, id: `report-${reports.length}` };
    },
  };
  return { store, reports };
}

/** A body sent in chunks (no Content-Length), counting how many bytes the handler pulled. */
function streamedBody(chunk: string, times: number) {
  const bytes = new TextEncoder().encode(chunk);
  const counter = { pulled: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === times) return controller.close();
      sent += 1;
      counter.pulled += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  return { stream, counter };
}

const post = (body: unknown, auth = 'Bearer token') =>
  new Request('http://local/functions/v1/submit-feedback', {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function call(request: Request, { userId = 'u1' as string | null, enabled = true } = {}) {
  const { store, reports } = memoryStore(userId);
  const handle = createSubmitFeedbackHandler({
    enabled,
    storeFor: () => store,
    rateLimit: { max: 2, windowMs: 60_000 },
  });
  const response = await handle(request);
  return {
    status: response.status,
    body: await response.json().catch(() => null),
    reports,
    response,
    handle,
  };
}

describe('submit-feedback', () => {
  it('stores a valid report and returns its id', async () => {
    const { status, body, reports } = await call(post(validBody));
    expect(status).toBe(201);
    expect(body).toEqual({ id: 'report-1' });
    expect(reports[0]?.report).toMatchObject({
      metadata: { category: 'bug', severity: 'high' },
      context: '/planner',
    });
  });

  it.each([
    ['no Authorization header', post(validBody, ''), null],
    ['a token that is not a signed-in user', post(validBody), null],
  ])('401 with the spec message for %s', async (_name, request, userId) => {
    expect(await call(request, { userId })).toMatchObject({
      status: 401,
      body: { message: NOT_SIGNED_IN_MESSAGE },
    });
  });

  it('a server setting can disable it', async () => {
    expect(await call(post(validBody), { enabled: false })).toMatchObject({
      status: 503,
      body: { message: FEEDBACK_DISABLED_MESSAGE },
    });
  });

  it.each([
    ['not JSON', '{nope', 'body must be JSON'],
    ['no conversation', { ...validBody, conversation: undefined }, 'conversation is required'],
    [
      'an empty conversation',
      { ...validBody, conversation: [] },
      'conversation must contain at least one message',
    ],
    [
      'a blank message',
      { ...validBody, conversation: [{ ...validBody.conversation[0], content: '  ' }] },
      'conversation.0.content must not be empty',
    ],
    [
      'a bad role',
      { ...validBody, conversation: [{ ...validBody.conversation[0], role: 'system' }] },
      "conversation.0.role must be 'user' or 'assistant'",
    ],
    [
      'a bad timestamp',
      { ...validBody, conversation: [{ ...validBody.conversation[0], timestamp: 'yesterday' }] },
      'conversation.0.timestamp must be an ISO 8601 date-time',
    ],
    [
      'an unknown category',
      { ...validBody, metadata: { ...validBody.metadata, category: 'praise' } },
      "metadata.category must be 'bug' or 'improvement'",
    ],
    [
      'no severity',
      { ...validBody, metadata: { category: 'bug' } },
      'metadata.severity is required',
    ],
    [
      'a conversation of the wrong type',
      { ...validBody, conversation: 'hello' },
      'conversation must be a list of messages',
    ],
    ['a body that is not an object', [], 'body must be a JSON object'],
  ])('400 naming the field for %s', async (_name, body, message) => {
    expect(await call(post(body))).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a payload over 16 KB before parsing it', async () => {
    const big = { ...validBody, context: 'x'.repeat(17 * 1024) };
    expect(await call(post(big))).toMatchObject({
      status: 413,
      body: { message: 'Feedback is too large: at most 16 KB.' },
    });
  });

  it('refuses a declared Content-Length over 16 KB without reading the body', async () => {
    const { stream, counter } = streamedBody('x'.repeat(1024), 1000);
    const request = new Request('http://local/functions/v1/submit-feedback', {
      method: 'POST',
      headers: { Authorization: 'Bearer token', 'Content-Length': String(1024 * 1000) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await call(request)).toMatchObject({
      status: 413,
      body: { message: 'Feedback is too large: at most 16 KB.' },
    });
    // Nothing but what the stream buffered ahead on its own (its first chunk) was pulled.
    expect(counter.pulled).toBeLessThanOrEqual(1024);
  });

  it('stops reading a chunked body as soon as it passes 16 KB', async () => {
    const { stream, counter } = streamedBody('x'.repeat(1024), 10_000);
    const request = new Request('http://local/functions/v1/submit-feedback', {
      method: 'POST',
      headers: { Authorization: 'Bearer token' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const { status, reports } = await call(request);
    expect(status).toBe(413);
    // 16 KB and the chunk that passed it, and what the stream queued ahead on its own.
    expect(counter.pulled).toBeLessThanOrEqual(19 * 1024);
    expect(reports).toEqual([]);
  });

  it('reads no body and asks no store without an Authorization header', async () => {
    const { stream, counter } = streamedBody('x'.repeat(1024), 10);
    const request = new Request('http://local/functions/v1/submit-feedback', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await call(request)).status).toBe(401);
    expect(counter.pulled).toBeLessThanOrEqual(1024);
  });

  it('rate limits per user with RATE_LIMIT_EXCEEDED and Retry-After', async () => {
    const { store } = memoryStore('u1');
    const handle = createSubmitFeedbackHandler({
      enabled: true,
      storeFor: () => store,
      rateLimit: { max: 2, windowMs: 60_000 },
    });
    expect((await handle(post(validBody))).status).toBe(201);
    expect((await handle(post(validBody))).status).toBe(201);
    const limited = await handle(post(validBody));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    // The server's own answer, in whole seconds rounded up.
    expect(limited.headers.get('Retry-After')).toBe('43');
  });

  it('answers CORS preflight and refuses other methods', async () => {
    const { handle } = await call(post(validBody));
    const preflight = await handle(new Request('http://local/x', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect((await handle(new Request('http://local/x', { method: 'GET' }))).status).toBe(405);
  });
});
