import type { SubmitOutcome } from './chat-rules';
import { FEEDBACK_REPORT_MAX_BYTES, reportBytes, type FeedbackReport } from './report-rules';

/**
 * What one POST to submit-feedback came to. `no-answer`: nothing came back (no network, the
 * server unreachable); `refused`: the server answered with an error, whose body's `message` is
 * the reason shown (spec §7).
 */
export type SendReportResult =
  | { ok: true }
  | { ok: false; reason: 'no-answer' | 'not-signed-in' | 'disabled' | 'refused'; message: string };

/** Keeping a report in the device's queue, sent by the sync leader once online. */
export type QueueReportResult = { ok: true } | { ok: false; message: string };

export type DeliveryPorts = {
  /** The `feedback` flag. */
  enabled: boolean;
  signedIn: boolean;
  /** navigator.onLine: false is certainly offline. */
  online: boolean;
  /** null where the app has no server to call (no backend configured). */
  send: ((report: FeedbackReport) => Promise<SendReportResult>) | null;
  /** null while the user's replica is not open yet. */
  queue: ((report: FeedbackReport) => Promise<QueueReportResult>) | null;
};

/** Said when there is neither a server to send to nor a queue to keep the report in. */
export const NOWHERE_TO_KEEP_REASON = 'this device is not ready to keep it for later';

/**
 * Sends a ready report, or keeps it for later. Online it goes to submit-feedback at once, so the
 * server's answer can be shown; offline, or when the request got no answer at all, it is queued
 * (src/db/feedback-queue) and the sync leader's FeedbackSender sends it when the device is back
 * online. A request with no answer nearly always failed to connect; one lost after the server
 * stored the report would be stored twice (docs/decisions.md, "Feedback chat").
 */
export async function deliverReport(
  report: FeedbackReport,
  ports: DeliveryPorts,
): Promise<SubmitOutcome> {
  if (!ports.enabled) return { kind: 'disabled' };
  if (!ports.signedIn) return { kind: 'not-signed-in' };
  if (reportBytes(report) > FEEDBACK_REPORT_MAX_BYTES) return { kind: 'too-large' };
  if (ports.online && ports.send) {
    const sent = await ports.send(report).catch(
      // The call's own module failed to load, or a bug: nothing was sent, so keep the report.
      (error: unknown): SendReportResult => ({
        ok: false,
        reason: 'no-answer',
        message: String(error),
      }),
    );
    if (sent.ok) return { kind: 'sent' };
    if (sent.reason === 'disabled') return { kind: 'disabled' };
    if (sent.reason === 'not-signed-in') return { kind: 'not-signed-in' };
    if (sent.reason === 'refused') return { kind: 'failed', reason: sent.message };
  }
  if (!ports.queue) return { kind: 'failed', reason: NOWHERE_TO_KEEP_REASON };
  const kept = await ports.queue(report);
  return kept.ok ? { kind: 'queued' } : { kind: 'failed', reason: kept.message };
}
