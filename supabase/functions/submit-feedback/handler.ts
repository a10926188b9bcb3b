import { MAX_FEEDBACK_BODY_BYTES, parseFeedbackPayload } from './feedback-payload.ts';

export const NOT_SIGNED_IN_MESSAGE = 'You must be signed in to submit feedback.';
export const FEEDBACK_DISABLED_MESSAGE = 'Feedback submission is currently disabled.';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback';

/** Per user: at most this many reports in the window; generous for people, tight for scripts. */
export const FEEDBACK_RATE_LIMIT_MAX = 5;
export const FEEDBACK_RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

/**
 * What the handler needs from Supabase, acting as the caller (their JWT), so row-level security
 * applies to everything it does. Both runtimes implement it with supabase-js.
 */
export interface FeedbackStore {
  /** The signed-in user behind the bearer token, or null. */
  currentUserId(): Promise<string | null>;
  /** How many reports this user made since `since` (RLS lets users read their own). */
  countReportsSince(userId: string, since: Date): Promise<number>;
  insertReport(userId: string, report: unknown): Promise<{ id: string }>;
}

export type HandlerOptions = {
  enabled: boolean;
  /** The caller's store, built from the request's Authorization and apikey headers. */
  storeFor: (request: Request) => FeedbackStore;
  now?: () => Date;
  rateLimit?: { max: number; windowMs: number };
  /** Origins allowed to call from a browser (hosted: the app's origin); '*' is acceptable here. */
  allowOrigin?: string;
};

/** A web-standard (Request → Response) handler: Deno.serve runs it hosted, the gateway locally. */
export function createSubmitFeedbackHandler(options: HandlerOptions) {
  const now = options.now ?? (() => new Date());
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

    const store = options.storeFor(request);
    const userId = request.headers.get('Authorization') ? await store.currentUserId() : null;
    if (!userId) return json(401, { message: NOT_SIGNED_IN_MESSAGE });
    if (!options.enabled) return json(503, { message: FEEDBACK_DISABLED_MESSAGE });

    const body = await request.text();
    if (new TextEncoder().encode(body).length > MAX_FEEDBACK_BODY_BYTES) {
      return json(413, {
        message: `Feedback is too large: at most ${MAX_FEEDBACK_BODY_BYTES / 1024} KB.`,
      });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return json(400, { message: 'body must be JSON' });
    }
    const parsed = parseFeedbackPayload(raw);
    if (!parsed.ok) return json(400, { message: parsed.message });

    try {
      const recent = await store.countReportsSince(
        userId,
        new Date(now().getTime() - limit.windowMs),
      );
      if (recent >= limit.max) {
        const retryAfterS = Math.ceil(limit.windowMs / 1000);
        return json(
          429,
          {
            code: 'RATE_LIMIT_EXCEEDED',
            message: 'Too many feedback reports. Please try again later.',
          },
          { 'Retry-After': String(retryAfterS) },
        );
      }
      const { id } = await store.insertReport(userId, parsed.payload);
      return json(201, { id });
    } catch (error) {
      console.error('submit-feedback failed', error);
      return json(500, { message: FEEDBACK_FAILED_MESSAGE });
    }
  };
}
