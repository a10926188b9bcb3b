import { describe, expect, it } from 'vitest';
import { engineHarness } from './test-support/engine-harness';
import { RemoteFailure } from './ports';
import { AFTER_WRITE_DELAY_MS, SYNC_INTERVAL_MS } from './sync-engine';

const LESSON = '6f1c2a8e-0000-4000-8000-000000000001';
const unavailable = () => new RemoteFailure('transient', 'HTTP 503', 503);

describe('SyncEngine: backoff after failures', () => {
  it('waits 1 s, 2 s, 4 s … at most 30 s between failed runs, and starts over after a success', async () => {
    const { engine, time, server, outcomes } = engineHarness();
    for (let i = 0; i < 7; i++) server.failNext('pull', unavailable());
    engine.start();
    await time.advance(0);

    const delays: number[] = [];
    for (let failed = 1; failed <= 7; failed++) {
      const [delay = -1] = time.waiting();
      delays.push(delay);
      expect(engine.getStatus()).toMatchObject({
        phase: 'error',
        reason: 'server-error',
        detail: 'HTTP 503',
        retryAt: time.nowMs() + delay,
      });
      await time.advance(delay);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([...Array(7).fill(false), true]);
    expect(engine.getStatus()).toMatchObject({
      phase: 'in-sync',
      reason: null,
      detail: null,
      retryAt: null,
    });
    expect(time.waiting()).toEqual([SYNC_INTERVAL_MS]);

    server.failNext('pull', unavailable());
    await time.advance(SYNC_INTERVAL_MS);
    expect(time.waiting()).toEqual([1000]);
  });

  it('a write while backing off waits for the retry instead of asking the failing server again', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    for (let i = 0; i < 4; i++) server.failNext('pull', unavailable());
    engine.start();
    await time.advance(0);
    await time.advance(1000);
    await time.advance(2000);
    expect(time.waiting()).toEqual([4000]);

    // A teacher typing through an outage must not turn the backoff into a request per burst.
    local.write(LESSON);
    await time.advance(AFTER_WRITE_DELAY_MS);
    expect(outcomes).toHaveLength(3);
    expect(time.waiting()).toEqual([4000 - AFTER_WRITE_DELAY_MS]);

    await time.advance(4000 - AFTER_WRITE_DELAY_MS);
    expect(outcomes).toHaveLength(4);
    // The retry pushed the write (push comes before the pull that failed again).
    expect(server.pushes.flat().map((change) => change.seq)).toEqual([1]);
  });

  it('a write during a failing run does not cancel the backoff', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    server.failNext('pull', unavailable());
    const release = server.hold('pull');
    engine.start();
    await time.advance(0);
    local.write(LESSON);
    release();
    await time.advance(0);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false]);
    expect(time.waiting()).toEqual([1000]);
  });

  it('coming back online retries at once instead of waiting out the backoff', async () => {
    const { engine, time, environment, server, outcomes } = engineHarness();
    for (let i = 0; i < 5; i++) server.failNext('pull', unavailable());
    engine.start();
    for (const delay of [0, 1000, 2000, 4000, 8000]) await time.advance(delay);
    expect(time.waiting()).toEqual([16_000]);

    environment.goOffline();
    environment.goOnline();
    await time.advance(0);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('an unreachable server shows offline and retries with backoff', async () => {
    const { engine, time, local, server } = engineHarness();
    local.write(LESSON);
    server.failNext('push', new RemoteFailure('offline', 'fetch failed'));
    engine.start();
    await time.advance(0);
    expect(engine.getStatus()).toMatchObject({
      phase: 'offline',
      pending: 1,
      reason: 'offline',
      detail: 'fetch failed',
      retryAt: time.nowMs() + 1000,
    });
    expect(time.waiting()).toEqual([1000]);

    await time.advance(1000);
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', pending: 0, reason: null });
  });

  it('a refused request says so in the error phase and keeps retrying', async () => {
    const { engine, time, server } = engineHarness();
    server.failNext('pull', new RemoteFailure('permanent', 'lim must be between 1 and 5000', 400));
    engine.start();
    await time.advance(0);
    expect(engine.getStatus()).toMatchObject({
      phase: 'error',
      reason: 'request-refused',
      detail: 'HTTP 400: lim must be between 1 and 5000',
    });
    expect(time.waiting()).toEqual([1000]);
  });

  it('a bad answer keeps the outbox, backs off like a 5xx, and the next good answer syncs', async () => {
    const { engine, time, local, server, outcomes } = engineHarness();
    local.write(LESSON);
    const junk = () =>
      new RemoteFailure('bad-answer', 'sync_push answered results.0.seq: expected number', 200);
    server.failNext('push', junk());
    server.failNext('push', junk());
    engine.start();
    await time.advance(0);

    expect(engine.getStatus()).toMatchObject({
      phase: 'error',
      pending: 1,
      reason: 'bad-answer',
      detail: 'HTTP 200: sync_push answered results.0.seq: expected number',
      retryAt: time.nowMs() + 1000,
    });
    expect(local.outbox.map((change) => change.seq)).toEqual([1]);
    // A server that answers junk answers it again if asked at once: the same backoff as a 5xx.
    expect(time.waiting()).toEqual([1000]);
    await time.advance(1000);
    expect(time.waiting()).toEqual([2000]);
    await time.advance(2000);

    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, false, true]);
    expect(local.outbox).toEqual([]);
    expect(server.row('lessons', LESSON)).toMatchObject({ title: 'Fractions' });
    expect(engine.getStatus()).toMatchObject({ phase: 'in-sync', reason: null, detail: null });
  });

  it('a bug (not a RemoteFailure) is an error phase that keeps the outbox and retries', async () => {
    const { engine, time, local, server } = engineHarness();
    local.write(LESSON);
    server.failNext('push', new TypeError("Cannot read properties of undefined (reading 'seq')"));
    engine.start();
    await time.advance(0);
    expect(engine.getStatus()).toMatchObject({
      phase: 'error',
      pending: 1,
      reason: 'unknown',
      detail: "TypeError: Cannot read properties of undefined (reading 'seq')",
    });
    expect(local.outbox).toHaveLength(1);
    expect(time.waiting()).toEqual([1000]);
  });
});
