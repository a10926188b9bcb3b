import { describe, expect, it } from 'vitest';
import { createFeedbackTransport, SUBMIT_FEEDBACK_FUNCTION } from './feedback-transport';

type Invoke = (name: string, options: { body: unknown }) => Promise<{ error: unknown }>;
const clientWith = (invoke: Invoke) =>
  ({ functions: { invoke } }) as unknown as Parameters<typeof createFeedbackTransport>[0];

/** supabase-js' error shapes, by name as the transport reads them. */
const httpError = (response: Response) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context: response,
  });

describe('createFeedbackTransport', () => {
  it('posts the payload to submit-feedback', async () => {
    const calls: Array<[string, unknown]> = [];
    const send = createFeedbackTransport(
      clientWith(async (name, options) => {
        calls.push([name, options.body]);
        return { error: null };
      }),
    );
    expect(await send({ context: 'x' })).toEqual({ ok: true });
    expect(calls).toEqual([[SUBMIT_FEEDBACK_FUNCTION, { context: 'x' }]]);
  });

  it("reports the status and the body's message of a refusal", async () => {
    const send = createFeedbackTransport(
      clientWith(async () => ({
        error: httpError(
          Response.json({ message: 'metadata.severity is required' }, { status: 400 }),
        ),
      })),
    );
    expect(await send({})).toEqual({
      ok: false,
      status: 400,
      message: 'metadata.severity is required',
    });
  });

  it('passes Retry-After on a rate limit', async () => {
    const send = createFeedbackTransport(
      clientWith(async () => ({
        error: httpError(
          Response.json(
            { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many' },
            { status: 429, headers: { 'Retry-After': '600' } },
          ),
        ),
      })),
    );
    expect(await send({})).toMatchObject({ status: 429, retryAfterMs: 600_000 });
  });

  it('treats a failed fetch (or a thrown error) as no answer', async () => {
    const fetchError = Object.assign(new Error('Failed to send a request to the Edge Function'), {
      name: 'FunctionsFetchError',
    });
    expect(
      await createFeedbackTransport(clientWith(async () => ({ error: fetchError })))({}),
    ).toMatchObject({ ok: false, status: null });
    expect(
      await createFeedbackTransport(
        clientWith(() => Promise.reject(new TypeError('fetch failed'))),
      )({}),
    ).toMatchObject({ ok: false, status: null });
  });

  it('falls back to the status when the body has no message', async () => {
    const send = createFeedbackTransport(
      clientWith(async () => ({ error: httpError(new Response('oops', { status: 500 })) })),
    );
    expect(await send({})).toEqual({
      ok: false,
      status: 500,
      message: 'The server answered 500',
    });
  });
});
