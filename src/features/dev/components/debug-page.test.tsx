// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newLesson } from '@/db/test-support/test-rows';
import { normalizeError } from '@/shared/lib/errors';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  DeviceMaintenanceContext,
  type ClearReplicaOutcome,
  type DeviceMaintenance,
} from '../api/device-maintenance';
import { DebugPage } from './debug-page';

const CURSOR = '105:lessons:6f1c2a8e-0000-4000-8000-000000000001';
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZWFjaGVyIn0.c2lnbmF0dXJl';
const LESSON_TEXT = 'Secret plan: fractions with pizza';

function fakeMaintenance(clear: ClearReplicaOutcome = { ok: true }) {
  return {
    sync: {
      phase: 'in-sync',
      label: 'Up to date',
      sentence: 'Up to date.',
      reason: null,
      detail: null,
      lastSyncedAt: '2026-11-23T08:00:00.000Z',
    },
    forceFullPull: vi.fn(async () => ({ ok: true as const })),
    clearReplica: vi.fn(async () => clear),
  } satisfies DeviceMaintenance;
}

async function renderDebugPage(maintenance: DeviceMaintenance | null = fakeMaintenance()) {
  const replica = await openTestReplica();
  await replica.db.entity('lessons').put({
    ...newLesson(replica.userId, { title: LESSON_TEXT, notes: LESSON_TEXT }),
    txid: '105',
  } as never);
  await replica.db.sync_state.bulkPut([
    { key: 'cursor', value: CURSOR },
    { key: 'scope', value: 'scope-1' },
  ]);
  const session = {
    status: 'signed-in' as const,
    user: {
      id: replica.userId,
      email: 'dev@example.test',
      isDeveloper: true,
      role: null,
      schoolId: null,
      schoolName: null,
      fullName: 'Dev',
      account: 'ready' as const,
    },
  };
  const user = userEvent.setup();
  render(
    <ReplicaTestProviders session={session} replica={replica.handle}>
      <DeviceMaintenanceContext value={maintenance}>
        <DebugPage />
      </DeviceMaintenanceContext>
    </ReplicaTestProviders>,
  );
  return { user, replica };
}

beforeEach(() => stubMatchMedia());
/** jsdom's Blob has no text(); its FileReader reads one. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DebugPage', () => {
  it('shows this device’s replica counts, sync state and cursor, and the flags', async () => {
    await renderDebugPage();
    const rows = await screen.findByRole('table', { name: 'Rows per table on this device' });
    expect(within(rows).getByRole('row', { name: 'lessons 1' })).toBeInTheDocument();
    expect(await screen.findByText(CURSOR)).toBeInTheDocument();
    // The label and the sentence say the same once in sync: said once.
    expect(screen.getByText('Up to date.')).toBeInTheDocument();
    expect(screen.getByText('0 changes not yet on the server')).toBeInTheDocument();
    const flags = screen.getByRole('region', { name: 'Feature flags' });
    expect(within(flags).getByText('weekCache')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'App and storage' })).toBeInTheDocument();
  });

  it('downloads a diagnostics file with no token, no e-mail and no lesson text', async () => {
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ access_token: ACCESS_TOKEN, refresh_token: 'refresh-me' }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:diagnostics';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderDebugPage();
    await screen.findByText(CURSOR);

    await user.click(screen.getByRole('button', { name: 'Download diagnostics' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await readText(blobs[0]!);
    const report = JSON.parse(text) as { replica: { cursor: string; tables: unknown[] } };
    expect(report.replica.cursor).toBe(CURSOR);
    expect(report.replica.tables).toContainEqual({ name: 'lessons', rows: 1 });
    for (const secret of [ACCESS_TOKEN, 'refresh-me', 'dev@example.test', LESSON_TEXT, 'pizza']) {
      expect(text).not.toContain(secret);
    }
  });

  it('forces a full re-pull and says when it is done', async () => {
    const maintenance = fakeMaintenance();
    const { user } = await renderDebugPage(maintenance);
    await user.click(screen.getByRole('button', { name: 'Force a full re-pull' }));
    expect(maintenance.forceFullPull).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Full re-pull done/)).toBeInTheDocument();
  });

  it('asks before clearing the replica, then clears it', async () => {
    const maintenance = fakeMaintenance();
    const { user } = await renderDebugPage(maintenance);
    await user.click(screen.getByRole('button', { name: 'Clear this device’s replica…' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Clear this device’s replica?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(maintenance.clearReplica).not.toHaveBeenCalled();
    // The dialog loads on demand and has no trigger of its own: focus still comes back.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Clear this device’s replica…' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Clear this device’s replica…' }));
    await user.click(await screen.findByRole('button', { name: 'Send changes and clear' }));
    expect(maintenance.clearReplica).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, ClearReplicaOutcome, RegExp]>([
    ['offline', { ok: false, reason: 'offline' }, /this device is offline.*needs a connection/],
    [
      'with unsent changes',
      { ok: false, reason: 'unsynced', changes: 3, feedback: 1 },
      /3 changes and 1 feedback report could not be sent to the server and would be lost/,
    ],
    [
      'on a failure',
      {
        ok: false,
        reason: 'failed',
        error: normalizeError(new Error('Cannot read properties of undefined')),
      },
      /Nothing was cleared. Something went wrong/,
    ],
  ])('refuses to clear %s and says why', async (_case, outcome, message) => {
    const { user } = await renderDebugPage(fakeMaintenance(outcome));
    await user.click(screen.getByRole('button', { name: 'Clear this device’s replica…' }));
    await user.click(await screen.findByRole('button', { name: 'Send changes and clear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('disables the repairs while sync has not started on this device', async () => {
    await renderDebugPage(null);
    expect(screen.getByRole('button', { name: 'Force a full re-pull' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear this device’s replica…' })).toBeDisabled();
  });
});
