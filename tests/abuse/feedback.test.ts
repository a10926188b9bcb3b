import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_LIMIT_MAX } from '../../supabase/functions/submit-feedback/handler';
import {
  abuseStack,
  healthyWithin,
  rawRequest,
  serviceClient,
  signedUpUser,
} from './support/abuse-stack';

/**
 * Issue 12 item 5: feedback limits bypassed. The probe got 16 of 20 concurrent submissions of one
 * user accepted against a limit of 5 (count, then insert), stored reports straight through
 * POST /rest/v1/feedback_reports (no schema, no size cap, no limit, a backdated created_at), and
 * saw submit-feedback read a whole body before its 16 KB check.
 */

const report = (note: string) => ({
  conversation: [
    { role: 'user', content: `It broke: ${note}`, timestamp: new Date().toISOString() },
  ],
  metadata: { category: 'bug', severity: 'low', attachments: [] },
  context: '/planner',
});

const submit = (token: string, body: unknown) =>
  rawRequest('/functions/v1/submit-feedback', {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function storedReports(userId: string) {
  const { data, error } = await serviceClient()
    .from('feedback_reports')
    .select('id, created_at')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return data as { id: string; created_at: string }[];
}

/**
 * A POST of `declaredBytes` (or, with null, of up to 64 MB with no Content-Length: chunked) sent in
 * 8 KB pieces, stopping as soon as an answer arrives; resolves with the answer and how much had
 * been sent by then.
 */
function postStreaming(path: string, token: string, declaredBytes: number | null) {
  const { url, anonKey } = abuseStack();
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = httpRequest(`${url}${path}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(declaredBytes === null ? {} : { 'Content-Length': String(declaredBytes) }),
      },
    });
    req.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sentBytes });
        req.destroy();
      });
    });
    // The server may close the connection after answering; only an error with no answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(8 * 1024, 'x');
    const limit = declaredBytes ?? 64 * 1024 * 1024;
    const sendMore = () => {
      while (!answered && sentBytes < limit) {
        const next = piece.subarray(0, Math.min(piece.length, limit - sentBytes));
        sentBytes += next.length;
        if (!req.write(next)) return void req.once('drain', sendMore);
      }
      if (!answered) req.end();
    };
    sendMore();
  });
}

describe('feedback reports (issue 12 item 5)', () => {
  it('20 concurrent submissions of one user: exactly the limit is accepted', async () => {
    const user = await signedUpUser('feedback-race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(user.accessToken, report(`race ${i}`))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(FEEDBACK_RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FEEDBACK_RATE_LIMIT_MAX);
    const limited = answers.find((a) => a.status === 429)!;
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMIT_EXCEEDED',
      message: 'Too many feedback reports. Please try again later.',
    });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await storedReports(user.id)).toHaveLength(FEEDBACK_RATE_LIMIT_MAX);
    await healthyWithin(5000);
  });

  it('a direct POST /rest/v1/feedback_reports is refused, backdated or not', async () => {
    const user = await signedUpUser('feedback-direct');
    for (const row of [
      { user_id: user.id, conversation: [], metadata: {}, context: 'x'.repeat(60_000) },
      { user_id: user.id, conversation: [], created_at: '2000-01-01T00:00:00Z' },
    ]) {
      const response = await rawRequest('/rest/v1/feedback_reports', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(row),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: '42501',
        message: 'permission denied for table feedback_reports',
      });
    }
    // …and the RPC the function writes through is not the user's either.
    const rpc = await user.client.rpc('submit_feedback_report', {
      user_id: user.id,
      conversation: [],
      metadata: {},
      context: '',
      max_reports: 1000,
      window_seconds: 1,
    });
    expect(rpc.error?.code).toBe('42501');
    expect(await storedReports(user.id)).toEqual([]);
  });

  it('a created_at sent to the function is ignored: the server dates the report', async () => {
    const user = await signedUpUser('feedback-backdate');
    const before = Date.now();
    const response = await submit(user.accessToken, {
      ...report('backdated'),
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(201);
    const [stored] = await storedReports(user.id);
    // The stack's clock and this one are the same machine's; a minute covers a loaded run.
    expect(Math.abs(new Date(stored!.created_at).getTime() - before)).toBeLessThan(60_000);
    // Nor may the user move it afterwards (developers triage; users only read their own).
    const moved = await rawRequest(`/rest/v1/feedback_reports?id=eq.${stored!.id}`, {
      method: 'PATCH',
      token: user.accessToken,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ created_at: '2000-01-01T00:00:00Z' }),
    });
    expect(await moved.json()).toEqual([]);
    expect((await storedReports(user.id))[0]!.created_at).toBe(stored!.created_at);
  });

  it('a body over 16 KB is refused with 413 by its declared length', async () => {
    const user = await signedUpUser('feedback-large');
    const answer = await postStreaming('/functions/v1/submit-feedback', user.accessToken, 200_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Feedback is too large: at most 16 KB.' });
    expect(await storedReports(user.id)).toEqual([]);
    await healthyWithin(5000);
  });

  it('a body sent without a length is refused with 413 long before it ends', async () => {
    const user = await signedUpUser('feedback-stream');
    const answer = await postStreaming('/functions/v1/submit-feedback', user.accessToken, null);
    expect(answer.status).toBe(413);
    // Of the 64 MB it would send: the gateway's 1 MB cap for functions stops it first.
    expect(answer.sentBytes).toBeLessThan(8 * 1024 * 1024);
    expect(await storedReports(user.id)).toEqual([]);
    await healthyWithin(5000);
  });
});
