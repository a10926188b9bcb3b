// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { PreferencesSection } from './preferences-section';

const T0 = '2026-11-23T08:00:00.000Z';
const SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
});

async function seedPreferences({ db, userId }: TestReplica) {
  await db.entity('user_preferences').put({
    id: userId,
    user_id: userId,
    timezone: 'Europe/London',
    theme: 'system',
    notification_preferences: { lessons: true, deadlines: true, updates: false },
    school_id: SCHOOL_ID,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '41',
  });
}

function renderSection(replica: TestReplica | null, userId = replica?.userId) {
  const user = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({ id: userId ?? crypto.randomUUID(), schoolId: SCHOOL_ID })}
      replica={replica?.handle ?? null}
    >
      <PreferencesSection />
    </ReplicaTestProviders>,
  );
  const section = screen.getByRole('region', { name: 'Preferences' });
  return { user, section };
}

const stored = (replica: TestReplica) => replica.db.entity('user_preferences').get(replica.userId);

describe('PreferencesSection', () => {
  it('shows a loading state until the replica is open', () => {
    renderSection(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your preferences…');
  });

  it('saves a time zone to the replica and its outbox, with no network at all', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const replica = await openTestReplica();
    await seedPreferences(replica);
    const { user } = renderSection(replica);

    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));

    await waitFor(async () => expect((await stored(replica))?.timezone).toBe('Asia/Tokyo'));
    const [change] = await replica.db.outbox.toArray();
    expect(change).toMatchObject({
      table: 'user_preferences',
      fields: { timezone: 'Asia/Tokyo' },
      base: { timezone: 'Europe/London' },
    });
  });

  it('refuses an empty or unknown time zone with a message and writes nothing', async () => {
    const replica = await openTestReplica();
    await seedPreferences(replica);
    const { user } = renderSection(replica);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const save = screen.getByRole('button', { name: 'Save time zone' });

    await user.clear(zone);
    await user.click(save);
    expect(await screen.findByText('Choose a time zone')).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');

    await user.type(zone, 'Mars/Olympus');
    await user.click(save);
    expect(
      await screen.findByText(/"Mars\/Olympus" is not a time zone this device knows/),
    ).toBeInTheDocument();
    expect(await replica.db.outbox.count()).toBe(0);
    expect((await stored(replica))?.timezone).toBe('Europe/London');
  });

  it('applies a theme at once and writes it for the other devices', async () => {
    const replica = await openTestReplica();
    await seedPreferences(replica);
    const { user } = renderSection(replica);
    const appearance = await screen.findByRole('group', { name: 'Appearance' });

    await user.click(within(appearance).getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('lesson-planner.theme')).toBe('dark');
    expect(within(appearance).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(async () => expect((await stored(replica))?.theme).toBe('dark'));
  });

  it('turns a notification switch on and keeps the others', async () => {
    const replica = await openTestReplica();
    await seedPreferences(replica);
    const { user } = renderSection(replica);
    const updates = await screen.findByRole('switch', { name: 'Product updates' });
    expect(updates).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Lesson reminders' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Deadlines' })).toBeChecked();

    await user.click(updates);

    await waitFor(() => expect(updates).toHaveAttribute('aria-checked', 'true'));
    expect((await stored(replica))?.notification_preferences).toEqual({
      lessons: true,
      deadlines: true,
      updates: true,
    });
  });

  it('before the first sync brings the row: shows the defaults, says so, and writes a whole row', async () => {
    const replica = await openTestReplica();
    const { user } = renderSection(replica);

    expect(await screen.findByText(/have not reached this device yet/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Product updates' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Deadlines' }));

    await waitFor(async () => expect(await stored(replica)).toBeDefined());
    expect(await stored(replica)).toMatchObject({
      user_id: replica.userId,
      theme: 'system',
      school_id: SCHOOL_ID,
      notification_preferences: { lessons: true, deadlines: false, updates: false },
    });
    expect(await replica.db.outbox.count()).toBe(1);
    await waitFor(() =>
      expect(screen.queryByText(/have not reached this device yet/)).not.toBeInTheDocument(),
    );
  });
});
