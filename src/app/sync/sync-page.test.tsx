// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncConflict } from '@/db/entities';
import { enqueueFeedback, recordFeedbackFailure } from '@/db/feedback-queue';
import { newLesson } from '@/db/test-support/test-rows';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { renderAppRoute, signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { routes } from '../router/routes';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { ThemeProvider } from '../theme/theme-provider';
import { browserClock, browserTimers } from './browser-environment';
import { SyncProvider } from './sync-provider';
import { startSyncRuntime, type RuntimeDeps, type SyncRuntime } from './sync-runtime';

/**
 * The sync page (src/features/settings) as the app composes it: the real provider and runtime
 * over a fake IndexedDB, with no backend, so nothing is sent and the test owns the data.
 */
const T0 = '2026-11-23T08:00:00.000Z';

let userId: string;
let runtime: SyncRuntime;

const deps: RuntimeDeps = {
  idb: { indexedDB: new IDBFactory(), IDBKeyRange },
  locks: undefined,
  broadcastChannel: undefined,
  storage: undefined,
  environment: { isOnline: () => true, subscribe: () => () => {} },
  clock: browserClock,
  timers: browserTimers,
  createRemote: () => {
    throw new Error('no backend in this test');
  },
  createSend: () => {
    throw new Error('no backend in this test');
  },
  onError: (error) => {
    throw error;
  },
};

beforeEach(async () => {
  userId = crypto.randomUUID();
  runtime = await startSyncRuntime({ userId, deps });
});
afterEach(() => runtime.stop());

function renderSyncPage() {
  stubMatchMedia();
  const router = createMemoryRouter(routes, { initialEntries: ['/settings/sync'] });
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <SessionProvider source={createMemorySessionSource(signedIn({ id: userId }))}>
        <SyncProvider start={async () => runtime}>
          <RouterProvider router={router} />
        </SyncProvider>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { user, router };
}

/** A lesson, then an edit to it the server refused (as the engine records it). */
async function seedRefusedEdit(fields: Record<string, unknown>, code = '23514') {
  const { db } = runtime.replica;
  const lesson = newLesson(userId, { title: 'Fractions' });
  await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
  await db.outbox.clear();
  await writeWithOutbox(db, 'lessons', { op: 'update', id: lesson.id, fields });
  const [entry] = await db.outbox.toArray();
  if (!entry) throw new Error('no change');
  await db.rejected.put({
    ...entry,
    code,
    message: 'new row violates check constraint',
    rejected_at: T0,
  });
  await db.outbox.clear();
  return { lesson, seq: entry.seq };
}

async function seedConflict() {
  const { db } = runtime.replica;
  const lesson = newLesson(userId, { title: 'Decimals', objectives: 'Their objectives' });
  await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
  await db.outbox.clear();
  const conflict: SyncConflict = {
    id: crypto.randomUUID(),
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '7',
    owner_id: userId,
    table_name: 'lessons',
    row_id: lesson.id,
    field: 'objectives',
    kept_value: 'Their objectives',
    overwritten_value: 'My objectives',
    resolved_at: null,
  };
  await db.conflicts.put(conflict);
  return { lesson, conflict };
}

describe('sync page', () => {
  it('is reached from settings', async () => {
    const { user, router } = renderAppRoute(['/settings'], { session: signedIn({ id: userId }) });
    await user.click(await screen.findByRole('link', { name: 'Sync' }));
    expect(await screen.findByRole('heading', { name: 'Sync', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/sync');
  });

  it('says when there is nothing to review', async () => {
    renderSyncPage();
    // Each section reads its own store: on a loaded machine they need not arrive together.
    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();
    expect(await screen.findByText('No replaced text.')).toBeInTheDocument();
    expect(await screen.findByText('No feedback waiting.')).toBeInTheDocument();
  });

  it('lists a refused change with what changed and why, and discards it', async () => {
    await seedRefusedEdit({ effectiveness_rating: 4 });
    const { user } = renderSyncPage();

    const table = await screen.findByRole('table', { name: 'Changes the server refused' });
    const row = await within(table).findByRole('row', { name: /Lesson “Fractions”/ });
    expect(row).toHaveTextContent('Effectiveness rating: 4');
    expect(row).toHaveTextContent('A value is not allowed.');
    expect(row).toHaveTextContent('new row violates check constraint');

    await user.click(within(row).getByRole('button', { name: /^Discard/ }));
    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();
    expect(await runtime.replica.db.rejected.count()).toBe(0);
  });

  it('edits a refused change and sends it again', async () => {
    const { lesson } = await seedRefusedEdit({ title: 'Way too long a title', notes: null });
    const { user } = renderSyncPage();

    await user.click(await screen.findByRole('button', { name: /Edit and retry/ }));
    const form = screen.getByRole('form', { name: /Edit change to Lesson/ });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Short title');
    await user.type(within(form).getByLabelText('Notes'), 'Bring rulers');
    await user.click(within(form).getByRole('button', { name: 'Save & retry' }));

    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();
    const [change] = await runtime.replica.db.outbox.toArray();
    expect(change).toMatchObject({
      id: lesson.id,
      fields: { title: 'Short title', notes: 'Bring rulers' },
    });
  });

  it('edits a refused yes/no field with the kit select', async () => {
    const { lesson } = await seedRefusedEdit({ follow_up_required: true });
    const { user } = renderSyncPage();

    await user.click(await screen.findByRole('button', { name: /Edit and retry/ }));
    const form = screen.getByRole('form', { name: /Edit change to Lesson/ });
    expect(await findCombobox('Follow up required', form)).toHaveTextContent('Yes');
    await chooseOption(user, 'Follow up required', 'No', form);
    await user.click(within(form).getByRole('button', { name: 'Save & retry' }));

    expect(await screen.findByText('No refused changes.')).toBeInTheDocument();
    const [change] = await runtime.replica.db.outbox.toArray();
    expect(change).toMatchObject({ id: lesson.id, fields: { follow_up_required: false } });
  });

  it('shows why a retry was refused on this device and keeps the entry', async () => {
    await seedRefusedEdit({ effectiveness_rating: 4 });
    const { user } = renderSyncPage();

    await user.click(await screen.findByRole('button', { name: /Edit and retry/ }));
    const form = screen.getByRole('form', { name: /Edit change to Lesson/ });
    const rating = within(form).getByLabelText('Effectiveness rating');
    await user.clear(rating);
    await user.type(rating, '9');
    await user.click(within(form).getByRole('button', { name: 'Save & retry' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('effectiveness_rating');
    expect(rating).toHaveAttribute('aria-invalid', 'true');
    expect(await runtime.replica.db.rejected.count()).toBe(1);
  });

  it('restores overwritten text', async () => {
    const { lesson } = await seedConflict();
    const { user } = renderSyncPage();

    const card = await screen.findByRole('article', { name: /Lesson “Decimals” — Objectives/ });
    expect(card).toHaveTextContent('Replaced textMy objectives');
    expect(card).toHaveTextContent('Now readsTheir objectives');
    await user.click(within(card).getByRole('button', { name: /^Restore/ }));

    expect(await screen.findByText('No replaced text.')).toBeInTheDocument();
    expect(await runtime.replica.db.entity('lessons').get(lesson.id)).toMatchObject({
      objectives: 'My objectives',
    });
  });

  it('dismisses a conflict, keeping the current text', async () => {
    const { lesson, conflict } = await seedConflict();
    const { user } = renderSyncPage();

    const card = await screen.findByRole('article', { name: /Objectives/ });
    await user.click(within(card).getByRole('button', { name: /^Dismiss/ }));

    expect(await screen.findByText('No replaced text.')).toBeInTheDocument();
    expect(await runtime.replica.db.conflicts.get(conflict.id)).not.toMatchObject({
      resolved_at: null,
    });
    expect(await runtime.replica.db.entity('lessons').get(lesson.id)).toMatchObject({
      objectives: 'Their objectives',
    });
  });

  it('lists feedback waiting to be sent; a refused one can be sent again or discarded', async () => {
    const { db } = runtime.replica;
    const refused = await enqueueFeedback(db, {
      conversation: [{ role: 'user', content: 'The planner froze', timestamp: T0 }],
      metadata: { category: 'bug' },
      context: '',
    });
    await enqueueFeedback(db, { conversation: [], metadata: {}, context: '' });
    if (!refused.ok) throw new Error('not queued');
    await recordFeedbackFailure(db, refused.id, 'metadata.severity is required');
    const { user } = renderSyncPage();

    const item = (await screen.findByText('Bug: The planner froze')).closest('li');
    if (!item) throw new Error('no list item');
    expect(item).toHaveTextContent('Not accepted: metadata.severity is required');
    expect(screen.getByText(/Waiting to be sent/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(item).toHaveTextContent('Not sent yet (tried 1 time)'));
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Bug: The planner froze')).toBeNull());
    expect(await db.pending_feedback.count()).toBe(1);
  });
});
