import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import type { ReplicaHandle } from '@/db/replica-hooks';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '@sync/engine/sync-status';
import { useUpdateBlocker } from '../pwa/update-blocker';
import { routes } from '../router/routes';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { ThemeProvider } from '../theme/theme-provider';
import { signedIn, SIGNED_OUT, stubMatchMedia } from '@/test-support/render-app-route';
import { createExternalStore } from './external-store';
import type { SyncBackend } from './sync-backend';
import { SyncProvider, type StartSync } from './sync-provider';
import type { SyncRuntime } from './sync-runtime';

/** A replica whose counts the test sets; `live` answers once, as a first live-query result. */
function fakeReplica(counts: { outbox: number; rejected: number }): ReplicaHandle {
  const db = {
    outbox: { count: async () => counts.outbox },
    rejected: { count: async () => counts.rejected },
    conflicts: { toArray: async () => [] },
    pending_feedback: { count: async () => 0 },
    // Other readers in the layout (the guided tour's profile check) find no rows here.
    entity: () => ({ get: async () => undefined }),
  } as unknown as ReplicaDb;
  return {
    db,
    live: (query) => ({
      subscribe(observer) {
        void query().then(observer.next);
        return { unsubscribe: () => {} };
      },
    }),
    // Nothing in these tests writes the replica.
    watch: () => () => {},
  };
}

function fakeRuntime(userId: string, counts = { outbox: 0, rejected: 0 }) {
  const status = createExternalStore<SyncStatus | null>(null);
  const runtime: SyncRuntime = {
    userId,
    replica: fakeReplica(counts),
    status,
    storagePersisted: createExternalStore<boolean | null>(true),
    syncNow: vi.fn(),
    stop: vi.fn(async () => {}),
    flush: vi.fn(async () => counts.outbox),
    forceFullPull: vi.fn(async () => {}),
  };
  return runtime;
}

function BlockerProbe() {
  const blocker = useUpdateBlocker();
  return <p data-testid="blocker">{blocker.blocked ? blocker.reason : 'not blocked'}</p>;
}

function renderApp(start: StartSync, session = signedIn({ id: 'user-1' })) {
  stubMatchMedia();
  const source = createMemorySessionSource(session);
  // A page that reads no replica rows: the fake replica answers only the header's counts.
  const router = createMemoryRouter(routes, { initialEntries: ['/help'] });
  const connect = vi.fn(async (): Promise<SyncBackend | null> => null);
  render(
    <ThemeProvider>
      <SessionProvider source={source}>
        <SyncProvider connect={connect} start={start}>
          <RouterProvider router={router} />
          <BlockerProbe />
        </SyncProvider>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { source, connect };
}

describe('SyncProvider', () => {
  it('starts sync for the signed-in user and shows its status in the header', async () => {
    const runtime = fakeRuntime('user-1', { outbox: 2, rejected: 1 });
    const start = vi.fn<StartSync>(async () => runtime);
    const { connect } = renderApp(start);

    await screen.findByRole('heading', { name: 'Help' });
    expect(start).toHaveBeenCalledWith({ userId: 'user-1', connect });
    act(() => runtime.status.set({ ...INITIAL_SYNC_STATUS, phase: 'in-sync', pending: 0 }));

    // The count is the replica's live outbox count, whatever the engine last reported: with
    // changes waiting the line never says "Up to date".
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Changes waiting · 2 unsynced'),
    );
    const slot = document.querySelector('[data-slot="sync-status"]');
    expect(slot).toHaveTextContent('Changes waiting');
    expect(slot).not.toHaveTextContent('Up to date');
    expect(screen.getByRole('button', { name: /needs your attention/ })).toBeInTheDocument();
  });

  it('holds the update prompt while the outbox has changes', async () => {
    const runtime = fakeRuntime('user-1', { outbox: 2, rejected: 0 });
    renderApp(async () => runtime);

    await waitFor(() =>
      expect(screen.getByTestId('blocker')).toHaveTextContent(
        'Waiting for 2 changes to reach the server before reloading.',
      ),
    );
  });

  it('keeps the plain offline badge while no engine reports', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderApp(async () => fakeRuntime('user-1'));
      expect(await screen.findByText('Offline — changes are kept on this device')).toBeVisible();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('starts nothing while signed out', async () => {
    const start = vi.fn<StartSync>(async () => fakeRuntime('user-1'));
    renderApp(start, SIGNED_OUT);
    await screen.findByRole('heading', { level: 1 });
    expect(start).not.toHaveBeenCalled();
  });

  it('stops the runtime when the user signs out', async () => {
    const runtime = fakeRuntime('user-1');
    const { source } = renderApp(async () => runtime);
    act(() => runtime.status.set(INITIAL_SYNC_STATUS));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Up to date'));

    act(() => source.set(SIGNED_OUT));
    await waitFor(() => expect(runtime.stop).toHaveBeenCalled());
    expect(screen.getByTestId('blocker')).toHaveTextContent('not blocked');
  });
});
