import { describe, expect, it } from 'vitest';
import { holdLeadership, syncLockName } from './leader-lock';
import { createWebLocksDouble } from './web-locks-double';

const fakeLocks = createWebLocksDouble;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdLeadership', () => {
  it('names the lock after the user', () => {
    expect(syncLockName('u1')).toBe('lesson-planner-sync:u1');
  });

  it('lets one tab lead; the next takes over when the leader releases', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const tab = (name: string) =>
      holdLeadership(locks, 'lock', async (released) => {
        log.push(`${name} leads`);
        await released;
        log.push(`${name} stops`);
      });

    const first = tab('first');
    const second = tab('second');
    await flush();
    expect(log).toEqual(['first leads']);

    await first.release();
    await flush();
    expect(log).toEqual(['first leads', 'first stops', 'second leads']);
    await second.release();
    expect(log).toEqual(['first leads', 'first stops', 'second leads', 'second stops']);
  });

  it('leaves the queue quietly when released before leading', async () => {
    const locks = fakeLocks();
    const errors: unknown[] = [];
    const leader = holdLeadership(locks, 'lock', (released) => released);
    let waitingLed = false;
    const waiting = holdLeadership(
      locks,
      'lock',
      async () => {
        waitingLed = true;
      },
      (error) => errors.push(error),
    );

    await waiting.release();
    await leader.release();
    await flush();
    expect(waitingLed).toBe(false);
    expect(errors).toEqual([]);
  });

  it('leads at once when the browser has no Web Locks', async () => {
    let led = 0;
    const a = holdLeadership(undefined, 'lock', async (released) => {
      led += 1;
      await released;
    });
    const b = holdLeadership(undefined, 'lock', async (released) => {
      led += 1;
      await released;
    });
    await flush();
    expect(led).toBe(2);
    await Promise.all([a.release(), b.release()]);
  });

  it('reports a lead that fails', async () => {
    const errors: unknown[] = [];
    const failing = holdLeadership(
      undefined,
      'lock',
      () => Promise.reject(new Error('boom')),
      (error) => errors.push(error),
    );
    await failing.release();
    expect(errors).toEqual([new Error('boom')]);
  });
});
