import {
  MAX_FEEDBACK_BODY_BYTES,
  parseFeedbackPayload,
  type FeedbackPayload,
} from './feedback-payload.ts';
import { readCappedBody } from './read-capped-body.ts';

export const NOT_SIGNED_IN_MESSAGE = 'You must be signed in to submit feedback.';
export const FEEDBACK_DISABLED_MESSAGE = 'Feedback submission is currently disabled.';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback';

/** Per user: at most this many reports in the window; generous for people, tight for scripts. */
export const FEEDBACK_RATE_LIMIT_MAX = 5;
export const FEEDBACK_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

export type RateLimit = { max: number; windowMs: number };

/** What storing one report came to: stored, or refused by the rate limit. */
export type SubmitOutcome =
  { accepted: true; id: string } | { accepted: false; retryAfterS: number };

/**
 * What the handler needs from Supabase. Both runtimes implement it with supabase-js: the caller's
 * token identifies the user, and the report is stored by the service role through the
 * submit_feedback_report RPC, the only way a report gets in (users may not insert one).
 */
export interface FeedbackStore {
  /** The signed-in user behind the request's bearer token, or null. */
  currentUserId(): Promise<string | null>;
  /**
   * Stores the report unless the user already filed `limit.max` in the last `limit.windowMs`:
   * one atomic step on the server (concurrent calls of one user are counted one after another).
   */
  submitReport(userId: string, report: FeedbackPayload, limit: RateLimit): Promise<SubmitOutcome>;
}

export type HandlerOptions = {
  enabled: boolean;
  /** The store for this request (its Authorization header names the caller). */
  storeFor: (request: Request) => FeedbackStore;
  rateLimit?: RateLimit;
  /** Origins allowed to call from a browser (hosted: the app's origin); '*' is acceptable here. */
  allowOrigin?: string;
};

/** A web-standard (Request → Response) handler: Deno.serve runs it hosted, the gateway locally. */
export function createSubmitFeedbackHandler(options: HandlerOptions) {
  const limit = options.rateLimit ?? {
    max: FEEDBACK_RATE_LIMIT_MAX,
    windowMs: FEEDBACK_RATE_LIMIT_WINDOW_MS,
  };
  const cors = {
    'Access-Control-Allow-Origin': options.allowOrigin ?? '*',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...cors, ...headers },
    });

  return async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return json(405, { message: 'Use POST to submit feedback.' });

    if (!request.headers.get('Authorization')) return json(401, { message: NOT_SIGNED_IN_MESSAGE });
    // Capped before anything else reads it: never more than 16 KB of a body is held.
    const body = await readCappedBody(request, MAX_FEEDBACK_BODY_BYTES);
    if (!body.ok) {
      return json(413, {
        message: `Feedback is too large: at most ${MAX_FEEDBACK_BODY_BYTES / 1024} KB.`,
      });
    }

    const store = options.storeFor(request);
    const userId = await store.currentUserId();
    if (!userId) return json(401, { message: NOT_SIGNED_IN_MESSAGE });
    if (!options.enabled) return json(503, { message: FEEDBACK_DISABLED_MESSAGE });

    let raw: unknown;
    try {
      raw = JSON.parse(body.text);
    } catch {
      return json(400, { message: 'body must be JSON' });
    }
    const parsed = parseFeedbackPayload(raw);
    if (!parsed.ok) return json(400, { message: parsed.message });

    try {
      const outcome = await store.submitReport(userId, parsed.payload, limit);
      if (outcome.accepted) return json(201, { id: outcome.id });
      return json(
        429,
        {
          code: 'RATE_LIMIT_EXCEEDED',
          message: 'Too many feedback reports. Please try again later.',
        },
        { 'Retry-After': String(Math.max(1, Math.ceil(outcome.retryAfterS))) },
      );
    } catch (error) {
      console.error('submit-feedback failed', error);
      return json(500, { message: FEEDBACK_FAILED_MESSAGE });
    }
  };
}
