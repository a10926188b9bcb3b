import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnalyticsSource } from './analytics-source';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import { ReplicaContext, type ReplicaHandle } from './replica-hooks';
import { createReplicaHandle, touchesTables } from './replica-hooks-live';
import { pulledClassRow, pulledLesson } from './test-support/pulled-rows';

let userId: string;
let db: ReplicaDb;
let handle: ReplicaHandle;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  handle = createReplicaHandle(db);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <ReplicaContext value={handle}>{children}</ReplicaContext>
);
const owner = () => ({ kind: 'teacher' as const, userId });
const lessonCount = (source: ReturnType<typeof useAnalyticsSource>) =>
  source ? [...source.index.lessonsByClass.values()].flat().length : undefined;

describe('useAnalyticsSource', () => {
  it('reads the teacher’s rows, then follows a write without a reload', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const { result } = renderHook(() => useAnalyticsSource(userId, owner()), { wrapper });
    await waitFor(() => expect(lessonCount(result.current)).toBe(1));
    await act(() => pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1'));
    await waitFor(() => expect(lessonCount(result.current)).toBe(2));
  });

  it('hands a page mounted again the kept source at once while nothing was written', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const first = renderHook(() => useAnalyticsSource(userId, owner()), { wrapper });
    await waitFor(() => expect(lessonCount(first.result.current)).toBe(1));
    first.unmount();

    const read = vi.spyOn(db, 'entity');
    const again = renderHook(() => useAnalyticsSource(userId, owner()), { wrapper });
    // The first render already has the figures' rows, and nothing reads the replica for them.
    expect(lessonCount(again.result.current)).toBe(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('never hands back a kept source after a write to a store it read', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const first = renderHook(() => useAnalyticsSource(userId, owner()), { wrapper });
    await waitFor(() => expect(lessonCount(first.result.current)).toBe(1));
    first.unmount();
    // Written while no page shows analytics (a reflection in the planner, a pull).
    await pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');

    const again = renderHook(() => useAnalyticsSource(userId, owner()), { wrapper });
    expect(again.result.current).toBeUndefined();
    await waitFor(() => expect(lessonCount(again.result.current)).toBe(2));
  });
});

describe('touchesTables', () => {
  const tables = new Set(['lessons', 'classes']);
  it('matches a mutated part of a watched store of this database only', () => {
    expect(touchesTables({ 'idb://replica-a/lessons/': 1 }, 'replica-a', tables)).toBe(true);
    expect(touchesTables({ 'idb://replica-a/lessons/:dels': 1 }, 'replica-a', tables)).toBe(true);
    expect(touchesTables({ 'idb://replica-a/outbox/': 1 }, 'replica-a', tables)).toBe(false);
    expect(touchesTables({ 'idb://replica-b/lessons/': 1 }, 'replica-a', tables)).toBe(false);
    expect(touchesTables({ 'idb://replica-ab/lessons/': 1 }, 'replica-a', tables)).toBe(false);
  });
});
