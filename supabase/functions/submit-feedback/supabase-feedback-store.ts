import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackStore } from './handler.ts';

/**
 * The store over supabase-js with the caller's own token: getUser() asks the auth server (so a
 * revoked session is refused), and the insert runs under the feedback_reports RLS policies.
 */
export function supabaseFeedbackStore(client: SupabaseClient): FeedbackStore {
  return {
    async currentUserId() {
      const { data, error } = await client.auth.getUser();
      return error ? null : (data.user?.id ?? null);
    },
    async countReportsSince(userId, since) {
      const { count, error } = await client
        .from('feedback_reports')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', userId)
        .gte('created_at', since.toISOString());
      if (error) throw error;
      return count ?? 0;
    },
    async insertReport(userId, report) {
      const { conversation, metadata, context } = report as {
        conversation: unknown;
        metadata: unknown;
        context: string;
      };
      const { data, error } = await client
        .from('feedback_reports')
        .insert({ user_id: userId, conversation, metadata, context })
        .select('id')
        .single();
      if (error) throw error;
      return { id: (data as { id: string }).id };
    },
  };
}
