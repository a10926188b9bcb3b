// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueFeedback } from './feedback-queue';
import { openReplica, type ReplicaDb } from './replica-db';
import {
  ReplicaContext,
  useOutboxCount,
  useRejectedChanges,
  useSyncAttention,
  type ReplicaHandle,
} from './replica-hooks';
import { createReplicaHandle } from './replica-hooks-live';
import { newLesson } from './test-support/test-rows';
import { writeWithOutbox } from './write-with-outbox';

let db: ReplicaDb;
let handle: ReplicaHandle;
let userId: string;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  handle = createReplicaHandle(db);
});
afterEach(() => db.close());

function Probe() {
  const outbox = useOutboxCount();
  const rejected = useRejectedChanges();
  const attention = useSyncAttention();
  return (
    <p data-testid="probe">{JSON.stringify({ outbox, rejected: rejected?.length, attention })}</p>
  );
}

/** Generous (Vitest's poll gives up after 1 s): a live query's delivery, on a loaded machine too. */
const CONDITION_LIMIT_MS = 10_000;

const shown = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as unknown;

describe('replica hooks', () => {
  it('follow the replica live, in this tab or another', async () => {
    render(
      <ReplicaContext value={handle}>
        <Probe />
      </ReplicaContext>,
    );
    await expect.poll(shown, { timeout: CONDITION_LIMIT_MS }).toEqual({
      outbox: 0,
      rejected: 0,
      attention: { rejected: 0, conflicts: 0, feedback: 0 },
    });

    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    const [change] = await db.outbox.toArray();
    if (!change) throw new Error('no change');
    await db.rejected.put({
      ...change,
      code: '42501',
      message: 'denied',
      rejected_at: change.created_at,
    });
    await enqueueFeedback(db, { context: 'x' });

    await expect.poll(shown, { timeout: CONDITION_LIMIT_MS }).toEqual({
      outbox: 1,
      rejected: 1,
      attention: { rejected: 1, conflicts: 0, feedback: 1 },
    });
  });

  it('give nothing while no replica is open', () => {
    render(<Probe />);
    expect(shown()).toEqual({});
  });
});
