import { describe, expect, it } from 'vitest';
import { newLesson } from '../../../src/db/test-support/test-rows';
import { openDevice } from '../support/dexie-device';
import { MemoryServer } from '../../../sync/engine/test-support/memory-server';
import type { PushResult, RemoteStore } from '../../../sync/engine/ports';
import { runSyncCycle, type CycleOptions } from '../../../sync/engine/sync-cycle';

const NOW = '2026-11-23T08:00:00.000Z';

function cycleWith(local: CycleOptions['local'], remote: RemoteStore, phases: string[] = []) {
  return runSyncCycle({
    local,
    remote,
    pushBatchSize: 2,
    pullPageSize: 100,
    now: () => NOW,
    onPhase: (phase) => phases.push(phase),
  });
}

describe('runSyncCycle: push', () => {
  it('pushes the whole outbox in batches, oldest first, then pulls', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    for (const title of ['A', 'B', 'C', 'D', 'E']) await device.createLesson(title);
    const phases: string[] = [];

    const report = await cycleWith(device.local, server, phases);

    expect(server.pushes.map((batch) => batch.map((change) => change.seq))).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
    expect(report).toMatchObject({ pushed: 5, rejected: 0, pulled: 5 });
    expect(await device.db.outbox.count()).toBe(0);
    expect(phases).toEqual(['pushing', 'pushing', 'pushing', 'pulling']);
  });

  it('does not push an empty outbox', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const phases: string[] = [];
    await cycleWith(device.local, server, phases);
    expect(server.pushes).toEqual([]);
    expect(phases).toEqual(['pulling']);
  });

  it('brings the pushed rows back as the server stored them (push comes before pull)', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const id = await device.createLesson();
    expect((await device.db.entity('lessons').get(id))?.txid).toBe('0');

    await cycleWith(device.local, server);

    const stored = await device.db.entity('lessons').get(id);
    expect(stored?.txid).toBe(server.row('lessons', id)?.txid);
    expect(stored?.txid).not.toBe('0');
  });

  it('refuses to acknowledge an answer that leaves out a seq it was sent', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    await device.createLesson('A');
    await device.createLesson('B');
    const forgetful: RemoteStore = {
      push: async (clientId, changes) => {
        const answer = await server.push(clientId, changes);
        return { ...answer, results: answer.results.filter((result) => result.seq !== 2) };
      },
      pull: (cursor, limit) => server.pull(cursor, limit),
      fetchRows: (keys) => server.fetchRows(keys),
    };

    await expect(cycleWith(device.local, forgetful)).rejects.toMatchObject({
      kind: 'bad-answer',
      message: 'sync_push did not answer for seq 2',
    });
    // Neither change was acknowledged: seq 1's answer is not trusted from a broken reply either,
    // and the server's exactly-once skips it when it comes again.
    expect(await device.db.outbox.count()).toBe(2);
    expect(server.pulls).toEqual([]);

    const report = await cycleWith(device.local, server);
    expect(report).toMatchObject({ pushed: 2, rejected: 0 });
    expect(server.pushes.at(-1)?.map((change) => change.seq)).toEqual([1, 2]);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it.each([
    [
      'a seq it was not sent',
      (results: PushResult[]) => [...results, { seq: 9, status: 'applied' as const }],
      'sync_push answered for seq 9, which it was not sent',
    ],
    [
      'one seq twice',
      (results: PushResult[]) => [...results, { ...results[0]!, status: 'rejected' as const }],
      'sync_push answered twice for seq 1',
    ],
  ])('acknowledges nothing from an answer that names %s', async (_, garble, message) => {
    const device = await openDevice();
    const server = new MemoryServer();
    await device.createLesson('A');
    await device.createLesson('B');
    const outboxBefore = await device.db.outbox.toArray();
    const garbled: RemoteStore = {
      push: async (clientId, changes) => {
        const answer = await server.push(clientId, changes);
        return { ...answer, results: garble(answer.results) };
      },
      pull: (cursor, limit) => server.pull(cursor, limit),
      fetchRows: (keys) => server.fetchRows(keys),
    };

    await expect(cycleWith(device.local, garbled)).rejects.toMatchObject({
      kind: 'bad-answer',
      message,
    });
    expect(await device.db.outbox.toArray()).toEqual(outboxBefore);
    expect(await device.db.rejected.count()).toBe(0);
    expect(await device.db.row_repairs.count()).toBe(0);

    const report = await cycleWith(device.local, server);
    expect(report).toMatchObject({ pushed: 2, rejected: 0 });
    expect(await device.db.outbox.count()).toBe(0);
  });
});

describe('runSyncCycle: rejected changes', () => {
  it('keeps an edit to a row deleted elsewhere as rejected and shows the server row again', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const lesson = { ...newLesson(device.userId), deleted_at: null };
    server.put('lessons', lesson);
    await cycleWith(device.local, server);
    server.put('lessons', { ...lesson, deleted_at: '2026-11-23T07:30:00.000Z' });
    await device.editLesson(lesson.id, { notes: 'Bring rulers' });

    const report = await cycleWith(device.local, server);

    expect(report.rejected).toBe(1);
    expect(server.fetches).toEqual([[{ table: 'lessons', id: lesson.id }]]);
    const [rejected] = await device.db.rejected.toArray();
    expect(rejected).toMatchObject({ id: lesson.id, code: 'deleted', rejected_at: NOW });
    expect(rejected?.fields).toEqual({ notes: 'Bring rulers' });
    const local = await device.db.entity('lessons').get(lesson.id);
    expect(local).toMatchObject({ deleted_at: '2026-11-23T07:30:00.000Z', notes: null });
    expect(await device.db.row_repairs.count()).toBe(0);
  });

  it('removes a refused create from the replica but keeps it in the rejected list', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const id = await device.createLesson();
    server.refused.add(`lessons:${id}`);

    const report = await cycleWith(device.local, server);

    expect(report).toMatchObject({ pushed: 0, rejected: 1 });
    expect(await device.db.entity('lessons').get(id)).toBeUndefined();
    expect(await device.db.rejected.toArray()).toEqual([
      expect.objectContaining({ id, code: '42501', message: 'row-level security' }),
    ]);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
