import { describe, expect, it } from 'vitest';
import { engineHarness } from './test-support/engine-harness';
import { settle } from './test-support/manual-time';
import { AFTER_WRITE_DELAY_MS, SYNC_INTERVAL_MS } from './sync-engine';

const LESSON = '6f1c2a8e-0000-4000-8000-000000000001';

describe('SyncEngine: when it runs', () => {
  it('runs on start, then every 30 s while online', async () => {
    const { engine, time, outcomes } = engineHarness();
    engine.start();
    await time.advance(0);
    expect(outcomes).toHaveLength(1);
    expect(time.waiting()).toEqual([SYNC_INTERVAL_MS]);

    await time.advance(SYNC_INTERVAL_MS - 1);
    expect(outcomes).toHaveLength(1);
    await time.advance(1);
    await time.advance(SYNC_INTERVAL_MS);
    expect(outcomes).toHaveLength(3);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });

  it('runs at once when the network comes back and when the app gets focus', async () => {
    const { engine, time, environment, outcomes } = engineHarness({ online: false });
    engine.start();
    await time.advance(SYNC_INTERVAL_MS);
    expect(outcomes).toHaveLength(0);

    environment.goOnline();
    await time.advance(0);
    expect(outcomes).toHaveLength(1);

    // Focus does not wait for the 30 s tick: the teacher is looking at the screen now.
    environment.focus();
    await time.advance(0);
    expect(outcomes).toHaveLength(2);
  });

  it('runs shortly after a local write, once for a burst of writes', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    engine.start();
    await time.advance(0);

    local.write(LESSON, { title: 'F' });
    await time.advance(300);
    local.write(LESSON, { title: 'Fr' });
    await time.advance(300);
    local.write(LESSON, { title: 'Fra' });
    await time.advance(AFTER_WRITE_DELAY_MS - 601);
    expect(outcomes).toHaveLength(1);

    await time.advance(1);
    expect(outcomes).toHaveLength(2);
    expect(server.pushes.map((batch) => batch.map((change) => change.seq))).toEqual([[1, 2, 3]]);
    expect(local.outbox).toEqual([]);
  });

  it('schedules nothing while offline and shows the offline phase', async () => {
    const { engine, time, environment, local, outcomes } = engineHarness();
    engine.start();
    await time.advance(0);
    environment.goOffline();
    // The 30 s tick is cancelled rather than left to fail against a network that is not there.
    expect(time.waiting()).toEqual([]);
    expect(engine.getStatus().phase).toBe('offline');

    local.write(LESSON);
    environment.focus();
    await time.advance(10 * SYNC_INTERVAL_MS);
    expect(outcomes).toHaveLength(1);
    expect(time.waiting()).toEqual([]);
    expect(engine.getStatus()).toMatchObject({ phase: 'offline', pending: 1 });
  });

  it('starting offline runs nothing until the network comes back', async () => {
    const { engine, time, server } = engineHarness({ online: false });
    engine.start();
    await settle();
    expect(engine.getStatus().phase).toBe('offline');
    expect(time.waiting()).toEqual([]);
    expect(server.pulls).toEqual([]);
  });
});

describe('SyncEngine: one run at a time', () => {
  it('a request during a run gives exactly one more run after it, never two at once', async () => {
    const { engine, time, environment, local, server, outcomes } = engineHarness();
    local.write(LESSON);
    const release = server.hold('push');
    engine.start();
    await time.advance(0);

    // Everything that asks for a run while the first one is waiting on the server.
    local.write(LESSON, { title: 'Decimals' });
    environment.focus();
    environment.goOnline();
    await time.advance(SYNC_INTERVAL_MS);
    // A second run would have pushed straight through (only the first push is held).
    expect(server.pushes).toEqual([]);
    expect(outcomes).toHaveLength(0);

    release();
    await time.advance(0);
    expect(outcomes).toHaveLength(2);
    expect(server.pushes.map((batch) => batch.map((change) => change.seq))).toEqual([[1], [2]]);
    expect(time.waiting()).toEqual([SYNC_INTERVAL_MS]);
  });

  it('syncNow during a run waits for it, then runs once more', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    local.write(LESSON);
    const release = server.hold('push');
    engine.start();
    await time.advance(0);

    // The caller's write may have missed the run in progress, so syncNow must run after it.
    local.write(LESSON, { title: 'Decimals' });
    let done = false;
    const now = engine.syncNow().then(() => (done = true));
    await settle();
    expect(done).toBe(false);

    release();
    await now;
    expect(outcomes).toHaveLength(2);
    expect(server.pushes.flat().map((change) => change.seq)).toEqual([1, 2]);
  });
});
