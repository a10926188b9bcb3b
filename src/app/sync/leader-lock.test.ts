import { describe, expect, it } from 'vitest';
import { holdLeadership, syncLockName, type LockManagerLike } from './leader-lock';
import { createWebLocksDouble } from './test-support/web-locks-double';

const fakeLocks = createWebLocksDouble;

/**
 * A tab that leads until released, logging both; `leads` resolves when its lead begins. Tests
 * wait on that, never on a fixed time.
 */
function tab(locks: LockManagerLike | undefined, name: string, log: string[]) {
  let began = () => {};
  const leads = new Promise<void>((resolve) => (began = resolve));
  const leadership = holdLeadership(locks, 'lock', async (released) => {
    log.push(`${name} leads`);
    began();
    await released;
    log.push(`${name} stops`);
  });
  return { leads, release: () => leadership.release() };
}

describe('holdLeadership', () => {
  it('names the lock after the user', () => {
    expect(syncLockName('u1')).toBe('lesson-planner-sync:u1');
  });

  it('lets one tab lead; the next takes over when the leader releases', async () => {
    const locks = fakeLocks();
    const log: string[] = [];
    const first = tab(locks, 'first', log);
    const second = tab(locks, 'second', log);
    await first.leads;
    expect(log).toEqual(['first leads']);

    await first.release();
    await second.leads;
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
    // The queue is first in, first out: had the released tab stayed in it, it would lead before
    // a tab that asks now.
    const log: string[] = [];
    const later = tab(locks, 'later', log);
    await later.leads;
    expect(waitingLed).toBe(false);
    expect(errors).toEqual([]);
    await later.release();
    expect(log).toEqual(['later leads', 'later stops']);
  });

  it('leads at once when the browser has no Web Locks', async () => {
    const log: string[] = [];
    const a = tab(undefined, 'a', log);
    const b = tab(undefined, 'b', log);
    // Nobody waits for anybody: both lead before either is released.
    await Promise.all([a.leads, b.leads]);
    expect(log).toEqual(['a leads', 'b leads']);
    await Promise.all([a.release(), b.release()]);
    expect(log).toEqual(['a leads', 'b leads', 'a stops', 'b stops']);
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
