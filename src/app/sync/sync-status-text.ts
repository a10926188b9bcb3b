import type { SyncAttention } from '@/db/replica-hooks';
import type { SyncFailureReason, SyncPhase, SyncStatus } from '@sync/engine/sync-status';
import { timeAgoText as timeAgoFrom } from '@/shared/lib/format/time-ago';

/** The phase in words, as the header shows it (DESIGN §6). */
export const PHASE_LABELS: Record<SyncPhase, string> = {
  offline: 'Offline',
  pushing: 'Sending changes',
  pulling: 'Updating',
  'in-sync': 'Up to date',
  error: 'Sync problem',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 unsynced", or null when the outbox is empty. */
export function pendingShort(pending: number): string | null {
  return pending > 0 ? `${pending} unsynced` : null;
}

export function pendingSentence(pending: number): string {
  if (pending === 0) return 'All changes made on this device are on the server.';
  return `${plural(pending, 'change', 'changes')} not yet on the server.`;
}

/**
 * Why sync failed, in words a teacher can act on: one sentence per reason the engine reports
 * (the engine says what happened; the wording is the app's). Each says whether work is safe and
 * what, if anything, to do.
 */
export const FAILURE_SENTENCES: Record<SyncFailureReason, string> = {
  offline:
    'The server cannot be reached. Your changes are kept on this device and sent when it can be; check your internet connection.',
  'auth-expired':
    'Your session has expired. Sign in again to sync; your changes are kept on this device.',
  'server-error':
    'The server is having a problem. Your changes are kept on this device and sent when it recovers; there is nothing you need to do.',
  'bad-answer':
    'The server sent an answer this app could not read, so nothing on this device was changed. Your changes are kept; reload the page to get the latest version of the app.',
  'request-refused':
    'The server refused the sync request. Your changes are kept on this device; reload the page to get the latest version of the app.',
  'local-storage':
    "This device's storage could not be used for syncing (it may be full). Free up space on the device, then reload the page; changes already saved stay on this device.",
  unknown:
    'Sync failed unexpectedly. Your changes are kept on this device and sync tries again; reload the page if this keeps happening.',
};

/** When the engine gave no reason (another version's leader tab named one this one lacks). */
const GENERAL_FAILURE = 'Sync failed; your changes are kept on this device and sync tries again.';

/** What the phase means for the user's work. */
export function phaseSentence(status: SyncStatus): string {
  switch (status.phase) {
    case 'offline':
      // The browser says it is offline (no reason), or a run got no answer from the server.
      return status.reason === null
        ? 'You are offline. Changes are kept on this device and sent when you are back online.'
        : FAILURE_SENTENCES.offline;
    case 'pushing':
      return 'Sending your changes to the server.';
    case 'pulling': {
      const sentence = 'Fetching changes made on your other devices and by colleagues.';
      const rows = pulledRowsText(status.pulledRows);
      return rows === null ? sentence : `${sentence} ${rows} so far.`;
    }
    case 'in-sync':
      return status.pending > 0 ? 'Your latest changes will be sent shortly.' : 'Up to date.';
    case 'error':
      return status.reason === null ? GENERAL_FAILURE : FAILURE_SENTENCES[status.reason];
  }
}

/** "3 min ago" for an ISO time (the engine's `lastSyncedAt`); the words are shared/lib/format's. */
export function timeAgoText(atIso: string, nowMs: number): string {
  return timeAgoFrom(new Date(atIso).getTime(), nowMs);
}

/** The details panel's "Last sync": "3 min ago", "Just now", or "Not yet on this device". */
export function lastSyncedText(lastSyncedAt: string | null, nowMs: number): string {
  if (lastSyncedAt === null) return 'Not yet on this device';
  const ago = timeAgoText(lastSyncedAt, nowMs);
  return ago.charAt(0).toUpperCase() + ago.slice(1);
}

/** Shown instead of "Up to date" while changes made here wait for the next push. */
const WAITING_LABEL = 'Changes waiting';

/**
 * The header's one line, the same three parts in every phase: what sync is doing, how many
 * changes are not on the server, and when this device last synced, e.g.
 * "Offline · 2 unsynced · last synced 3 min ago". "Up to date" is said only when nothing waits:
 * the engine reports in-sync between a write and the push it schedules.
 */
export interface SyncLine {
  /** "Offline", "Sending changes", …: the live region's words. */
  label: string;
  /** "2 unsynced", or null when the outbox is empty. */
  pending: string | null;
  /** "last synced 3 min ago", or "never synced on this device". */
  lastSynced: string;
  /** While pulling: "12,000 rows", so a first sync on a new device shows it moving. */
  progress: string | null;
}

const ROW_COUNT = new Intl.NumberFormat('en');

/** "1 row", "12,000 rows" (short: the header is narrow on a tablet); null before the first page. */
export function pulledRowsText(rows: number): string | null {
  if (rows <= 0) return null;
  return `${ROW_COUNT.format(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/** `phase` is the one shown (a short push or pull is not), the rest is the engine's status. */
export function syncLine(phase: SyncPhase, status: SyncStatus, nowMs: number): SyncLine {
  return {
    label: phase === 'in-sync' && status.pending > 0 ? WAITING_LABEL : PHASE_LABELS[phase],
    pending: pendingShort(status.pending),
    lastSynced:
      status.lastSyncedAt === null
        ? 'never synced on this device'
        : `last synced ${timeAgoText(status.lastSyncedAt, nowMs)}`,
    progress: phase === 'pulling' ? pulledRowsText(status.pulledRows) : null,
  };
}

/** The line as one string, parts joined by a middle dot. */
export function syncLineText(line: SyncLine): string {
  return [line.label, line.progress, line.pending, line.lastSynced].filter(Boolean).join(' · ');
}

export function retryText(retryAt: number | null, nowMs: number): string | null {
  if (retryAt === null) return null;
  const seconds = Math.ceil((retryAt - nowMs) / 1000);
  return seconds > 0 ? `Trying again in ${plural(seconds, 'second', 'seconds')}.` : 'Trying again.';
}

/** One line per kind of thing that waits for the user, e.g. "2 changes the server refused". */
export function attentionLines(attention: SyncAttention): string[] {
  const lines: string[] = [];
  if (attention.rejected > 0) {
    lines.push(`${plural(attention.rejected, 'change', 'changes')} the server refused`);
  }
  if (attention.conflicts > 0) {
    lines.push(`${plural(attention.conflicts, 'text', 'texts')} replaced by another edit`);
  }
  if (attention.feedback > 0) {
    lines.push(`${plural(attention.feedback, 'feedback report', 'feedback reports')} not sent yet`);
  }
  return lines;
}

/** Refused changes and conflicts need a decision; queued feedback only needs time. */
export function needsAttention(attention: SyncAttention): boolean {
  return attention.rejected > 0 || attention.conflicts > 0;
}
