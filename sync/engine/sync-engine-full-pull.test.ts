import { describe, expect, it } from 'vitest';
import { rowKey } from './ports';
import { engineHarness } from './test-support/engine-harness';

const KEPT = '6f1c2a8e-0000-4000-8000-000000000001';
const GONE = '6f1c2a8e-0000-4000-8000-000000000002';
const MINE = '6f1c2a8e-0000-4000-8000-000000000003';

describe('SyncEngine: a full re-pull asked for by hand (the developer debug page)', () => {
  it('pulls from the start, now, and drops rows the server no longer gives', async () => {
    const { engine, time, local, server } = engineHarness();
    server.put('lessons', { id: KEPT, deleted_at: null, title: 'Kept' });
    server.put('lessons', { id: GONE, deleted_at: null, title: 'Gone from view' });
    engine.start();
    await time.advance(0);
    expect([...local.rows.keys()]).toEqual([rowKey('lessons', KEPT), rowKey('lessons', GONE)]);
    expect(local.state.cursor).not.toBeNull();
    // Left out of view without a scope change: an incremental pull would never drop it.
    server.hidden.add(rowKey('lessons', GONE));

    await engine.requestFullPull();
    expect(server.pulls.at(-1)).toBeNull();
    expect([...local.rows.keys()]).toEqual([rowKey('lessons', KEPT)]);
    expect(local.state.resync).toBe(false);
  });

  it('offline, keeps the mark for the first run back online and never touches the outbox', async () => {
    const { engine, time, environment, local, server } = engineHarness();
    server.put('lessons', { id: KEPT, deleted_at: null, title: 'Server' });
    engine.start();
    await time.advance(0);
    environment.goOffline();
    local.write(MINE, { title: 'Mine, not sent' });
    const pullsBefore = server.pulls.length;

    await engine.requestFullPull();
    expect(server.pulls).toHaveLength(pullsBefore);
    expect(local.state.resync).toBe(true);
    expect(local.outbox).toHaveLength(1);

    environment.goOnline();
    await time.advance(0);
    expect(server.pulls.at(-1)).toBeNull();
    expect(local.outbox).toEqual([]);
    expect(server.row('lessons', MINE)).toMatchObject({ title: 'Mine, not sent' });
  });

  it('on a replica that never pulled, changes nothing: its next pull is a full one anyway', async () => {
    const { engine, local } = engineHarness({ online: false });
    await engine.requestFullPull();
    expect(local.state).toEqual({ cursor: null, scope: null, resync: false });
  });
});
