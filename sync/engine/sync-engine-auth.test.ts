import { describe, expect, it, vi } from 'vitest';
import { engineHarness } from './test-support/engine-harness';
import { RemoteFailure } from './ports';

const LESSON = '6f1c2a8e-0000-4000-8000-000000000001';
const expired = () => new RemoteFailure('auth', 'JWT expired', 401);

describe('SyncEngine: an expired session', () => {
  it('is refreshed and the run retried at once', async () => {
    const refreshSession = vi.fn(async () => true);
    const { engine, time, local, server, outcomes, ranAt } = engineHarness({ refreshSession });
    local.write(LESSON);
    server.failNext('push', expired());
    const start = time.nowMs();
    engine.start();
    await time.advance(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, true]);
    expect(ranAt).toEqual([start, start]);
    expect(local.outbox).toEqual([]);
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', reason: null, detail: null });
  });

  it('that cannot be refreshed shows the session message and deletes nothing local', async () => {
    const refreshSession = vi.fn(async () => false);
    const { engine, time, local, server } = engineHarness({ refreshSession });
    local.write(LESSON);
    local.write(LESSON, { notes: 'Bring rulers' });
    local.state = { cursor: null, scope: 'scope-1', resync: false };
    local.synced = '2026-11-22T17:00:00.000Z';
    server.failNext('push', expired());
    engine.start();
    await time.advance(0);

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(engine.getStatus()).toMatchObject({
      phase: 'error',
      pending: 2,
      lastSyncedAt: '2026-11-22T17:00:00.000Z',
      retryAt: time.nowMs() + 1000,
      reason: 'auth-expired',
      detail: 'HTTP 401: JWT expired',
    });
    expect(local.outbox.map((change) => change.seq)).toEqual([1, 2]);
    expect(local.state.scope).toBe('scope-1');
    // It keeps trying: the teacher may sign in again in another tab.
    expect(time.waiting()).toEqual([1000]);
  });

  it('a refresh that throws counts as not refreshed', async () => {
    const refreshSession = vi.fn(async (): Promise<boolean> => {
      throw new TypeError('fetch failed');
    });
    const { engine, time, server } = engineHarness({ refreshSession });
    server.failNext('pull', expired());
    engine.start();
    await time.advance(0);
    expect(engine.getStatus()).toMatchObject({ phase: 'error', reason: 'auth-expired' });
    expect(time.waiting()).toEqual([1000]);
  });

  it('refused again right after a refresh backs off instead of retrying at once forever', async () => {
    const refreshSession = vi.fn(async () => true);
    const { engine, time, server, outcomes } = engineHarness({ refreshSession });
    for (let i = 0; i < 4; i++) server.failNext('pull', expired());
    engine.start();
    await time.advance(0);
    // Two refused runs back to back: the fresh token is refused too, so waiting is the only help.
    expect(outcomes).toHaveLength(2);
    expect(time.waiting()).toEqual([1000]);
    expect(engine.getStatus().phase).toBe('error');

    await time.advance(1000);
    expect(time.waiting()).toEqual([2000]);
    await time.advance(2000);
    expect(time.waiting()).toEqual([4000]);
    await time.advance(4000);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, false, false, false, true]);
  });
});
