import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackStore, SubmitOutcome } from './handler.ts';

export type FeedbackStoreClients = {
  /** Carries the request's own Authorization header: it can only tell who is calling. */
  caller: SupabaseClient;
  /** The service role: the only role that may run submit_feedback_report. Never the caller's. */
  service: SupabaseClient;
};

/**
 * The store over supabase-js. getUser() asks the auth server with the caller's token (so a
 * revoked session is refused); the report is then written by the service role through
 * submit_feedback_report, which counts and inserts under one per-user lock with the server's
 * created_at. Users themselves cannot insert a report (no grant, no policy).
 */
export function supabaseFeedbackStore({ caller, service }: FeedbackStoreClients): FeedbackStore {
  return {
    async currentUserId() {
      const { data, error } = await caller.auth.getUser();
      return error ? null : (data.user?.id ?? null);
    },
    async submitReport(userId, report, limit) {
      const { data, error } = await service.rpc('submit_feedback_report', {
        user_id: userId,
        conversation: report.conversation,
        metadata: report.metadata,
        context: report.context,
        max_reports: limit.max,
        window_seconds: Math.max(1, Math.round(limit.windowMs / 1000)),
      });
      if (error) throw error;
      return readOutcome(data);
    },
  };
}

function readOutcome(data: unknown): SubmitOutcome {
  const answer = (data ?? {}) as { accepted?: unknown; id?: unknown; retry_after_s?: unknown };
  if (answer.accepted === true && typeof answer.id === 'string') {
    return { accepted: true, id: answer.id };
  }
  if (answer.accepted === false && typeof answer.retry_after_s === 'number') {
    return { accepted: false, retryAfterS: answer.retry_after_s };
  }
  throw new Error(`submit_feedback_report answered something unexpected: ${JSON.stringify(data)}`);
}
