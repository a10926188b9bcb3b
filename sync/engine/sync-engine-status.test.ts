import { describe, expect, it } from 'vitest';
import { engineHarness } from './test-support/engine-harness';
import { settle } from './test-support/manual-time';
import { SYNC_INTERVAL_MS } from './sync-engine';

const LESSON = '6f1c2a8e-0000-4000-8000-000000000001';

describe('SyncEngine: status', () => {
  it('listeners hear pushing, pulling, in-sync, then the pending count and last sync time', async () => {
    const { engine, time, local, statuses, phases } = engineHarness();
    local.write(LESSON);
    local.write(LESSON, { notes: 'Bring rulers' });
    engine.start();
    await time.advance(0);

    expect(phases()).toEqual(['in-sync', 'pushing', 'pulling', 'in-sync']);
    expect(statuses.find((status) => status.phase === 'pushing')?.pending).toBe(2);
    expect(statuses.at(-1)).toEqual({
      phase: 'in-sync',
      pending: 0,
      lastSyncedAt: time.nowIso(),
      reason: null,
      detail: null,
      retryAt: null,
      pulledRows: 0,
    });
    expect(local.synced).toBe(time.nowIso());
  });

  it('while pulling, says how many rows have arrived after each page, and 0 once in sync', async () => {
    const { engine, time, server, statuses } = engineHarness({ pullPageSize: 2 });
    for (let i = 0; i < 5; i += 1) {
      server.put('lessons', { id: `6f1c2a8e-0000-4000-8000-00000000010${i}`, deleted_at: null });
    }
    engine.start();
    await time.advance(0);

    const pulling = statuses.filter((status) => status.phase === 'pulling');
    expect(pulling.map((status) => status.pulledRows)).toEqual([0, 2, 4, 5]);
    expect(statuses.at(-1)).toMatchObject({ phase: 'in-sync', pulledRows: 0 });
  });

  it('shows the unsynced count and the last sync time from the replica at start, even offline', async () => {
    const { engine, local } = engineHarness({ online: false });
    local.write(LESSON);
    local.write(LESSON, { notes: 'Bring rulers' });
    local.synced = '2026-11-22T17:00:00.000Z';
    engine.start();
    await settle();
    expect(engine.getStatus()).toMatchObject({
      phase: 'offline',
      pending: 2,
      lastSyncedAt: '2026-11-22T17:00:00.000Z',
    });
  });

  it('counts a write as pending at once, before any run', async () => {
    const { engine, time, local } = engineHarness();
    engine.start();
    await time.advance(0);
    local.write(LESSON);
    await settle();
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', pending: 1 });
  });

  it('a write that lands during a run is still pending after it, and runs again at once', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    const release = server.hold('pull');
    engine.start();
    await time.advance(0);
    local.write(LESSON);
    release();
    await settle();
    expect(outcomes).toHaveLength(1);
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', pending: 1 });
    expect(time.waiting()).toEqual([0]);
  });

  it('a subscriber hears the current status at once and nothing after unsubscribing', async () => {
    const { engine, time } = engineHarness();
    const heard: string[] = [];
    const unsubscribe = engine.subscribe((status) => heard.push(status.phase));
    expect(heard).toEqual(['in-sync']);
    unsubscribe();
    engine.start();
    await time.advance(0);
    expect(heard).toEqual(['in-sync']);
  });

  it('a replica that fails (closed, quota) makes an error phase, never an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const { engine, time, local } = engineHarness();
      local.broken = new Error('DatabaseClosedError');
      engine.start();
      local.write(LESSON);
      await time.advance(0);
      await settle();
      expect(engine.getStatus()).toMatchObject({
        phase: 'error',
        reason: 'local-storage',
        detail: 'Error: DatabaseClosedError',
      });
      expect(time.waiting()).toEqual([1000]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

describe('SyncEngine: stop', () => {
  it('cancels its timers and listeners and waits for the run in progress', async () => {
    const { engine, time, environment, local, server, outcomes } = engineHarness();
    const release = server.hold('pull');
    engine.start();
    await time.advance(0);

    let stopped = false;
    const stopping = engine.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(environment.subscribers).toBe(0);
    expect(local.watching).toBe(0);

    release();
    await stopping;
    expect(outcomes).toHaveLength(1);
    expect(time.waiting()).toEqual([]);

    environment.focus();
    local.write(LESSON);
    await time.advance(10 * SYNC_INTERVAL_MS);
    expect(outcomes).toHaveLength(1);
  });

  it('when idle, clears the 30 s timer so nothing is left waiting', async () => {
    const { engine, time } = engineHarness();
    engine.start();
    await time.advance(0);
    expect(time.waiting()).toEqual([SYNC_INTERVAL_MS]);
    await engine.stop();
    expect(time.waiting()).toEqual([]);
  });

  it('a syncNow waiting behind the run in progress does not start another run once stopped', async () => {
    const { engine, time, server, outcomes } = engineHarness();
    const release = server.hold('pull');
    engine.start();
    await time.advance(0);

    const waiting = engine.syncNow();
    const stopping = engine.stop();
    release();
    await stopping;
    await waiting;
    // The caller closes the replica once stop() resolves; a run after that would fail on it.
    expect(outcomes).toHaveLength(1);
    expect(server.pulls).toHaveLength(1);
  });
});
