// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserPreferences } from '@/features/settings/queries/use-user-preferences';
import type { Theme } from '@/shared/lib/theme/theme';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { SyncedTheme } from './synced-theme';

const THEME_KEY = 'lesson-planner.theme';
const T0 = '2026-11-23T08:00:00.000Z';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
});

/** Writes the row as a pull would (not through a command: it came from another device). */
async function pulledTheme({ db, userId }: TestReplica, theme: Theme, txid: string) {
  await db.entity('user_preferences').put({
    id: userId,
    user_id: userId,
    timezone: 'UTC',
    theme,
    notification_preferences: { lessons: true, deadlines: true, updates: false },
    school_id: null,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid,
  });
}

/** Shows what the replica holds, so a test knows the follower has read it too. */
function StoredTheme({ userId }: { userId: string }) {
  const preferences = useUserPreferences(userId);
  const text = preferences === undefined ? 'reading' : (preferences?.theme ?? 'missing');
  return <output aria-label="Stored theme">{text}</output>;
}

async function renderFollower(replica: TestReplica, expected: string) {
  render(
    <ReplicaTestProviders session={signedIn({ id: replica.userId })} replica={replica.handle}>
      <SyncedTheme />
      <StoredTheme userId={replica.userId} />
    </ReplicaTestProviders>,
  );
  await waitFor(() => expect(screen.getByLabelText('Stored theme')).toHaveTextContent(expected));
}

describe('SyncedTheme', () => {
  it("keeps this device's theme on open, then follows a theme chosen on another device", async () => {
    localStorage.setItem(THEME_KEY, 'light');
    const replica = await openTestReplica();
    await pulledTheme(replica, 'system', '10');
    await renderFollower(replica, 'system');

    // The first value read is not applied.
    expect(localStorage.getItem(THEME_KEY)).toBe('light');

    await pulledTheme(replica, 'dark', '11');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('applies the theme the first sync brings to a new device', async () => {
    const replica = await openTestReplica();
    await renderFollower(replica, 'missing');

    await pulledTheme(replica, 'dark', '12');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  });
});
