import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '@sync/engine/sync-status';
import type { SyncView } from './sync-context';
import { SyncIndicator } from './sync-indicator';
import { FAILURE_SENTENCES } from './sync-status-text';
import { BUSY_PHASE_REVEAL_DELAY_MS } from './use-displayed-phase';

const NOW = new Date('2026-11-23T10:00:00Z');

function viewWith(status: Partial<SyncStatus> = {}, extra: Partial<SyncView> = {}): SyncView {
  return {
    status: { ...INITIAL_SYNC_STATUS, lastSyncedAt: '2026-11-23T09:55:00Z', ...status },
    attention: { rejected: 0, conflicts: 0, feedback: 0 },
    storagePersisted: true,
    syncNow: vi.fn(),
    ...extra,
  };
}

/** The indicator inside a router: its details link to the sync page. */
function renderIndicator(view: SyncView) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: () => <SyncIndicator view={view} /> },
      { path: '/settings/sync', Component: () => <h1>Sync page</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

afterEach(() => vi.useRealTimers());

describe('SyncIndicator', () => {
  it('says the phase in words, the unsynced count and the last sync, politely', () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    renderIndicator(viewWith({ phase: 'offline', pending: 3 }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Offline · 3 unsynced');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // One line, one wording: the last sync follows the count after the same middle dot.
    expect(screen.getByRole('button', { name: /Offline/ })).toHaveTextContent(
      'Offline · 3 unsynced · last synced 5 min ago',
    );
    expect(status).not.toHaveTextContent('last synced');
  });

  it('does not say "Up to date" while a change waits for its push', () => {
    renderIndicator(viewWith({ phase: 'in-sync', pending: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes waiting · 1 unsynced');
  });

  it.each([
    ['in-sync', 'Up to date'],
    ['error', 'Sync problem'],
    ['offline', 'Offline'],
  ] as const)('shows %s as "%s" at once', (phase, words) => {
    renderIndicator(viewWith({ phase }));
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });

  it('shows sending and updating only when they last long enough to notice', () => {
    vi.useFakeTimers({ now: NOW });
    // Closed, the indicator renders no link, so it needs no router here.
    const { rerender } = render(<SyncIndicator view={viewWith({ phase: 'in-sync' })} />);
    const update = (view: SyncView) => rerender(<SyncIndicator view={view} />);

    update(viewWith({ phase: 'pulling' }));
    expect(screen.getByRole('status')).toHaveTextContent('Up to date');
    update(viewWith({ phase: 'in-sync' }));
    act(() => {
      vi.advanceTimersByTime(BUSY_PHASE_REVEAL_DELAY_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Up to date');

    update(viewWith({ phase: 'pushing', pending: 2 }));
    act(() => {
      vi.advanceTimersByTime(BUSY_PHASE_REVEAL_DELAY_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sending changes · 2 unsynced');
    update(viewWith({ phase: 'pulling' }));
    expect(screen.getByRole('status')).toHaveTextContent('Updating');
  });

  it('opens details with the error, the next try, what waits, and Sync now', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const view = viewWith(
      {
        phase: 'error',
        pending: 2,
        reason: 'request-refused',
        detail: 'HTTP 400: Malformed sync cursor: x',
        retryAt: NOW.getTime() + 8_000,
      },
      { attention: { rejected: 1, conflicts: 2, feedback: 0 }, storagePersisted: false },
    );
    const { router } = renderIndicator(view);

    const button = screen.getByRole('button', { name: /Sync problem/ });
    expect(button).toHaveAccessibleName(expect.stringContaining('needs your attention'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const details = screen.getByRole('region', { name: 'Sync details' });
    expect(details).toHaveTextContent(FAILURE_SENTENCES['request-refused']);
    expect(within(details).getByText('HTTP 400: Malformed sync cursor: x')).toBeInTheDocument();
    expect(details).toHaveTextContent(/Trying again in \d seconds/);
    expect(details).toHaveTextContent('2 changes not yet on the server.');
    expect(details).toHaveTextContent('1 change the server refused');
    expect(details).toHaveTextContent('2 texts replaced by another edit');
    expect(details).toHaveTextContent('may clear changes that are not synced yet');

    await user.click(within(details).getByRole('button', { name: 'Sync now' }));
    expect(view.syncNow).toHaveBeenCalledTimes(1);

    await user.click(within(details).getByRole('link', { name: 'Review sync problems' }));
    expect(router.state.location.pathname).toBe('/settings/sync');
    expect(screen.queryByRole('region', { name: 'Sync details' })).not.toBeInTheDocument();
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    const user = userEvent.setup();
    renderIndicator(viewWith());
    const button = screen.getByRole('button', { name: /Up to date/ });

    await user.click(button);
    expect(screen.getByRole('region', { name: 'Sync details' })).toHaveTextContent(
      'All changes made on this device are on the server.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Sync details' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('region', { name: 'Sync details' })).not.toBeInTheDocument();
  });

  it('cannot sync now while offline', async () => {
    const user = userEvent.setup();
    renderIndicator(viewWith({ phase: 'offline' }));
    await user.click(screen.getByRole('button', { name: /Offline/ }));
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });
});
