// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { pulledLesson } from '@/db/test-support/pulled-rows';
import {
  pulledClass,
  pulledProfile,
  pulledSyllabus,
  SCHOOL_ID,
  T0,
} from '../test-support/class-rows';
import { NO_SYLLABUS_HINT } from './class-syllabus-fields';
import { CLASS_MESSAGES, STRANDED_CLASS_NOTE } from '../model/class-rules';
import { ClassesPage } from './classes-page';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(replica: TestReplica | null, user: Partial<SessionUser> = {}) {
  const events = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({
        id: replica?.userId ?? crypto.randomUUID(),
        schoolId: SCHOOL_ID,
        ...user,
      })}
      replica={replica?.handle ?? null}
    >
      <ClassesPage />
      <Toaster />
    </ReplicaTestProviders>,
  );
  return events;
}

/** The dialog's fields, by their labels, once the form is there (after the syllabus list). */
async function form(dialog: HTMLElement) {
  await within(dialog).findByRole('textbox', { name: 'Name' });
  return {
    name: within(dialog).getByRole('textbox', { name: 'Name' }),
    // A textbox, or a combobox when it offers the teacher's onboarding subjects.
    subject: within(dialog).getByLabelText('Subject'),
    year: await findCombobox('Year', dialog),
    /** Free text while no syllabus is chosen (a select of its levels then). */
    get stage() {
      return within(dialog).getByRole('textbox', { name: 'Syllabus stage' });
    },
    academicYear: within(dialog).getByRole('textbox', { name: 'Academic year' }),
    room: within(dialog).getByRole('textbox', { name: 'Room' }),
    notes: within(dialog).getByRole('textbox', { name: 'Notes' }),
  };
}

const classesOf = (replica: TestReplica) => replica.db.entity('classes').toArray();

describe('ClassesPage', () => {
  it('shows a loading state until the replica is open', () => {
    renderPage(null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your classes…');
  });

  it('starts the first class from the subjects and years chosen in onboarding', async () => {
    const replica = await openTestReplica();
    await pulledProfile(replica.db, replica.userId, {
      subjects: ['Science', 'Mathematics'],
      year_levels: [9, 7],
    });
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Create your first class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const fields = await form(dialog);
    expect(fields.subject).toHaveValue('Science');
    expect(fields.year).toHaveTextContent('Year 7');
    // Both subjects are offered as the teacher types.
    const options = [
      ...(document.getElementById(fields.subject.getAttribute('list') ?? '')?.children ?? []),
    ];
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'Science',
      'Mathematics',
    ]);

    await user.type(fields.name, '7 Science A');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await waitFor(async () =>
      expect(await classesOf(replica)).toEqual([
        expect.objectContaining({ name: '7 Science A', subject: 'Science', year: 7 }),
      ]),
    );

    // The second class has two subjects and two years to choose from: nothing is guessed.
    await user.click(await screen.findByRole('button', { name: 'New class' }));
    const second = await form(await screen.findByRole('dialog', { name: 'New class' }));
    expect(second.subject).toHaveValue('');
    expect(second.year).toHaveTextContent('Choose a year');
  });

  it('offers to create the first class, refuses invalid fields with messages, then saves offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const replica = await openTestReplica();
    const user = renderPage(replica);

    expect(await screen.findByRole('heading', { name: 'No classes yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const fields = await form(dialog);
    // A new class starts in this calendar year with the first swatch.
    expect(fields.academicYear).toHaveValue(String(new Date().getFullYear()));
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked();
    // No catalogue on this device: say who can add one; the stage stays free text.
    expect(within(dialog).getByText(NO_SYLLABUS_HINT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Syllabus' })).toBeNull();

    await user.clear(fields.academicYear);
    await user.type(fields.academicYear, '26');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText(CLASS_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CLASS_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CLASS_MESSAGES.yearRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CLASS_MESSAGES.academicYearShape)).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription(
      expect.stringContaining(CLASS_MESSAGES.nameRequired),
    );
    expect(fields.name).toHaveFocus();
    expect(await replica.db.outbox.count()).toBe(0);

    await user.type(fields.name, '7 Maths A');
    await user.type(fields.subject, 'Mathematics');
    await chooseOption(user, 'Year', 'Year 7', dialog);
    await user.type(fields.stage, 'Stage 4');
    await user.clear(fields.academicYear);
    await user.type(fields.academicYear, '2027');
    await user.type(fields.room, 'M12');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    expect(within(dialog).getByText('Green · #16a34a')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('7 Maths A created')).toBeInTheDocument();
    // The live read catches up with the write a moment after the toast.
    const list = await screen.findByRole('list', { name: 'Your classes' });
    expect(within(list).getByText('7 Maths A')).toBeInTheDocument();
    expect(
      within(list).getByText('Year 7 · Mathematics · Stage 4 · 2027 · Room M12'),
    ).toBeVisible();

    const [row] = await classesOf(replica);
    expect(row).toMatchObject({
      owner_id: replica.userId,
      school_id: SCHOOL_ID,
      name: '7 Maths A',
      year: 7,
      academic_year: '2027',
      colour: '#16a34a',
      notes: null,
      archived_at: null,
    });
    const [change] = await replica.db.outbox.toArray();
    expect(change).toMatchObject({ table: 'classes', op: 'upsert', id: row?.id, base: {} });
  });

  it('edits a class: the form starts from the row and the change names only what moved', async () => {
    const replica = await openTestReplica();
    const row = await pulledClass(replica.db, replica.userId);
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Edit 7 Maths A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 7 Maths A' });
    const fields = await form(dialog);
    expect(fields.name).toHaveValue('7 Maths A');
    expect(fields.year).toHaveTextContent('Year 7');
    expect(fields.notes).toHaveValue('Double on Thursdays');
    expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked();

    await user.clear(fields.room);
    await user.type(fields.room, 'M14');
    await chooseOption(user, 'Year', 'Year 8', dialog);
    await user.clear(fields.name);
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(CLASS_MESSAGES.nameTooLong)).toBeInTheDocument();

    await user.clear(fields.name);
    await user.type(fields.name, '8 Maths A');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('8 Maths A saved')).toBeInTheDocument();
    expect(
      await screen.findByText('Year 8 · Mathematics · Stage 4 · 2026 · Room M14'),
    ).toBeVisible();
    const [change, ...more] = await replica.db.outbox.toArray();
    expect(more).toHaveLength(0);
    expect(change).toMatchObject({
      id: row.id,
      fields: { name: '8 Maths A', year: 8, room: 'M14' },
      base: { name: '7 Maths A', year: 7, room: 'M12' },
    });
    expect(Object.keys(change?.fields ?? {}).sort()).toEqual(['name', 'room', 'year']);
  });

  it('cancels an edit without writing', async () => {
    const replica = await openTestReplica();
    await pulledClass(replica.db, replica.userId);
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Edit 7 Maths A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 7 Maths A' });
    await user.type((await form(dialog)).room, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit 7 Maths A' })).toHaveFocus(),
    );
    expect(await replica.db.outbox.count()).toBe(0);
  });

  it('archives a class into the folded Archived list and restores it', async () => {
    const replica = await openTestReplica();
    const row = await pulledClass(replica.db, replica.userId);
    await pulledClass(replica.db, replica.userId, { name: '8 Science', subject: 'Science' });
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Archive 7 Maths A' }));
    expect(await screen.findByText('7 Maths A archived')).toBeInTheDocument();
    const active = screen.getByRole('list', { name: 'Your classes' });
    await waitFor(() => expect(within(active).queryByText('7 Maths A')).not.toBeInTheDocument());
    expect(within(active).getByText('8 Science')).toBeInTheDocument();
    expect((await replica.db.entity('classes').get(row.id))?.archived_at).not.toBeNull();

    const toggle = screen.getByRole('button', { name: /^Archived classes \(1\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Archived classes' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const archived = screen.getByRole('list', { name: 'Archived classes' });
    await user.click(within(archived).getByRole('button', { name: 'Restore 7 Maths A' }));

    expect(await screen.findByText('7 Maths A restored')).toBeInTheDocument();
    expect(await within(active).findByText('7 Maths A')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archived classes/ })).not.toBeInTheDocument();
    expect((await replica.db.entity('classes').get(row.id))?.archived_at).toBeNull();
    const changes = await replica.db.outbox.toArray();
    expect(changes.map((change) => Object.keys(change.fields))).toEqual([
      ['archived_at'],
      ['archived_at'],
    ]);
  });

  it('undoes an archive from its toast', async () => {
    const replica = await openTestReplica();
    const row = await pulledClass(replica.db, replica.userId);
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Archive 7 Maths A' }));
    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('7 Maths A restored')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await replica.db.entity('classes').get(row.id))?.archived_at).toBeNull(),
    );
    expect(await screen.findByRole('button', { name: 'Archive 7 Maths A' })).toBeInTheDocument();
  });

  it('says so when every class is archived', async () => {
    const replica = await openTestReplica();
    await pulledClass(replica.db, replica.userId, { archived_at: T0 });
    renderPage(replica);
    expect(await screen.findByText(/All your classes are archived/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New class' })).toBeInTheDocument();
  });

  it('lists only the user’s own classes that are not deleted', async () => {
    const replica = await openTestReplica();
    await pulledClass(replica.db, replica.userId, { name: '10 History' });
    await pulledClass(replica.db, replica.userId, { name: '7 Art', deleted_at: T0 });
    await pulledClass(replica.db, crypto.randomUUID(), { name: 'A colleague’s class' });
    await pulledClass(replica.db, replica.userId, { name: '7 Maths B' });
    renderPage(replica);

    const list = await screen.findByRole('list', { name: 'Your classes' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual(['7 Maths B', '10 History']);
  });

  it('gives a VIEWER’s new class no school (the server ties classes only where they may write)', async () => {
    const replica = await openTestReplica();
    const user = renderPage(replica, { role: 'VIEWER' });
    await user.click(await screen.findByRole('button', { name: 'Create your first class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const fields = await form(dialog);
    await user.type(fields.name, 'Reading group');
    await user.type(fields.subject, 'English');
    await chooseOption(user, 'Year', 'Year 3', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));

    await waitFor(async () => expect(await classesOf(replica)).toHaveLength(1));
    expect((await classesOf(replica))[0]?.school_id).toBeNull();
  });

  it('says so when a class was left in a school the teacher no longer writes in, and saving makes it theirs', async () => {
    const replica = await openTestReplica();
    const row = await pulledClass(replica.db, replica.userId);
    // They left the school: no school, no role.
    const user = renderPage(replica, { schoolId: null, role: null });

    await user.click(await screen.findByRole('button', { name: 'Edit 7 Maths A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 7 Maths A' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(STRANDED_CLASS_NOTE);
    await user.clear((await form(dialog)).room);
    await user.type((await form(dialog)).room, 'M14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(async () =>
      expect(await replica.db.entity('classes').get(row.id)).toMatchObject({
        room: 'M14',
        school_id: null,
      }),
    );
  });

  it('shows no such note for a class in the school the teacher writes in', async () => {
    const replica = await openTestReplica();
    await pulledClass(replica.db, replica.userId);
    const user = renderPage(replica, { role: 'TEACHER' });
    await user.click(await screen.findByRole('button', { name: 'Edit 7 Maths A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 7 Maths A' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('chooses a syllabus, then its level: the class’s year by default, following a change of year', async () => {
    const replica = await openTestReplica();
    const ac9 = await pulledSyllabus(replica.db);
    await pulledSyllabus(replica.db, {
      name: 'Hilltop Numeracy',
      version: null,
      school_id: SCHOOL_ID,
      levels: ['Stage 4'],
    });
    await pulledSyllabus(replica.db, { name: 'Old syllabus', retired_at: T0 });
    const user = renderPage(replica);
    await user.click(await screen.findByRole('button', { name: 'Create your first class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const fields = await form(dialog);
    await user.type(fields.name, '7 Maths A');
    await user.type(fields.subject, 'Mathematics');
    await chooseOption(user, 'Year', 'Year 7', dialog);

    await user.click(await findCombobox('Syllabus', dialog));
    const syllabuses = screen.getByRole('listbox');
    const offered = within(syllabuses)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Published and the school's own, grouped; a retired syllabus is not offered.
    expect(offered).toEqual([
      'No syllabus',
      'Australian Curriculum v9.0 Mathematics · 9.0',
      'Hilltop Numeracy',
    ]);
    expect(
      within(syllabuses).getByRole('group', { name: 'Your school’s own' }),
    ).toBeInTheDocument();

    await user.click(
      within(syllabuses).getByRole('option', {
        name: 'Australian Curriculum v9.0 Mathematics · 9.0',
      }),
    );
    const level = await findCombobox('Stage or year covered', dialog);
    expect(level).toHaveTextContent('Year 7');
    await chooseOption(user, 'Year', 'Year 8', dialog);
    expect(level).toHaveTextContent('Year 8');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));

    await waitFor(async () => expect(await classesOf(replica)).toHaveLength(1));
    expect((await classesOf(replica))[0]).toMatchObject({
      year: 8,
      syllabus_id: ac9.id,
      syllabus_stage: 'Year 8',
    });
  });

  it('warns that coverage is kept per syllabus when a class with links changes syllabus', async () => {
    const replica = await openTestReplica();
    const ac9 = await pulledSyllabus(replica.db);
    const other = await pulledSyllabus(replica.db, { name: 'Hilltop Numeracy', version: null });
    const row = await pulledClass(replica.db, replica.userId, {
      syllabus_id: ac9.id,
      syllabus_stage: 'Year 7',
    });
    const lesson = await pulledLesson(replica.db, replica.userId, row.id, '2026-11-20', 'p1', {
      status: 'COMPLETED',
    });
    const pointId = crypto.randomUUID();
    await replica.db.entity('lesson_syllabus_points').put({
      id: crypto.randomUUID(),
      owner_id: replica.userId,
      lesson_id: lesson.id,
      syllabus_point_id: pointId,
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      txid: '530',
    });
    const user = renderPage(replica);

    await user.click(await screen.findByRole('button', { name: 'Edit 7 Maths A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 7 Maths A' });
    await form(dialog);
    expect(await findCombobox('Syllabus', dialog)).toHaveTextContent(
      'Australian Curriculum v9.0 Mathematics · 9.0',
    );
    expect(await findCombobox('Stage or year covered', dialog)).toHaveTextContent('Year 7');
    expect(within(dialog).queryByText(/Coverage is kept per syllabus/)).toBeNull();

    await chooseOption(user, 'Syllabus', 'Hilltop Numeracy', dialog);
    expect(await within(dialog).findByText(/Coverage is kept per syllabus/)).toHaveTextContent(
      'link 1 point and it has 0 point statuses',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect((await replica.db.entity('classes').get(row.id))?.syllabus_id).toBe(other.id),
    );
    // Nothing recorded against the old syllabus is deleted.
    expect(await replica.db.entity('lesson_syllabus_points').count()).toBe(1);
  });
});
