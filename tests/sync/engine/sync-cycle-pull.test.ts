import { describe, expect, it } from 'vitest';
import { newLesson } from '../../../src/db/test-support/test-rows';
import { openDevice } from '../support/dexie-device';
import { MemoryServer } from '../../../sync/engine/test-support/memory-server';
import { RemoteFailure, type RemoteStore } from '../../../sync/engine/ports';
import { runSyncCycle } from '../../../sync/engine/sync-cycle';

type Device = Awaited<ReturnType<typeof openDevice>>;

function cycle(device: Device, remote: RemoteStore) {
  return runSyncCycle({
    local: device.local,
    remote,
    pushBatchSize: 100,
    pullPageSize: 2,
    now: () => '2026-11-23T08:00:00.000Z',
    onPhase: () => {},
  });
}

/** Lessons another device wrote, each in its own transaction. */
function seedLessons(server: MemoryServer, ownerId: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const lesson = { ...newLesson(ownerId, { title: `Lesson ${i}` }), deleted_at: null };
    return server.put('lessons', lesson).id;
  });
}

async function localIds(device: Device): Promise<string[]> {
  return (await device.db.entity('lessons').toCollection().primaryKeys()).sort();
}

describe('runSyncCycle: pull', () => {
  it('pulls page after page until has_more is false and keeps the cursor for next time', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const ids = seedLessons(server, device.userId, 5);

    const report = await cycle(device, server);

    expect(report.pulled).toBe(5);
    expect(await localIds(device)).toEqual([...ids].sort());
    expect(server.pulls).toHaveLength(3);
    expect(server.pulls[0]).toBeNull();
    const { cursor } = await device.local.readPullState();
    expect(cursor).toMatch(new RegExp(`^\\d+:lessons:${ids[4]}$`));

    const [later] = seedLessons(server, device.userId, 1);
    const next = await cycle(device, server);
    expect(server.pulls.slice(3)).toEqual([cursor]);
    expect(next).toMatchObject({ pulled: 1, purged: 0 });
    expect(await device.db.entity('lessons').get(later!)).toBeDefined();
  });

  it('a changed scope restarts from a null cursor and purges what the full pull left out', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const [kept, left, gained] = seedLessons(server, crypto.randomUUID(), 3);
    server.hidden.add(`lessons:${gained}`);
    await cycle(device, server);
    const { cursor } = await device.local.readPullState();
    expect(await localIds(device)).toEqual([kept, left].sort());

    // The teacher leaves one school and joins another: one row goes out of view, and one comes
    // into view with a txid older than the cursor, which an incremental pull would never reach.
    server.hidden.delete(`lessons:${gained}`);
    server.hidden.add(`lessons:${left}`);
    server.scope = 'scope-2';
    const pullsBefore = server.pulls.length;
    const report = await cycle(device, server);

    expect(server.pulls.slice(pullsBefore, pullsBefore + 2)).toEqual([cursor, null]);
    expect(report.purged).toBe(1);
    expect(await localIds(device)).toEqual([kept, gained].sort());
    expect(await device.local.readPullState()).toMatchObject({ scope: 'scope-2', resync: false });
  });

  it('an interrupted resync starts again from the beginning on the next run', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const ids = seedLessons(server, crypto.randomUUID(), 5);
    await cycle(device, server);
    server.hidden.add(`lessons:${ids[0]}`);
    server.scope = 'scope-2';

    // The network drops after the first page of the full pull.
    let pullsLeft = 2;
    const flaky: RemoteStore = {
      push: (clientId, changes) => server.push(clientId, changes),
      pull: async (cursor, limit) => {
        if (pullsLeft-- === 0) throw new RemoteFailure('offline', 'fetch failed');
        return server.pull(cursor, limit);
      },
      fetchRows: (keys) => server.fetchRows(keys),
    };
    await expect(cycle(device, flaky)).rejects.toThrow('fetch failed');
    expect(await device.local.readPullState()).toMatchObject({ scope: 'scope-2', resync: true });
    // Half a resync must not purge: rows on later pages were simply not pulled yet.
    expect(await localIds(device)).toHaveLength(5);

    const pullsBefore = server.pulls.length;
    const report = await cycle(device, server);
    expect(server.pulls[pullsBefore]).toBeNull();
    expect(report).toMatchObject({ pulled: 4, purged: 1 });
    expect(await localIds(device)).toEqual(ids.slice(1).sort());
    expect((await device.local.readPullState()).resync).toBe(false);
  });

  it('asks for the next page while it stores this one, and never past the last', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    seedLessons(server, device.userId, 5);
    let requested = 0;
    const counting: RemoteStore = {
      push: (clientId, changes) => server.push(clientId, changes),
      pull: (cursor, limit) => {
        requested += 1;
        return server.pull(cursor, limit);
      },
      fetchRows: (keys) => server.fetchRows(keys),
    };
    const requestedWhenStoring: number[] = [];
    const local = Object.create(device.local) as typeof device.local;
    local.applyPage = async (page) => {
      requestedWhenStoring.push(requested);
      await device.local.applyPage(page);
    };

    const report = await runSyncCycle({
      local,
      remote: counting,
      pushBatchSize: 100,
      pullPageSize: 2,
      now: () => '2026-11-23T08:00:00.000Z',
      onPhase: () => {},
    });

    // Pages of 2, 2 and 1 rows: while page n is stored, page n + 1 is already asked for.
    expect(requestedWhenStoring).toEqual([2, 3, 3]);
    expect(server.pulls).toHaveLength(3);
    expect(report.pulled).toBe(5);
  });

  it('when storing a page fails, ends with that failure, and the page asked ahead fails quietly', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    seedLessons(server, device.userId, 5);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let pulls = 0;
      const failingAhead: RemoteStore = {
        push: (clientId, changes) => server.push(clientId, changes),
        pull: async (cursor, limit) => {
          if ((pulls += 1) > 1) throw new RemoteFailure('offline', 'fetch failed');
          return server.pull(cursor, limit);
        },
        fetchRows: (keys) => server.fetchRows(keys),
      };
      const local = Object.create(device.local) as typeof device.local;
      local.applyPage = async () => {
        throw new Error('QuotaExceededError: the disk is full');
      };

      await expect(
        runSyncCycle({
          local,
          remote: failingAhead,
          pushBatchSize: 100,
          pullPageSize: 2,
          now: () => '2026-11-23T08:00:00.000Z',
          onPhase: () => {},
        }),
      ).rejects.toThrow('the disk is full');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(await device.local.readPullState()).toMatchObject({ cursor: null });
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('a device that never pulled stores the weeks around today first, asking for page one meanwhile', async () => {
    const device = await openDevice();
    const server = new MemoryServer();
    const [old, current] = seedLessons(server, device.userId, 2);
    const events: string[] = [];
    let releaseWindow = () => {};
    const windowAnswered = new Promise<void>((resolve) => (releaseWindow = resolve));
    const remote: RemoteStore = {
      push: (clientId, changes) => server.push(clientId, changes),
      pull: (cursor, limit) => {
        events.push(`pull ${cursor}`);
        return server.pull(cursor, limit);
      },
      fetchRows: (keys) => server.fetchRows(keys),
      pullAround: async (window) => {
        events.push(`around ${window.from}..${window.to}`);
        await windowAnswered;
        const row = server.row('lessons', current!)!;
        return [{ table: 'lessons', id: row.id, txid: row.txid, row }];
      },
    };
    const local = Object.create(device.local) as typeof device.local;
    local.applyAhead = async (rows) => {
      events.push(`ahead ${rows.length}`);
      expect(await device.db.entity('lessons').count()).toBe(0);
      await device.local.applyAhead(rows);
    };
    local.applyPage = async (page) => {
      events.push(`page ${page.rows.length}`);
      await device.local.applyPage(page);
    };

    const options = {
      local,
      remote,
      pushBatchSize: 100,
      pullPageSize: 10,
      firstWindow: { from: '2026-11-21', to: '2026-12-26' },
      now: () => '2026-11-23T08:00:00.000Z',
      onPhase: () => {},
    };
    const running = runSyncCycle(options);
    await new Promise((resolve) => setImmediate(resolve));
    releaseWindow();
    const report = await running;

    expect(events).toEqual(['pull null', 'around 2026-11-21..2026-12-26', 'ahead 1', 'page 2']);
    expect(report.pulled).toBe(2);
    expect(await localIds(device)).toEqual([old, current].sort());

    // A replica that has pulled before never asks for the window again.
    events.length = 0;
    await runSyncCycle(options);
    expect(events.filter((event) => event.startsWith('around'))).toEqual([]);
  });
});
