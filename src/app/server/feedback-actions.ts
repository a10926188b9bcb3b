import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackActions } from '@/features/feedback/api/feedback-actions';
import type { SendReportResult } from '@/features/feedback/model/deliver-report';
import { FEEDBACK_DISABLED_MESSAGE } from '@/shared/lib/errors/error-messages';
import type { SendOutcome } from '@sync/feedback/feedback-sender';
import { createFeedbackTransport } from '../sync/feedback-transport';

/**
 * The chat's submit: the same transport the queue's sender uses (submit-feedback with the signed-in
 * client's bearer token and API key, spec §7), its answer read as the chat needs it.
 */
export function createFeedbackActions(
  client: () => Promise<Pick<SupabaseClient, 'functions'>>,
): FeedbackActions {
  return {
    async submit(report) {
      const send = createFeedbackTransport(await client());
      return readSendOutcome(await send(report));
    },
  };
}

/**
 * No answer means try later (the chat queues it); 401 is a missing or ended session; the
 * server's "disabled" answer (FEEDBACK_ENABLED=false) is said as such; any other refusal is shown
 * with the error body's `message` (the transport reads it, spec §7).
 */
export function readSendOutcome(outcome: SendOutcome): SendReportResult {
  if (outcome.ok) return { ok: true };
  const { status, message } = outcome;
  if (status === null) return { ok: false, reason: 'no-answer', message };
  if (status === 401) return { ok: false, reason: 'not-signed-in', message };
  if (message === FEEDBACK_DISABLED_MESSAGE) return { ok: false, reason: 'disabled', message };
  return { ok: false, reason: 'refused', message };
}
