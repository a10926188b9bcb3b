// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  pulledClassRow,
  pulledEntry,
  pulledLesson,
  pulledSchool,
  T0,
  TEST_SCHOOL_ID,
} from '@/db/test-support/pulled-rows';
import {
  ACARA_ATTRIBUTION,
  pulledPoints,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';
import { LessonPanel } from './lesson-panel';
import { AUTOSAVE_DEBOUNCE_MS } from './use-autosave';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** The panel opens on Wednesday 25 November 2026. */
const TODAY = '2026-11-25';

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function seeded(date = TODAY, overrides = {}) {
  const replica = await openTestReplica();
  await pulledSchool(replica.db);
  const schoolClass = await pulledClassRow(replica.db, replica.userId);
  const lesson = await pulledLesson(
    replica.db,
    replica.userId,
    schoolClass.id,
    date,
    'p1',
    overrides,
  );
  return { replica, schoolClass, lesson };
}

/** The week view's part: the panel is shown until it asks to close. */
function ClosablePanel({ lessonId }: { lessonId: string }) {
  const [open, setOpen] = useState(true);
  return open ? <LessonPanel lessonId={lessonId} onClose={() => setOpen(false)} /> : null;
}

function renderPanel(replica: TestReplica, lessonId: string, onClose = vi.fn(), closable = false) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ReplicaTestProviders
        session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID })}
        replica={replica.handle}
      >
        {closable ? (
          <ClosablePanel lessonId={lessonId} />
        ) : (
          <LessonPanel lessonId={lessonId} onClose={onClose} />
        )}
        <Toaster />
      </ReplicaTestProviders>
    </MemoryRouter>,
  );
  return { user, onClose };
}

/** The time between two keys of the typing the autosave test plays (well under the pause). */
const KEY_GAP_MS = 100;

const stored = (replica: TestReplica, id: string) => replica.db.entity('lessons').get(id);

/** The real setTimeout, for a test that holds the code's timers with fake ones. */
const realSetTimeout = globalThis.setTimeout;
/** Generous: a condition met in a few turns of the event loop, on a loaded machine too. */
const CONDITION_LIMIT_MS = 10_000;

/** Polls `check` on real time (never advancing fake timers) until it holds or the limit passes. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + CONDITION_LIMIT_MS;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`not within ${CONDITION_LIMIT_MS} ms`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

describe('LessonPanel autosave', () => {
  it('saves typing after a pause as one write, then says Saved; Undo puts the text back', async () => {
    const { replica, lesson } = await seeded();
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    expect(within(dialog).getByText('Wed 25 Nov 2026, Period 1')).toBeInTheDocument();

    // The pause is a setTimeout: fake timers hold it while the title is typed, a key every
    // KEY_GAP_MS, however slowly a busy machine runs the keys (user-event cannot run on fake
    // timers here: it waits through Testing Library's real-setTimeout wrapper).
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    for (let typed = 1; typed <= 'Fractions'.length; typed += 1) {
      fireEvent.change(title, { target: { value: 'Fractions'.slice(0, typed) } });
      act(() => {
        vi.advanceTimersByTime(KEY_GAP_MS);
      });
    }
    // Debounced: nothing is written while the teacher is still typing.
    expect((await stored(replica, lesson.id))?.title).toBeNull();
    act(() => {
      vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
      vi.useFakeTimers({ toFake: ['Date'] }); // the write and what follows it on real timers
    });
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(await stored(replica, lesson.id)).toMatchObject({
      title: 'Fractions',
      status: 'PLANNED',
    });
    expect(await replica.db.outbox.count()).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Undo last edit' }));
    await waitFor(async () => expect((await stored(replica, lesson.id))?.title).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect((await stored(replica, lesson.id))?.status).toBe('UNPLANNED');
    expect(within(dialog).getByRole('button', { name: 'Undo last edit' })).toBeDisabled();
    // The undo is a write of its own, so it syncs like any edit.
    expect(await replica.db.outbox.count()).toBe(2);
  });

  it('Escape closes at once and still saves what was typed', async () => {
    const { replica, lesson } = await seeded();
    const { user, onClose } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Objectives' }),
      'Compare fractions',
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(async () =>
      expect((await stored(replica, lesson.id))?.objectives).toBe('Compare fractions'),
    );
  });

  it('offline, a save says it is on this device; an open conflict links to the conflicts list', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { replica, lesson } = await seeded();
    await replica.db.conflicts.put({
      id: crypto.randomUUID(),
      owner_id: replica.userId,
      table_name: 'lessons',
      row_id: lesson.id,
      field: 'notes',
      kept_value: 'theirs',
      overwritten_value: 'mine',
      resolved_at: null,
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      txid: '600',
    });
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    expect(await within(dialog).findByRole('link', { name: 'See conflicts' })).toHaveAttribute(
      'href',
      '/settings/sync',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Bring rulers');
    await user.tab();
    expect(await within(dialog).findByText('Saved on this device')).toBeInTheDocument();
  });
});

describe('LessonPanel links and page hide', () => {
  it('a page being hidden saves at once; pickers show only for rows on this device', async () => {
    const { replica, lesson } = await seeded();
    await replica.db.entity('resources').put({
      id: crypto.randomUUID(),
      owner_id: replica.userId,
      school_id: null,
      is_shared: false,
      kind: 'note',
      title: 'Fraction wall',
      url: null,
      body: 'Print on A3',
      file_path: null,
      mime_type: null,
      size_bytes: null,
      description: null,
      subject: null,
      years: [],
      tags: [],
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      txid: '600',
    });
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });

    // The autosave pause (400 ms) is a setTimeout: held by fake timers, it cannot save first, so
    // only the hidden page can write the text, however long the write takes on a busy machine.
    // (Testing Library's waitFor needs a real setTimeout, and Vitest's advances fake timers.)
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Activities' }), {
      target: { value: 'Card sort' },
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await until(async () => (await stored(replica, lesson.id))?.activities === 'Card sort');
    expect((await stored(replica, lesson.id))?.activities).toBe('Card sort');
    // What waited meanwhile (the replica's change notice to live reads) runs; then only Date
    // stays fake.
    act(() => {
      vi.runAllTimers();
      vi.useFakeTimers({ toFake: ['Date'] });
    });

    // The class has no syllabus: no picker, and where to choose one.
    const points = within(dialog).getByRole('region', { name: 'Syllabus points' });
    expect(points).toHaveTextContent('This class has no syllabus yet.');
    expect(within(points).queryByRole('button')).toBeNull();
    const resources = within(dialog).getByRole('region', { name: 'Linked resources' });
    await chooseOption(user, 'Add a resource', 'Fraction wall', resources);
    await user.click(within(resources).getByRole('button', { name: 'Link' }));
    expect(
      await within(resources).findByRole('button', { name: 'Remove Fraction wall' }),
    ).toBeInTheDocument();
    expect(await replica.db.entity('lesson_resources').count()).toBe(1);
  });
});

describe('LessonPanel syllabus points', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; Radix's popper measures the picker's anchor with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links a point found by searching, from the keyboard; it shows with its code and text', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const syllabus = await pulledSyllabus(replica.db);
    const schoolClass = await pulledClassRow(replica.db, replica.userId, {
      syllabus_id: syllabus.id,
      syllabus_stage: 'Year 7',
    });
    const lesson = await pulledLesson(replica.db, replica.userId, schoolClass.id, TODAY, 'p1');
    const [, prime] = await pulledPoints(replica.db, [
      syllabusPointRow(syllabus.id, { code: 'AC9M7N01', sort_order: 1 }),
      syllabusPointRow(syllabus.id, {
        code: 'AC9M7N02',
        sort_order: 2,
        description: 'Represent natural numbers as products of powers of prime numbers',
      }),
    ]);
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    const section = within(dialog).getByRole('region', { name: 'Syllabus points' });
    expect(section).toHaveTextContent('Mathematics · Year 7');

    within(section).getByRole('button', { name: 'Add a syllabus point' }).focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search syllabus points' });
    expect(screen.getByText(ACARA_ATTRIBUTION)).toBeInTheDocument();
    await user.type(search, 'prime powers');
    await user.keyboard('{Enter}');

    await waitFor(async () =>
      expect(await replica.db.entity('lesson_syllabus_points').toArray()).toMatchObject([
        { lesson_id: lesson.id, syllabus_point_id: prime!.id, deleted_at: null },
      ]),
    );
    // Linked: gone from the options, listed in the section with its code and text.
    expect(await screen.findByText(/No point matches “prime powers”/)).toBeInTheDocument();
    await user.clear(search);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(
      within(section).getByRole('button', {
        name: 'Remove AC9M7N02 Represent natural numbers as products of powers of prime numbers',
      }),
    ).toBeInTheDocument();
    const changes = await replica.db.outbox.toArray();
    expect(changes.map(({ table, op }) => ({ table, op }))).toEqual([
      { table: 'lesson_syllabus_points', op: 'upsert' },
      { table: 'lessons', op: 'upsert' },
    ]);
    // Escape closed the picker only, not the lesson.
    expect(screen.getByRole('dialog', { name: '7 Maths A' })).toBeInTheDocument();
  });
});

describe('LessonPanel teaching and reflection', () => {
  /** A rating group by its question, and its choice by number and word. */
  const rate = async (
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    question: string,
    choice: string,
  ) => {
    const group = within(dialog).getByRole('radiogroup', { name: question });
    await user.click(within(group).getByRole('radio', { name: choice }));
  };

  it('rates in words, completes with the reflection in one write, then undoes the mark', async () => {
    const { replica, lesson } = await seeded();
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    expect(
      within(dialog).getByRole('heading', { name: 'Status: Not planned yet' }),
    ).toBeInTheDocument();
    // Completing is the reflection's one action; Mark missed stays on its own.
    expect(within(dialog).queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark missed' })).toBeInTheDocument();
    const effectiveness = within(dialog).getByRole('radiogroup', {
      name: 'How well did the lesson go?',
    });
    expect(
      within(effectiveness)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 Poor', '2 Fair', '3 Good', '4 Very good', '5 Excellent']);

    await rate(user, dialog, 'How well did the lesson go?', '4 Very good');
    await rate(user, dialog, 'How satisfied are you?', '5 Excellent');
    await rate(user, dialog, 'How effective was your teaching?', '3 Good');
    await user.click(within(dialog).getByRole('button', { name: 'Complete with reflection' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Status: Completed' }),
    ).toBeInTheDocument();
    expect(await stored(replica, lesson.id)).toMatchObject({
      status: 'COMPLETED',
      effectiveness_rating: 4,
      teacher_satisfaction_score: 5,
      teacher_effectiveness_rating: 3,
    });
    expect(await replica.db.outbox.count()).toBe(1);
    expect(await screen.findByText('Completed with reflection')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save reflection' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Undo mark' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Status: Not planned yet' }),
    ).toBeInTheDocument();
    expect(await stored(replica, lesson.id)).toMatchObject({
      completed_at: null,
      effectiveness_rating: 4,
    });
  });

  it('moves a rating with the arrow keys, as a radio group does', async () => {
    const { replica, lesson } = await seeded();
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await rate(user, dialog, 'How satisfied are you?', '2 Fair');
    const group = within(dialog).getByRole('radiogroup', { name: 'How satisfied are you?' });
    expect(within(group).getByRole('radio', { name: '2 Fair' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 Good' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '1 Poor' })).toBeChecked();
  });

  it('a past lesson waits for its reflection; a rating left out is asked for under its question and nothing is written', async () => {
    const { replica, lesson } = await seeded('2026-11-23');
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    expect(
      within(dialog).getByRole('heading', { name: 'Status: Waiting for reflection' }),
    ).toBeInTheDocument();
    const method = await findCombobox('Teaching method', dialog);
    expect(method).toBeDisabled();
    expect(method).toHaveTextContent('No teaching methods yet');

    await rate(user, dialog, 'How satisfied are you?', '4 Very good');
    await rate(user, dialog, 'How effective was your teaching?', '3 Good');
    await user.click(within(dialog).getByRole('button', { name: 'Complete with reflection' }));
    const group = within(dialog).getByRole('radiogroup', { name: 'How well did the lesson go?' });
    expect(await within(dialog).findByText('Choose one of 1 to 5.')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one of 1 to 5.');
    expect(await stored(replica, lesson.id)).toMatchObject({
      status: 'UNPLANNED',
      effectiveness_rating: null,
    });
    expect(await replica.db.outbox.count()).toBe(0);

    await rate(user, dialog, 'How well did the lesson go?', '5 Excellent');
    await user.click(within(dialog).getByRole('button', { name: 'Complete with reflection' }));
    await waitFor(async () =>
      expect(await stored(replica, lesson.id)).toMatchObject({
        status: 'COMPLETED',
        effectiveness_rating: 5,
        teacher_satisfaction_score: 4,
        teacher_effectiveness_rating: 3,
      }),
    );
  });
});

describe('LessonPanel reflection methods', () => {
  it('offers built-in, school and own methods in groups, and keeps a deleted one the lesson used', async () => {
    const method = (name: string, scope: object = {}, deleted_at: string | null = null) => ({
      id: crypto.randomUUID(),
      school_id: null,
      owner_id: null,
      name,
      description: null,
      created_at: T0,
      updated_at: T0,
      deleted_at,
      txid: '600',
      ...scope,
    });
    const gone = method('Stations', { school_id: TEST_SCHOOL_ID }, T0);
    const { replica, lesson } = await seeded('2026-11-23', { teaching_method_id: gone.id });
    await replica.db
      .entity('teaching_methods')
      .bulkPut([
        gone,
        method('Direct instruction'),
        method('Gallery walk', { school_id: TEST_SCHOOL_ID }),
        method('Exit tickets', { owner_id: replica.userId }),
      ]);
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    const select = await findCombobox('Teaching method', dialog);
    await waitFor(() => expect(select).toHaveTextContent('Stations (removed)'));
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const groups = within(listbox)
      .getAllByRole('group')
      .map((group) => ({
        // The group's heading comes first; its name is that heading.
        label: group.firstElementChild?.textContent,
        options: within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      }));
    expect(within(listbox).getByRole('group', { name: 'Your own methods' })).toBeInTheDocument();
    expect(groups).toEqual([
      { label: 'No longer offered', options: ['Stations (removed)'] },
      { label: 'Your school’s methods', options: ['Gallery walk'] },
      { label: 'Your own methods', options: ['Exit tickets'] },
      { label: 'Built-in methods', options: ['Direct instruction'] },
    ]);
  });
});

describe('LessonPanel bump', () => {
  it('previews old → new places, applies them in one batch, and the panel’s Undo bump puts them back', async () => {
    const { replica, schoolClass } = await seeded('2026-11-20');
    for (let day = 1; day <= 10; day += 1) {
      await pulledEntry(replica.db, replica.userId, schoolClass.id, day, 'p1');
    }
    const dates = ['2026-11-25', '2026-11-26', '2026-11-27'];
    const lessons = [];
    for (const date of dates) {
      lessons.push(await pulledLesson(replica.db, replica.userId, schoolClass.id, date, 'p1'));
    }
    const [chosen] = lessons;
    if (!chosen) throw new Error('no lesson');
    const { user } = renderPanel(replica, chosen.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.click(within(dialog).getByRole('button', { name: 'Bump forward one slot' }));

    const preview = await screen.findByRole('dialog', { name: 'Bump forward one slot' });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Wed 25 Nov 2026, Period 1Thu 26 Nov 2026, Period 1',
      'Thu 26 Nov 2026, Period 1Fri 27 Nov 2026, Period 1',
      'Fri 27 Nov 2026, Period 1Mon 30 Nov 2026, Period 1',
    ]);
    expect(await replica.db.outbox.count()).toBe(0);
    await user.click(within(preview).getByRole('button', { name: 'Apply' }));

    await waitFor(async () => expect((await stored(replica, chosen.id))?.date).toBe('2026-11-26'));
    expect(await replica.db.outbox.count()).toBe(3);
    expect(within(dialog).getByText('Moved 3 lessons.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Undo bump' }));
    await waitFor(async () => expect((await stored(replica, chosen.id))?.date).toBe('2026-11-25'));
    const after = await Promise.all(lessons.map((lesson) => stored(replica, lesson.id)));
    expect(after.map((lesson) => lesson?.date)).toEqual(dates);
    expect(await replica.db.outbox.count()).toBe(6);
  });

  it('at the end of the year, says which lessons have no slot left and stay, before and after', async () => {
    const { replica, schoolClass } = await seeded('2026-11-20');
    for (let day = 1; day <= 10; day += 1) {
      await pulledEntry(replica.db, replica.userId, schoolClass.id, day, 'p1');
    }
    // Term 4 ends Wed 16 Dec; Mon 14 Dec is free, Tue 15 and Wed 16 are taken.
    const lesson = (date: string, fields = {}) =>
      pulledLesson(replica.db, replica.userId, schoolClass.id, date, 'p1', fields);
    const chosen = await lesson('2026-12-11');
    const tuesday = await lesson('2026-12-15');
    const last = await lesson('2026-12-16', { title: 'Fractions review' });
    const { user } = renderPanel(replica, chosen.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.click(within(dialog).getByRole('button', { name: 'Bump forward one slot' }));

    const preview = await screen.findByRole('dialog', { name: 'Bump forward one slot' });
    const staying =
      '2 lessons have no slot left before the end of the year and stay where they are: Tue 15 Dec 2026, Period 1; “Fractions review” (Wed 16 Dec 2026, Period 1).';
    expect(within(preview).getByText(`1 lesson moves. ${staying}`)).toBeInTheDocument();
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Fri 11 Dec 2026, Period 1Mon 14 Dec 2026, Period 1',
      'Tue 15 Dec 2026, Period 1Stays (no slot left)',
      'Wed 16 Dec 2026, Period 1Stays (no slot left)',
    ]);
    await user.click(within(preview).getByRole('button', { name: 'Apply' }));

    await waitFor(async () => expect((await stored(replica, chosen.id))?.date).toBe('2026-12-14'));
    expect((await stored(replica, tuesday.id))?.date).toBe('2026-12-15');
    expect((await stored(replica, last.id))?.date).toBe('2026-12-16');
    expect(await replica.db.outbox.count()).toBe(1);
    expect(within(dialog).getByText('Moved 1 lesson.')).toBeInTheDocument();
    expect(within(dialog).getByText(staying)).toBeInTheDocument();
  });

  it('moves nothing and says why when no later slot is free this year and a plan is at the end', async () => {
    const { replica, schoolClass } = await seeded('2026-11-20');
    for (let day = 1; day <= 10; day += 1) {
      await pulledEntry(replica.db, replica.userId, schoolClass.id, day, 'p1');
    }
    const chosen = await pulledLesson(
      replica.db,
      replica.userId,
      schoolClass.id,
      '2026-12-15',
      'p1',
    );
    await pulledLesson(replica.db, replica.userId, schoolClass.id, '2026-12-16', 'p1', {
      title: 'Test',
      status: 'PLANNED',
    });
    const { user } = renderPanel(replica, chosen.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.click(within(dialog).getByRole('button', { name: 'Bump forward one slot' }));
    expect(
      await within(dialog).findByText(
        'Nothing can move: this class has no free slot left before the end of the year. 2 lessons have no slot left before the end of the year and stay where they are: Tue 15 Dec 2026, Period 1; “Test” (Wed 16 Dec 2026, Period 1).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bump forward one slot' })).not.toBeInTheDocument();
    expect(await replica.db.outbox.count()).toBe(0);
  });

  it('once the panel is closed, the toast’s Undo puts the bump back', async () => {
    const { replica, schoolClass } = await seeded('2026-11-20');
    await pulledEntry(replica.db, replica.userId, schoolClass.id, 8, 'p1');
    const chosen = await pulledLesson(replica.db, replica.userId, schoolClass.id, TODAY, 'p1');
    const { user } = renderPanel(replica, chosen.id, vi.fn(), true);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.click(within(dialog).getByRole('button', { name: 'Bump forward one slot' }));
    const preview = await screen.findByRole('dialog', { name: 'Bump forward one slot' });
    await user.click(within(preview).getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect((await stored(replica, chosen.id))?.date).not.toBe(TODAY));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await stored(replica, chosen.id))?.date).toBe(TODAY));
  });

  it('shows why a bump is refused', async () => {
    const { replica, lesson } = await seeded(TODAY, { status: 'COMPLETED' });
    const { user } = renderPanel(replica, lesson.id);
    const dialog = await screen.findByRole('dialog', { name: '7 Maths A' });
    await user.click(within(dialog).getByRole('button', { name: 'Bump back one slot' }));
    expect(
      await within(dialog).findByText(/marked completed, and marked lessons stay/),
    ).toBeInTheDocument();
  });
});
