import { describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS } from '@sync/engine/sync-status';
import {
  attentionLines,
  lastSyncedText,
  needsAttention,
  PHASE_LABELS,
  pendingShort,
  phaseSentence,
  retryText,
} from './sync-status-text';
import { syncUpdateBlocker } from './sync-update-blocker';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('sync status in words', () => {
  it('names every phase', () => {
    expect(PHASE_LABELS).toEqual({
      offline: 'Offline',
      pushing: 'Sending changes',
      pulling: 'Updating',
      'in-sync': 'Up to date',
      error: 'Sync problem',
    });
  });

  it('counts unsynced changes', () => {
    expect(pendingShort(0)).toBeNull();
    expect(pendingShort(3)).toBe('3 unsynced');
  });

  it('says when the device last synced', () => {
    expect(lastSyncedText(null, NOW)).toBe('Not synced yet on this device');
    expect(lastSyncedText(ago(20_000), NOW)).toBe('Synced just now');
    expect(lastSyncedText(ago(60_000), NOW)).toBe('Synced 1 minute ago');
    expect(lastSyncedText(ago(5 * 60_000), NOW)).toBe('Synced 5 minutes ago');
    expect(lastSyncedText(ago(3 * 3_600_000), NOW)).toBe('Synced 3 hours ago');
    expect(lastSyncedText(ago(26 * 3_600_000), NOW)).toBe('Synced yesterday');
    expect(lastSyncedText(ago(4 * 86_400_000), NOW)).toBe('Synced 4 days ago');
  });

  it("gives the engine's error message, and when it tries again", () => {
    const failed = { ...INITIAL_SYNC_STATUS, phase: 'error' as const, error: 'Session expired' };
    expect(phaseSentence(failed)).toBe('Session expired');
    expect(retryText(NOW + 4_200, NOW)).toBe('Trying again in 5 seconds.');
    expect(retryText(NOW + 900, NOW)).toBe('Trying again in 1 second.');
    expect(retryText(null, NOW)).toBeNull();
  });

  it('lists what waits for the user', () => {
    const attention = { rejected: 2, conflicts: 1, feedback: 1 };
    expect(attentionLines(attention)).toEqual([
      '2 changes the server refused',
      '1 text replaced by another edit',
      '1 feedback report not sent yet',
    ]);
    expect(needsAttention(attention)).toBe(true);
    expect(needsAttention({ rejected: 0, conflicts: 0, feedback: 3 })).toBe(false);
  });
});

describe('syncUpdateBlocker', () => {
  it('blocks the update while the outbox holds changes, naming how many', () => {
    expect(syncUpdateBlocker(0)).toEqual({ blocked: false });
    expect(syncUpdateBlocker(1)).toEqual({
      blocked: true,
      reason: 'Waiting for 1 change to reach the server before reloading.',
    });
    expect(syncUpdateBlocker(4)).toMatchObject({ reason: expect.stringContaining('4 changes') });
  });
});
