import { createContext, use } from 'react';
import type { SendReportResult } from '../model/deliver-report';
import type { FeedbackReport } from '../model/report-rules';

/** What the feedback chat asks of the server; the app implements it with supabase-js. */
export interface FeedbackActions {
  /** POSTs the report to submit-feedback with the signed-in session (spec §7). */
  submit(report: FeedbackReport): Promise<SendReportResult>;
}

/** null where no server is configured (tests of other pages): reports are then only queued. */
export const FeedbackActionsContext = createContext<FeedbackActions | null>(null);

export function useFeedbackActions(): FeedbackActions | null {
  return use(FeedbackActionsContext);
}
