// Un-sharing, end to end on the client: the owner's command writes is_shared false; the server
// then records a sync_revocations row (supabase/tests/sync-rpcs.test.ts proves that part); here
// the colleague's replica applies the pull page carrying it and loses the resource.
import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { PulledRow } from '@sync/engine/ports';
import { DexieLocalReplica } from '@/db/local-replica';
import { deleteReplica, openReplica } from '@/db/replica-db';
import { resourceFormInput } from '../model/resource-rules';
import { readVisibleResources } from '../queries/use-resource-library';
import { TEST_SCHOOL_ID } from '../test-support/resource-rows';
import { createResource, updateResource } from './resource-commands';

const SERVER_TIME = '2026-11-23T07:00:00.000Z';

async function device(userId: string) {
  const db = await openReplica(userId);
  onTestFinished(async () => {
    db.close();
    await deleteReplica(userId);
  });
  return { db, local: new DexieLocalReplica(db) };
}

const page = (rows: PulledRow[]) => ({ rows, has_more: false, next_cursor: null, scope: 's' });

describe('un-sharing a school resource', () => {
  it('removes it from a colleague’s replica when the revocation is pulled', async () => {
    const ownerId = crypto.randomUUID();
    const colleagueId = crypto.randomUUID();
    const owner = await device(ownerId);
    const colleague = await device(colleagueId);
    const ctx = { userId: ownerId, schoolId: TEST_SCHOOL_ID };

    // The owner shares a note; the server sends it to the colleague with txid 600.
    const created = await createResource(owner.db, ctx, {
      ...resourceFormInput(undefined, 'note'),
      title: 'Lab safety',
      body: 'Goggles on',
      visibility: 'school',
    });
    if (!created.ok) throw new Error(created.message);
    const shared = await owner.db.entity('resources').get(created.id);
    if (!shared) throw new Error('the created resource is not in the owner’s replica');
    const row = { ...shared, created_at: SERVER_TIME, updated_at: SERVER_TIME, txid: '600' };
    await colleague.local.applyPage(
      page([{ table: 'resources', id: created.id, txid: '600', row }]),
    );
    expect(
      (await readVisibleResources(colleague.db, colleagueId, TEST_SCHOOL_ID)).map((r) => r.title),
    ).toEqual(['Lab safety']);

    // The owner makes it theirs again: the change the server receives says is_shared false.
    const unshared = await updateResource(owner.db, ctx, created.id, {
      ...resourceFormInput(shared),
      visibility: 'mine',
    });
    expect(unshared).toEqual({ ok: true });
    const changes = await owner.db.outbox.orderBy('seq').toArray();
    expect(changes.at(-1)).toMatchObject({ table: 'resources', id: created.id });
    expect(changes.at(-1)?.fields).toMatchObject({ is_shared: false });

    // The server's trigger records the revocation (txid 601); the colleague's next pull has it.
    const revocation = {
      id: crypto.randomUUID(),
      created_at: SERVER_TIME,
      updated_at: SERVER_TIME,
      deleted_at: null,
      txid: '601',
      school_id: TEST_SCHOOL_ID,
      table_name: 'resources',
      row_id: created.id,
      owner_id: ownerId,
    };
    await colleague.local.applyPage(
      page([{ table: 'sync_revocations', id: revocation.id, txid: '601', row: revocation }]),
    );
    expect(await colleague.db.entity('resources').get(created.id)).toBeUndefined();
    expect(await readVisibleResources(colleague.db, colleagueId, TEST_SCHOOL_ID)).toEqual([]);
    // The owner keeps it: a revocation never touches the owner's own rows.
    await owner.local.applyPage(
      page([{ table: 'sync_revocations', id: revocation.id, txid: '601', row: revocation }]),
    );
    expect(await owner.db.entity('resources').get(created.id)).toMatchObject({ is_shared: false });
  });
});
