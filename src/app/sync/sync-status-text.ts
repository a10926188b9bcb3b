import type { SyncAttention } from '@/db/replica-hooks';
import type { SyncPhase, SyncStatus } from '@sync/engine/sync-status';

/** The phase in words, as the header shows it (DESIGN §6). */
export const PHASE_LABELS: Record<SyncPhase, string> = {
  offline: 'Offline',
  pushing: 'Sending changes',
  pulling: 'Updating',
  'in-sync': 'Up to date',
  error: 'Sync problem',
};

/** Below this, "just now": a distance in seconds changes on every render and says nothing. */
const JUST_NOW_MS = 60_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 unsynced", or null when the outbox is empty. */
export function pendingShort(pending: number): string | null {
  return pending > 0 ? `${pending} unsynced` : null;
}

export function pendingSentence(pending: number): string {
  if (pending === 0) return 'All changes made on this device are on the server.';
  return `${plural(pending, 'change', 'changes')} not yet on the server.`;
}

/** What the phase means for the user's work. */
export function phaseSentence(status: SyncStatus): string {
  switch (status.phase) {
    case 'offline':
      return 'You are offline. Changes are kept on this device and sent when you are back online.';
    case 'pushing':
      return 'Sending your changes to the server.';
    case 'pulling':
      return 'Fetching changes made on your other devices and by colleagues.';
    case 'in-sync':
      return status.pending > 0 ? 'Your latest changes will be sent shortly.' : 'Up to date.';
    case 'error':
      return status.error ?? 'Sync failed; your changes are kept on this device.';
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The browser's own relative-time wording: date-fns' formatDistance would add ~7 KB gzip to the
 * layout chunk, which every signed-in route pays for.
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Synced 5 minutes ago", "Synced yesterday". */
export function lastSyncedText(lastSyncedAt: string | null, nowMs: number): string {
  if (lastSyncedAt === null) return 'Not synced yet on this device';
  const agoMs = nowMs - new Date(lastSyncedAt).getTime();
  if (agoMs < JUST_NOW_MS) return 'Synced just now';
  if (agoMs < HOUR_MS) return `Synced ${relative.format(-Math.floor(agoMs / MINUTE_MS), 'minute')}`;
  if (agoMs < DAY_MS) return `Synced ${relative.format(-Math.floor(agoMs / HOUR_MS), 'hour')}`;
  return `Synced ${relative.format(-Math.floor(agoMs / DAY_MS), 'day')}`;
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
