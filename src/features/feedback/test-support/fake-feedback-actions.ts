import type { FeedbackActions } from '../api/feedback-actions';
import type { SendReportResult } from '../model/deliver-report';
import type { FeedbackReport } from '../model/report-rules';

/** Feedback actions answering from a script (then `{ ok: true }`), recording every report. */
export function fakeFeedbackActions(...answers: SendReportResult[]) {
  const submitted: FeedbackReport[] = [];
  const actions: FeedbackActions = {
    async submit(report) {
      submitted.push(report);
      return answers.shift() ?? { ok: true };
    },
  };
  return { actions, submitted };
}
