// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { METHOD_MESSAGES } from '../model/teaching-method-rules';
import { pulledMethod, SCHOOL_ID } from '../test-support/teaching-method-rows';
import { TeachingMethodsPage } from './teaching-methods-page';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function renderPage(replica: TestReplica, user: Partial<SessionUser>) {
  const events = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({ id: replica.userId, schoolId: SCHOOL_ID, ...user })}
      replica={replica.handle}
    >
      <TeachingMethodsPage />
      <Toaster />
    </ReplicaTestProviders>,
  );
  return events;
}

const section = (name: string) => screen.getByRole('region', { name });
const methodsOf = async (replica: TestReplica) =>
  (await replica.db.entity('teaching_methods').toArray()).filter((row) => row.deleted_at === null);

describe('TeachingMethodsPage', () => {
  it('lets a school owner add, rename and delete (with undo) the school’s methods; built-ins stay read-only', async () => {
    const replica = await openTestReplica();
    await pulledMethod(replica.db, { name: 'Direct instruction' });
    const user = renderPage(replica, { role: 'OWNER', schoolName: 'Hilltop School' });

    const school = await screen.findByRole('region', { name: 'Hilltop School’s methods' });
    expect(within(school).getByText(/no methods of its own yet/)).toBeInTheDocument();
    const builtIn = section('Built-in methods');
    expect(within(builtIn).getByText('Direct instruction')).toBeInTheDocument();
    expect(within(builtIn).queryByRole('button')).toBeNull();

    // A blank name is refused under the field; nothing is written.
    await user.click(within(school).getByRole('button', { name: 'Add method' }));
    expect(await within(school).findByText(METHOD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(await replica.db.outbox.count()).toBe(0);

    await user.type(within(school).getByRole('textbox', { name: 'Name' }), 'Think-pair-share');
    await user.type(within(school).getByRole('textbox', { name: 'Description' }), 'Pairs first');
    await user.click(within(school).getByRole('button', { name: 'Add method' }));
    const list = await within(school).findByRole('list', { name: 'Hilltop School’s methods' });
    expect(within(list).getByText('Think-pair-share')).toBeInTheDocument();
    expect(within(list).getByText('Pairs first')).toBeInTheDocument();
    // The add form empties itself for the next one.
    expect(within(school).getByRole('textbox', { name: 'Name' })).toHaveValue('');

    // The same name again, in another case, is refused with the field named.
    await user.type(within(school).getByRole('textbox', { name: 'Name' }), 'think-pair-share');
    await user.click(within(school).getByRole('button', { name: 'Add method' }));
    expect(
      await within(school).findByText(METHOD_MESSAGES.duplicate('think-pair-share')),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit Think-pair-share' }));
    const name = within(list).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Think, pair, share');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Think, pair, share')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete Think, pair, share' }));
    expect(await screen.findByText('“Think, pair, share” deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(school).queryByRole('list')).not.toBeInTheDocument());
    expect(await methodsOf(replica)).toHaveLength(1);

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    expect(await within(school).findByText('Think, pair, share')).toBeInTheDocument();
    expect((await methodsOf(replica)).map((row) => row.name).sort()).toEqual([
      'Direct instruction',
      'Think, pair, share',
    ]);
  });

  it('shows a teacher the school’s list read-only, with who can change it', async () => {
    const replica = await openTestReplica();
    await pulledMethod(replica.db, { school_id: SCHOOL_ID, name: 'Gallery walk' });
    renderPage(replica, { role: 'TEACHER', schoolName: 'Hilltop School' });

    const school = await screen.findByRole('region', { name: 'Hilltop School’s methods' });
    expect(within(school).getByText('Gallery walk')).toBeInTheDocument();
    expect(within(school).getByText(/only they can change this list/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      within(section('Built-in methods')).getByText(/arrive with the next sync/),
    ).toBeInTheDocument();
  });

  it('gives a solo teacher their own list', async () => {
    const replica = await openTestReplica();
    const user = renderPage(replica, { role: null, schoolId: null, schoolName: null });

    const own = await screen.findByRole('region', { name: 'Your own methods' });
    expect(within(own).getByText(/no methods of your own yet/)).toBeInTheDocument();
    await user.type(within(own).getByRole('textbox', { name: 'Name' }), 'Stations');
    await user.click(within(own).getByRole('button', { name: 'Add method' }));
    expect(await within(own).findByRole('list', { name: 'Your own methods' })).toHaveTextContent(
      'Stations',
    );
    expect(await methodsOf(replica)).toMatchObject([
      { owner_id: replica.userId, school_id: null, name: 'Stations' },
    ]);
    expect(screen.queryByRole('region', { name: /School’s methods/ })).toBeNull();
  });
});
