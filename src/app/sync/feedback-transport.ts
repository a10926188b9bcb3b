import type { SupabaseClient } from '@supabase/supabase-js';
import type { SendFeedback, SendOutcome } from '@sync/feedback/feedback-sender';

/** The edge function that stores feedback reports (spec §7). */
export const SUBMIT_FEEDBACK_FUNCTION = 'submit-feedback';

type InvokeError = { name?: unknown; message?: unknown; context?: unknown };

/**
 * POSTs a queued report to submit-feedback with the signed-in client, which adds the bearer token
 * and the API key (spec §7). Errors are told apart by name rather than instanceof: importing
 * supabase-js's error classes would pull it into this chunk for four string compares.
 */
export function createFeedbackTransport(client: Pick<SupabaseClient, 'functions'>): SendFeedback {
  return async (payload) => {
    try {
      const { error } = await client.functions.invoke(SUBMIT_FEEDBACK_FUNCTION, {
        body: payload as Record<string, unknown>,
      });
      return error ? await describeFailure(error as InvokeError) : { ok: true };
    } catch (error) {
      return { ok: false, status: null, message: String(error) };
    }
  };
}

async function describeFailure(error: InvokeError): Promise<SendOutcome> {
  const context = error.context;
  if (error.name === 'FunctionsHttpError' && context instanceof Response) {
    const retryAfterS = Number(context.headers.get('Retry-After'));
    return {
      ok: false,
      status: context.status,
      // Spec §7: the error body's `message` is the reason shown.
      message: (await readMessage(context)) ?? `The server answered ${context.status}`,
      ...(retryAfterS > 0 ? { retryAfterMs: retryAfterS * 1000 } : {}),
    };
  }
  // FunctionsFetchError (no answer) and FunctionsRelayError (the gateway failed): try again later.
  const status = error.name === 'FunctionsRelayError' ? 502 : null;
  return { ok: false, status, message: String(error.message ?? 'No answer from the server') };
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}
