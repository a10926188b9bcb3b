// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFilesContext, type ResourceFiles } from '@/shared/lib/files/storage-files';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { RESOURCE_MESSAGES } from '../model/resource-rules';
import { pulledResource, TEST_SCHOOL_ID } from '../test-support/resource-rows';
import { resourcePath } from './resource-paths';
import { ResourcesPage } from './resources-page';
import { VIEW_MODE_STORAGE_KEY } from './use-view-mode';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => {
  stubMatchMedia();
  localStorage.clear();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

const now = () => new Date(2026, 10, 23, 8);

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(
  replica: TestReplica,
  path = '/resources',
  schoolId: string | null = TEST_SCHOOL_ID,
  files: ResourceFiles | null = null,
) {
  const events = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({ id: replica.userId, schoolId })}
      replica={replica.handle}
    >
      <ResourceFilesContext value={files}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/resources" element={<ResourcesPage now={now} />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ResourceFilesContext>
      <Toaster />
    </ReplicaTestProviders>,
  );
  return events;
}

const titlesShown = () =>
  within(screen.getByRole('list', { name: 'Resources' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ResourcesPage', () => {
  it('says what to do with no resources, then creates a link, refusing a javascript: address', async () => {
    const replica = await openTestReplica();
    const user = renderPage(replica);
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    // The form loads when the dialog first opens.
    await within(dialog).findByRole('textbox', { name: 'Title' });
    // The form loads when the dialog first opens.
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Title' }),
      'Forces simulation',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Link address' }),
      'javascript:alert(1)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create resource' }));
    expect(await within(dialog).findByText(RESOURCE_MESSAGES.urlScheme)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Link address' }),
    ).toHaveAccessibleDescription(expect.stringContaining(RESOURCE_MESSAGES.urlScheme));
    expect(await replica.db.entity('resources').count()).toBe(0);

    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'https://phet.colorado.edu/forces');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'physics, motion');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Year 8' }));
    await user.click(within(dialog).getByRole('radio', { name: /My school/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create resource' }));

    expect(await screen.findByRole('heading', { name: 'Forces simulation' })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open Forces simulation in a new tab' });
    expect(open).toHaveAttribute('href', 'https://phet.colorado.edu/forces');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await replica.db.entity('resources').toArray()).toMatchObject([
      {
        kind: 'link',
        years: [8],
        tags: ['physics', 'motion'],
        is_shared: true,
        school_id: TEST_SCHOOL_ID,
      },
    ]);
  });

  it('creates a note and shows it rendered as sanitized Markdown in its detail', async () => {
    const replica = await openTestReplica();
    await pulledResource(replica.db, replica.userId, { title: 'Existing' });
    const user = renderPage(replica);
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    // The form loads when the dialog first opens.
    await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.click(within(dialog).getByRole('radio', { name: /Note/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Lab safety');
    // Pasted: user.type reads [ and { as key names.
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('**Goggles** on <script>alert(1)</script> [bad](javascript:alert(1))');
    await user.click(within(dialog).getByRole('button', { name: 'Create resource' }));
    await user.click(await screen.findByRole('link', { name: 'Read Lab safety' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lab safety' }),
    ).toBeInTheDocument();
    const note = screen.getByTestId('markdown');
    expect(await within(note).findByText('Goggles', { selector: 'strong' })).toBeInTheDocument();
    expect(note.querySelector('script')).toBeNull();
    expect(within(note).getByText('bad').closest('a')).not.toHaveAttribute('href');
  });

  it('searches as the teacher types, keeps the search in the URL, and says when nothing matches', async () => {
    const replica = await openTestReplica();
    await pulledResource(replica.db, replica.userId, {
      title: 'Forces worksheet',
      tags: ['physics'],
    });
    await pulledResource(replica.db, replica.userId, {
      kind: 'note',
      url: null,
      title: 'Cell notes',
      body: 'Mitochondria make energy',
      subject: 'Biology',
    });
    const user = renderPage(replica);
    const search = await screen.findByRole('searchbox', { name: 'Search resources' });
    await user.type(search, 'mito');
    await waitFor(() => expect(titlesShown()).toEqual(['Cell notes']));
    expect(screen.getByText('1 of 2 resources match')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('URL')).toHaveTextContent('/resources?q=mito');

    await user.type(search, 'xq');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(titlesShown()).toHaveLength(2));
  });

  it('filters by kind and subject, reads filters from the URL, and remembers the list view', async () => {
    const replica = await openTestReplica();
    await pulledResource(replica.db, replica.userId, { title: 'Forces worksheet' });
    await pulledResource(replica.db, replica.userId, {
      kind: 'note',
      url: null,
      body: 'text',
      title: 'Essay plan',
      subject: 'English',
    });
    const user = renderPage(replica, '/resources?kind=note');
    await waitFor(() => expect(titlesShown()).toEqual(['Essay plan']));
    await chooseOption(user, 'Kind', 'All kinds');
    await chooseOption(user, 'Subject', 'Science');
    await waitFor(() => expect(titlesShown()).toEqual(['Forces worksheet']));
    expect(screen.getByLabelText('URL')).toHaveTextContent('/resources?subject=Science');

    await user.click(screen.getByRole('button', { name: 'List' }));
    const table = screen.getByRole('table', { name: 'Resources' });
    expect(within(table).getByRole('rowheader', { name: /Forces worksheet/ })).toBeInTheDocument();
    expect(localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('list');
  });

  it('deletes with Undo from the toast', async () => {
    const replica = await openTestReplica();
    const row = await pulledResource(replica.db, replica.userId, { title: 'Old quiz' });
    const user = renderPage(replica);
    await screen.findByRole('heading', { name: 'Old quiz' });
    await user.click(await screen.findByRole('button', { name: 'Delete Old quiz' }));
    expect(await screen.findByRole('heading', { name: 'No resources yet' })).toBeInTheDocument();
    expect((await replica.db.entity('resources').get(row.id))?.deleted_at).not.toBeNull();
    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    screen.getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Old quiz' })).toBeInTheDocument();
    expect((await replica.db.entity('resources').get(row.id))?.deleted_at).toBeNull();
  });

  it('keeps a colleague’s shared resource read-only and names who shared it', async () => {
    const replica = await openTestReplica();
    const colleague = crypto.randomUUID();
    await replica.db.entity('profiles').put({
      id: colleague,
      user_id: colleague,
      full_name: 'Casey Colleague',
      is_solo_user: false,
      school_id: TEST_SCHOOL_ID,
      guided_tour_completed: true,
      guided_tour_last_seen_at: null,
      is_developer: false,
      subjects: [],
      year_levels: [],
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      deleted_at: null,
      txid: '512',
    });
    const shared = await pulledResource(replica.db, colleague, {
      title: 'Shared rubric',
      is_shared: true,
    });
    // A colleague's row that is not shared is not listed, even if a pull left it here.
    await pulledResource(replica.db, colleague, { title: 'Private draft', is_shared: false });
    renderPage(replica);
    expect(await screen.findByRole('heading', { name: 'Shared rubric' })).toBeInTheDocument();
    expect(screen.getByText(/Shared by Casey Colleague/)).toBeInTheDocument();
    expect(screen.queryByText('Private draft')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Shared rubric' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Shared rubric' })).not.toBeInTheDocument();
    expect(shared.owner_id).toBe(colleague);
  });

  it('offers a solo teacher no school sharing and no "whose" filter', async () => {
    const replica = await openTestReplica();
    await pulledResource(replica.db, replica.userId, { school_id: null });
    const user = renderPage(replica, '/resources', null);
    // The toolbar's selects are there (their chunk has loaded), only "Whose" is not. Asked
    // before the dialog opens: a modal dialog hides the page from the accessibility tree.
    await findCombobox('Kind');
    expect(screen.queryByRole('combobox', { name: 'Whose' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    // The form loads when the dialog first opens.
    await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(within(dialog).queryByRole('radio', { name: /My school/ })).not.toBeInTheDocument();
  });

  it('lists the lessons using a resource and links one more from its detail', async () => {
    const replica = await openTestReplica();
    const { pulledClassRow, pulledLesson } = await import('@/db/test-support/pulled-rows');
    const schoolClass = await pulledClassRow(replica.db, replica.userId, { name: '8 Science' });
    const past = await pulledLesson(replica.db, replica.userId, schoolClass.id, '2026-11-20', 'p1');
    const next = await pulledLesson(
      replica.db,
      replica.userId,
      schoolClass.id,
      '2026-11-24',
      'p2',
      {
        title: 'Friction',
      },
    );
    const row = await pulledResource(replica.db, replica.userId, { title: 'Forces worksheet' });
    await replica.db.entity('lesson_resources').put({
      id: crypto.randomUUID(),
      owner_id: replica.userId,
      lesson_id: past.id,
      resource_id: row.id,
      created_at: row.created_at,
      updated_at: row.updated_at,
      deleted_at: null,
      txid: '512',
    });
    const user = renderPage(replica, resourcePath(row.id));
    expect(await screen.findByRole('heading', { name: 'Used in 1 lesson' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /8 Science · 20 Nov 2026/ })).toHaveAttribute(
      'href',
      `/planner?week=2026-11-20&class=${schoolClass.id}&lesson=${past.id}`,
    );

    const panel = screen.getByRole('region', { name: 'Link to a lesson' });
    await chooseOption(user, 'Class', '8 Science', panel);
    await user.click(await findCombobox('Upcoming lesson', panel));
    const lessons = await screen.findByRole('listbox');
    // Only lessons from today on are offered.
    await within(lessons).findByRole('option', { name: /Friction/ });
    expect(within(lessons).getAllByRole('option')).toHaveLength(1);
    await user.click(within(lessons).getByRole('option', { name: /Friction/ }));
    await user.click(within(panel).getByRole('button', { name: 'Link' }));
    expect(await screen.findByRole('heading', { name: 'Used in 2 lessons' })).toBeInTheDocument();
    expect((await replica.db.entity('lessons').get(next.id))?.status).toBe('PLANNED');
  });

  it('adds a file through the file client: its fields checked here, the file required', async () => {
    const replica = await openTestReplica();
    const createFileResource = vi.fn<ResourceFiles['createFileResource']>(async () => ({
      ok: true,
      resourceId: crypto.randomUUID(),
      path: 'x',
    }));
    const files = { createFileResource } as unknown as ResourceFiles;
    const user = renderPage(replica, '/resources', TEST_SCHOOL_ID, files);
    await user.click(await screen.findByRole('button', { name: 'Add your first resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    // The form loads when the dialog first opens.
    await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.click(within(dialog).getByRole('radio', { name: /File/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create resource' }));
    expect(await within(dialog).findByText('Choose a file to upload')).toBeInTheDocument();
    expect(createFileResource).not.toHaveBeenCalled();

    const pdf = new File(['%PDF-1.7'], 'Forces worksheet.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File'), pdf);
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'physics');
    await user.click(within(dialog).getByRole('button', { name: 'Create resource' }));
    await waitFor(() => expect(createFileResource).toHaveBeenCalledTimes(1));
    expect(createFileResource.mock.calls[0]?.[0]).toEqual({
      title: 'Forces worksheet.pdf',
      subject: null,
      years: [],
      tags: ['physics'],
      description: null,
      is_shared: false,
      school_id: TEST_SCHOOL_ID,
    });
    expect(createFileResource.mock.calls[0]?.[1]).toBe(pdf);
  });
});
