import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '@sync/engine/sync-status';
import { openStatusChannel, syncChannelName, type StatusChannel } from './status-channel';

const channels: StatusChannel[] = [];
const open = (userId: string) => {
  const channel = openStatusChannel(userId, (name) => new BroadcastChannel(name));
  channels.push(channel);
  return channel;
};
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

const received = <T>(register: (resolve: (value: T) => void) => void) =>
  new Promise<T>((resolve) => register(resolve));

describe('status channel', () => {
  it("carries the leader's status to the user's other tabs", async () => {
    const leader = open('u1');
    const follower = open('u1');
    const status: SyncStatus = { ...INITIAL_SYNC_STATUS, phase: 'pushing', pending: 3 };

    const arrived = received<SyncStatus>((resolve) =>
      follower.on('status', (message) => resolve(message.status)),
    );
    leader.publish(status);
    expect(await arrived).toEqual(status);
  });

  it("carries a failure's reason and detail", async () => {
    const leader = open('u1');
    const follower = open('u1');
    const status: SyncStatus = {
      ...INITIAL_SYNC_STATUS,
      phase: 'error',
      reason: 'bad-answer',
      detail: 'sync_pull answered rows.0.txid: expected a decimal txid',
      retryAt: 1_000,
    };
    const arrived = received<SyncStatus>((resolve) =>
      follower.on('status', (message) => resolve(message.status)),
    );
    leader.publish(status);
    expect(await arrived).toEqual(status);
  });

  it("reads a reason this version does not know (another version's leader) as none", async () => {
    const follower = open('u1');
    const raw = new BroadcastChannel(syncChannelName('u1'));
    const arrived = received<SyncStatus>((resolve) =>
      follower.on('status', (message) => resolve(message.status)),
    );
    raw.postMessage({
      type: 'status',
      status: { ...INITIAL_SYNC_STATUS, phase: 'error', reason: 'solar-flare', detail: 42 },
    });
    expect(await arrived).toEqual({ ...INITIAL_SYNC_STATUS, phase: 'error' });
    raw.close();
  });

  it('passes hello and sync-now requests to the leader', async () => {
    const leader = open('u1');
    const follower = open('u1');
    const hello = received<void>((resolve) => leader.on('hello', () => resolve()));
    const syncNow = received<void>((resolve) => leader.on('sync-now', () => resolve()));
    follower.hello();
    follower.requestSyncNow();
    await Promise.all([hello, syncNow]);
  });

  it('ignores malformed messages and other users', async () => {
    const follower = open('u1');
    const seen: unknown[] = [];
    follower.on('status', (message) => seen.push(message.status));
    const raw = new BroadcastChannel(syncChannelName('u1'));
    raw.postMessage({ type: 'status', status: { phase: 'dancing' } });
    open('u2').publish(INITIAL_SYNC_STATUS);
    const good = received<void>((resolve) => follower.on('hello', () => resolve()));
    raw.postMessage({ type: 'hello' });
    await good;
    raw.close();
    expect(seen).toEqual([]);
  });

  it('is silent without BroadcastChannel', () => {
    const channel = openStatusChannel('u1', undefined);
    expect(() => channel.publish(INITIAL_SYNC_STATUS)).not.toThrow();
    channel.close();
  });
});
