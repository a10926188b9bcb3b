import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import type { QueueReportResult } from '../model/deliver-report';
import type { FeedbackReport } from '../model/report-rules';

/**
 * Keeps a report in the signed-in user's queue (the replica's pending_feedback store), which the
 * sync leader's FeedbackSender sends once the device is online. Null while the replica opens.
 * The queue module loads on first use: it carries zod, which the chat's chunk need not.
 */
export function useQueueFeedback():
  ((report: FeedbackReport) => Promise<QueueReportResult>) | null {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica) return null;
    return async (report) => {
      try {
        const { enqueueFeedback } = await import('@/db/feedback-queue');
        const queued = await enqueueFeedback(replica.db, report);
        return queued.ok ? { ok: true } : { ok: false, message: queued.message };
      } catch (error) {
        // IndexedDB failed (a full device, a closed database): unexpected, so log it.
        console.error('The feedback report could not be kept on this device', error);
        return { ok: false, message: 'this device could not keep it' };
      }
    };
  }, [replica]);
}
