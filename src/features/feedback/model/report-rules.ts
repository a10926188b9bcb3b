import type { FeedbackCategory } from './category-rules';
import { canSubmit, type ChatState } from './chat-rules';
import type { FeedbackSeverity } from './severity-rules';

/**
 * submit-feedback refuses a body over 16 KB (MAX_FEEDBACK_BODY_BYTES in
 * supabase/functions/submit-feedback; a test keeps the two equal). A report is measured before
 * it is sent or queued, so a queued report is never one the server is bound to refuse.
 */
export const FEEDBACK_REPORT_MAX_BYTES = 16 * 1024;

/** Spec §3 feedback report, as submit-feedback takes it (spec §7: {conversation, metadata, context}). */
export type FeedbackReport = {
  conversation: { role: 'user' | 'assistant'; content: string; timestamp: string }[];
  metadata: {
    category: FeedbackCategory;
    severity: FeedbackSeverity;
    expectedBehavior?: string;
    actualBehavior?: string;
    reproductionSteps?: string;
    impact?: string;
    attachments: string[];
  };
  context: string;
};

/** The report a ready chat makes, or null when it cannot be submitted (spec §4). */
export function buildFeedbackReport(state: ChatState, context: string): FeedbackReport | null {
  const { answers } = state;
  if (!canSubmit(state) || !answers.category || !answers.severity) return null;
  const texts = {
    expectedBehavior: answers.expectedBehavior,
    actualBehavior: answers.actualBehavior,
    reproductionSteps: answers.reproductionSteps,
    impact: answers.impact,
  };
  return {
    conversation: state.messages
      .filter((message) => message.inReport)
      .map(({ role, content, timestamp }) => ({ role, content, timestamp })),
    metadata: {
      category: answers.category,
      severity: answers.severity,
      ...Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== null)),
      attachments: answers.attachments ?? [],
    },
    context,
  };
}

/** The report's size as the request body carries it (UTF-8 JSON). */
export function reportBytes(report: FeedbackReport): number {
  return new TextEncoder().encode(JSON.stringify(report)).length;
}
