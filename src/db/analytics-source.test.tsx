import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasKeptAnalyticsSource, useAnalyticsSource } from './analytics-source';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import { ReplicaContext, type ReplicaHandle } from './replica-hooks';
import { changesIn, createReplicaHandle } from './replica-hooks-live';
import { applyFilter, scopeCoverage } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import { pulledClassRow, pulledLesson } from './test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledSyllabus,
  syllabusPointRow,
} from './test-support/syllabus-rows';

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
const reader = () => ({ id: userId, schoolId: null });
const lessonCount = (source: ReturnType<typeof useAnalyticsSource>) =>
  source ? [...source.index.lessonsByClass.values()].flat().length : undefined;

describe('useAnalyticsSource', () => {
  it('reads the teacher’s rows, then follows a write without a reload', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const { result } = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(result.current)).toBe(1));
    await act(() => pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1'));
    await waitFor(() => expect(lessonCount(result.current)).toBe(2));
  });

  it('says whether a source is kept for a reader', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    expect(hasKeptAnalyticsSource(handle, reader())).toBe(false);
    const { result } = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(result.current)).toBe(1));
    expect(hasKeptAnalyticsSource(handle, reader())).toBe(true);
    expect(hasKeptAnalyticsSource(handle, { id: crypto.randomUUID(), schoolId: null })).toBe(false);
  });

  it('hands a page mounted again the kept source at once while nothing was written', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const first = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(first.result.current)).toBe(1));
    first.unmount();

    const read = vi.spyOn(db, 'entity');
    const again = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    // The first render already has the figures' rows, and nothing reads the replica for them.
    expect(lessonCount(again.result.current)).toBe(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads only the rows written while away, not every row again', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const first = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(first.result.current)).toBe(1));
    first.unmount();
    await pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');
    // A colleague's lesson pulled to the device is not this teacher's to count.
    await pulledLesson(db, crypto.randomUUID(), schoolClass.id, '2026-11-04', 'p1');

    const read = vi.spyOn(db, 'entity');
    const again = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(again.result.current)).toBe(2));
    expect(read.mock.calls.map(([table]) => table)).toEqual(['lessons']);
  });

  it('works out again the coverage of a class whose links were written while away', async () => {
    const syllabus = await pulledSyllabus(db);
    const [point] = await pulledPoints(db, [
      syllabusPointRow(syllabus.id, { code: 'N1', sort_order: 1 }),
    ]);
    const maths = await pulledClassRow(db, userId, {
      syllabus_id: syllabus.id,
      syllabus_stage: null,
      year: 7,
    });
    const other = await pulledClassRow(db, userId, {
      name: 'Other',
      syllabus_id: syllabus.id,
      syllabus_stage: null,
      year: 7,
    });
    const taught = await pulledLesson(db, userId, maths.id, '2026-11-02', 'p1', {
      status: 'COMPLETED',
    });
    const coveredIn = (source: ReturnType<typeof useAnalyticsSource>, classId: string) => {
      const scope = applyFilter(source!.index, EMPTY_ANALYTICS_FILTER, '2026-11-24');
      return scopeCoverage(scope, source!.index.classes.get(classId)!).overall.covered;
    };
    const first = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(first.result.current).toBeDefined());
    expect(coveredIn(first.result.current, maths.id)).toBe(0);
    const otherBefore = scopeCoverage(
      applyFilter(first.result.current!.index, EMPTY_ANALYTICS_FILTER, '2026-11-24'),
      first.result.current!.index.classes.get(other.id)!,
    );
    first.unmount();
    await pulledPointLink(db, userId, taught.id, point!.id);

    const again = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(again.result.current).toBeDefined());
    expect(coveredIn(again.result.current, maths.id)).toBe(1);
    // The class the write did not touch keeps what was worked out before.
    const otherAfter = scopeCoverage(
      applyFilter(again.result.current!.index, EMPTY_ANALYTICS_FILTER, '2026-11-24'),
      again.result.current!.index.classes.get(other.id)!,
    );
    expect(otherAfter).toBe(otherBefore);
  });

  it('never hands back a kept source after a write to a store it read', async () => {
    const schoolClass = await pulledClassRow(db, userId, { school_id: null });
    await pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1');
    const first = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    await waitFor(() => expect(lessonCount(first.result.current)).toBe(1));
    first.unmount();
    // Written while no page shows analytics (a reflection in the planner, a pull).
    await pulledLesson(db, userId, schoolClass.id, '2026-11-03', 'p1');

    const again = renderHook(() => useAnalyticsSource(reader()), { wrapper });
    expect(again.result.current).toBeUndefined();
    await waitFor(() => expect(lessonCount(again.result.current)).toBe(2));
  });
});

describe('changesIn', () => {
  const tables = new Set(['lessons', 'classes']);
  type Node = { from?: string; to?: string; d: number; r?: Node };
  const keys = (...ids: string[]): Node => {
    // A RangeSet tree of single keys, as Dexie builds it (or another tab sends it).
    const [first, ...rest] = ids;
    return { from: first, to: first, d: 1, r: rest.length > 0 ? keys(...rest) : undefined };
  };

  it('names the ids written to each watched store of this database only', () => {
    const changes = changesIn(
      {
        'idb://replica-a/lessons/': keys('L1', 'L2'),
        'idb://replica-a/lessons/[owner_id+date]': keys('x'),
        'idb://replica-a/outbox/': keys('1'),
        'idb://replica-b/classes/': keys('C1'),
        'idb://replica-ab/classes/': keys('C2'),
      },
      'replica-a',
      tables,
    );
    expect([...changes]).toEqual([['lessons', new Set(['L1', 'L2'])]]);
  });

  it("says 'all' for a range or a table seen only through an index", () => {
    expect(
      changesIn({ 'idb://a/lessons/': { from: 'A', to: 'M', d: 1 } }, 'a', tables).get('lessons'),
    ).toBe('all');
    expect(changesIn({ 'idb://a/classes/school_id': keys('x') }, 'a', tables).get('classes')).toBe(
      'all',
    );
  });
});

describe('ReplicaHandle.watch', () => {
  it('lets a replica closed at sign-out go at the next write anywhere', async () => {
    const onChange = vi.fn();
    handle.watch(['lessons'], onChange);
    const unsubscribe = vi.spyOn(Dexie.on.storagemutated, 'unsubscribe');
    db.close();
    const otherId = crypto.randomUUID();
    const other = await openReplica(otherId);
    try {
      await pulledClassRow(other, otherId, { school_id: null });
      expect(unsubscribe).toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      other.close();
      await deleteReplica(otherId);
      unsubscribe.mockRestore();
    }
  });
});
