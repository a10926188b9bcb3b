import { describe, expect, it, vi } from 'vitest';
import type { ReplicaHandle } from '@/db/replica-hooks';
import type { ReplicaDb } from '@/db/replica-db';
import { createExternalStore } from './external-store';
import {
  CLEAR_DELETE_WAIT_MS,
  CLEAR_FLUSH_TIMEOUT_MS,
  createDeviceMaintenance,
} from './device-maintenance';
import type { SyncRuntime } from './sync-runtime';

const USER = '5b0c6a3e-8f1d-4c2a-9e7b-2d4f6a8c0e13';

/** A runtime whose outbox still holds `left` changes after a flush, and `feedback` reports. */
function fakeRuntime({ left = 0, feedback = 0 } = {}) {
  const steps: string[] = [];
  const db = { pending_feedback: { count: async () => feedback } } as unknown as ReplicaDb;
  const runtime: SyncRuntime = {
    userId: USER,
    replica: { db } as ReplicaHandle,
    status: createExternalStore(null),
    storagePersisted: createExternalStore<boolean | null>(null),
    syncNow: vi.fn(),
    flush: vi.fn(async (timeoutMs: number) => {
      steps.push(`flush ${timeoutMs}`);
      return left;
    }),
    forceFullPull: vi.fn(async () => {
      steps.push('full pull');
    }),
    stop: vi.fn(async () => {
      steps.push('stop');
    }),
  };
  return { runtime, steps };
}

function maintenanceFor(runtime: SyncRuntime, steps: string[], online = true) {
  return createDeviceMaintenance({
    runtime,
    isOnline: () => online,
    deleteReplica: async (userId) => {
      steps.push(`delete ${userId}`);
    },
    wait: async (ms) => {
      steps.push(`wait ${ms}`);
      await new Promise<void>(() => undefined);
    },
    restart: () => steps.push('restart'),
  });
}

describe('clearing this device’s replica', () => {
  it('sends the outbox, stops sync, deletes the replica and starts the app again', async () => {
    const { runtime, steps } = fakeRuntime();
    expect(await maintenanceFor(runtime, steps).clearReplica()).toEqual({ ok: true });
    expect(steps).toEqual([
      `flush ${CLEAR_FLUSH_TIMEOUT_MS}`,
      'stop',
      `delete ${USER}`,
      `wait ${CLEAR_DELETE_WAIT_MS}`,
      'restart',
    ]);
  });

  it('refuses offline without touching anything', async () => {
    const { runtime, steps } = fakeRuntime();
    expect(await maintenanceFor(runtime, steps, false).clearReplica()).toEqual({
      ok: false,
      reason: 'offline',
    });
    expect(steps).toEqual([]);
  });

  it.each([
    [{ left: 2 }, { changes: 2, feedback: 0 }],
    [{ feedback: 1 }, { changes: 0, feedback: 1 }],
  ])('refuses while something is only on this device (%o)', async (state, counts) => {
    const { runtime, steps } = fakeRuntime(state);
    expect(await maintenanceFor(runtime, steps).clearReplica()).toEqual({
      ok: false,
      reason: 'unsynced',
      ...counts,
    });
    expect(steps).toEqual([`flush ${CLEAR_FLUSH_TIMEOUT_MS}`]);
  });

  it('answers a failure as a value', async () => {
    const { runtime, steps } = fakeRuntime();
    runtime.flush = async () => {
      throw new Error('The database connection is closing');
    };
    const outcome = await maintenanceFor(runtime, steps).clearReplica();
    expect(outcome).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'app-error' } });
    expect(steps).toEqual([]);
  });
});

describe('forcing a full re-pull', () => {
  it('asks the runtime and answers failures as values', async () => {
    const { runtime, steps } = fakeRuntime();
    const maintenance = maintenanceFor(runtime, steps);
    expect(await maintenance.forceFullPull()).toEqual({ ok: true });
    expect(steps).toEqual(['full pull']);
    runtime.forceFullPull = async () => {
      throw new Error('closed');
    };
    expect(await maintenance.forceFullPull()).toMatchObject({ ok: false });
  });
});
