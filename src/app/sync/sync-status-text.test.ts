import { describe, expect, it } from 'vitest';
import {
  INITIAL_SYNC_STATUS,
  SYNC_FAILURE_REASONS,
  type SyncFailureReason,
  type SyncPhase,
} from '@sync/engine/sync-status';
import {
  attentionLines,
  FAILURE_SENTENCES,
  lastSyncedText,
  needsAttention,
  PHASE_LABELS,
  pendingShort,
  phaseSentence,
  retryText,
  syncLine,
  syncLineText,
  timeAgoText,
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

  it('says how long ago in a few words', () => {
    expect(timeAgoText(ago(20_000), NOW)).toBe('just now');
    expect(timeAgoText(ago(60_000), NOW)).toBe('1 min ago');
    expect(timeAgoText(ago(3 * 60_000 + 59_000), NOW)).toBe('3 min ago');
    expect(timeAgoText(ago(3_600_000), NOW)).toBe('1 hour ago');
    expect(timeAgoText(ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(timeAgoText(ago(26 * 3_600_000), NOW)).toBe('1 day ago');
    expect(timeAgoText(ago(4 * 86_400_000), NOW)).toBe('4 days ago');
    // A clock behind the server's timestamp never says "in 2 min".
    expect(timeAgoText(ago(-120_000), NOW)).toBe('just now');
  });

  it('says when the device last synced, for the details panel', () => {
    expect(lastSyncedText(null, NOW)).toBe('Not yet on this device');
    expect(lastSyncedText(ago(20_000), NOW)).toBe('Just now');
    expect(lastSyncedText(ago(5 * 60_000), NOW)).toBe('5 min ago');
  });

  describe('the header line: one rule for every phase', () => {
    const line = (phase: SyncPhase, pending: number, lastSyncedAt: string | null) =>
      syncLineText(syncLine(phase, { ...INITIAL_SYNC_STATUS, phase, pending, lastSyncedAt }, NOW));
    const threeMinAgo = ago(3 * 60_000);

    it.each<[SyncPhase, number, string | null, string]>([
      ['in-sync', 0, ago(10_000), 'Up to date · last synced just now'],
      ['in-sync', 1, threeMinAgo, 'Changes waiting · 1 unsynced · last synced 3 min ago'],
      ['pushing', 2, threeMinAgo, 'Sending changes · 2 unsynced · last synced 3 min ago'],
      ['pulling', 0, threeMinAgo, 'Updating · last synced 3 min ago'],
      ['pulling', 4, threeMinAgo, 'Updating · 4 unsynced · last synced 3 min ago'],
      ['offline', 2, threeMinAgo, 'Offline · 2 unsynced · last synced 3 min ago'],
      ['offline', 0, ago(2 * 86_400_000), 'Offline · last synced 2 days ago'],
      ['offline', 5, null, 'Offline · 5 unsynced · never synced on this device'],
      ['error', 3, ago(2 * 3_600_000), 'Sync problem · 3 unsynced · last synced 2 hours ago'],
      ['error', 0, null, 'Sync problem · never synced on this device'],
    ])('%s with %i unsynced (last sync %s) reads "%s"', (phase, pending, at, expected) => {
      expect(line(phase, pending, at)).toBe(expected);
    });

    it('keeps the label, the count and the last sync apart for the live region', () => {
      const status = { ...INITIAL_SYNC_STATUS, phase: 'offline' as const, pending: 2 };
      expect(syncLine('offline', { ...status, lastSyncedAt: threeMinAgo }, NOW)).toEqual({
        label: 'Offline',
        pending: '2 unsynced',
        lastSynced: 'last synced 3 min ago',
        progress: null,
      });
    });

    it('while pulling, counts the rows received so far, outside the label', () => {
      const status = { ...INITIAL_SYNC_STATUS, phase: 'pulling' as const, pulledRows: 12_000 };
      expect(syncLine('pulling', status, NOW)).toMatchObject({
        label: 'Updating',
        progress: '12,000 rows',
      });
      expect(syncLineText(syncLine('pulling', status, NOW))).toBe(
        'Updating · 12,000 rows · never synced on this device',
      );
      expect(phaseSentence(status)).toBe(
        'Fetching changes made on your other devices and by colleagues. 12,000 rows so far.',
      );
      // Shown only while pulling: a count left from the run before says nothing once in sync.
      expect(syncLine('in-sync', { ...status, phase: 'in-sync' }, NOW).progress).toBeNull();
      expect(syncLine('pulling', { ...status, pulledRows: 1 }, NOW).progress).toBe('1 row');
    });

    it('says "Up to date" only when nothing waits to be sent', () => {
      for (const phase of ['offline', 'pushing', 'pulling', 'in-sync', 'error'] as const) {
        expect(line(phase, 1, threeMinAgo)).not.toContain('Up to date');
      }
    });
  });

  it('words every failure reason the engine reports, each saying what happens to the work', () => {
    const failed = (reason: SyncFailureReason | null, phase: SyncPhase = 'error') =>
      phaseSentence({ ...INITIAL_SYNC_STATUS, phase, reason, detail: 'HTTP 500: boom' });
    expect(Object.keys(FAILURE_SENTENCES).sort()).toEqual([...SYNC_FAILURE_REASONS].sort());
    // Every reason has its own sentence: none falls back to another's, none is the detail.
    const sentences = SYNC_FAILURE_REASONS.map((reason) => failed(reason));
    expect(new Set(sentences).size).toBe(SYNC_FAILURE_REASONS.length);
    for (const sentence of sentences) {
      expect(sentence).not.toContain('HTTP 500');
      // A teacher's first question: is my work safe?
      expect(sentence).toMatch(/changes (are kept|already saved stay)|nothing on this device/i);
    }
    expect(failed('auth-expired')).toBe(
      'Your session has expired. Sign in again to sync; your changes are kept on this device.',
    );
    expect(failed('offline', 'offline')).toMatch(/server cannot be reached.*internet connection/);
    expect(failed('server-error')).toMatch(/nothing you need to do/);
    expect(failed('bad-answer')).toMatch(/could not read.*reload the page/);
    expect(failed('request-refused')).toMatch(/refused.*reload the page/);
    expect(failed('local-storage')).toMatch(/storage.*Free up space/);
    expect(failed('unknown')).toMatch(/unexpectedly.*reload the page/);
  });

  it('says offline when the browser is, and a general sentence for an error with no reason', () => {
    const status = { ...INITIAL_SYNC_STATUS, phase: 'offline' as const };
    expect(phaseSentence(status)).toMatch(/^You are offline\./);
    expect(phaseSentence({ ...status, phase: 'error' })).toBe(
      'Sync failed; your changes are kept on this device and sync tries again.',
    );
  });

  it('says when it tries again', () => {
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
