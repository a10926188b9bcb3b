// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { PROGRAM_MESSAGES } from '../model/program-rules';
import { classWithLessons, pulledItems, pulledProgram } from '../test-support/program-rows';
import { renderProgramsPage } from '../test-support/render-programs-page';
import { programPath } from './program-paths';

const renderPage = renderProgramsPage;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProgramsPage', () => {
  it('lists the teacher’s programs and the school’s shared ones', async () => {
    const replica = await openTestReplica();
    const mine = await pulledProgram(replica.db, replica.userId, { name: 'Forces' });
    await pulledItems(replica.db, mine.id, 3, (i) => (i === 0 ? 2 : 1));
    await pulledProgram(replica.db, crypto.randomUUID(), { name: 'Cells', is_shared: true });
    // A colleague's program that is not shared is not listed, even if a pull left it here.
    await pulledProgram(replica.db, crypto.randomUUID(), { name: 'Private', is_shared: false });
    renderPage(replica);

    const own = await screen.findByRole('list', { name: 'Your programs' });
    expect(within(own).getByRole('link', { name: 'Forces' })).toBeInTheDocument();
    expect(own).toHaveTextContent('3 items · 4 periods');
    const shared = screen.getByRole('list', { name: 'Shared by your school' });
    expect(within(shared).getByRole('link', { name: 'Cells' })).toBeInTheDocument();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });

  it('says what to do with no programs, refuses a blank name, then creates one', async () => {
    const replica = await openTestReplica();
    const user = renderPage(replica);
    expect(await screen.findByRole('heading', { name: 'No programs yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New program' });
    await user.click(within(dialog).getByRole('button', { name: 'Create program' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      PROGRAM_MESSAGES.nameRequired,
    );
    expect(await replica.db.entity('programs').count()).toBe(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Forces');
    await chooseOption(user, 'Year', 'Year 8', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create program' }));
    // The new program opens, with its empty state.
    expect(await screen.findByRole('heading', { name: 'Forces', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the first item' })).toBeInTheDocument();
    expect(await replica.db.entity('programs').toArray()).toMatchObject([
      { name: 'Forces', year: 8, is_shared: false, owner_id: replica.userId },
    ]);
  });

  it('reorders items with the keyboard and announces the move', async () => {
    const replica = await openTestReplica();
    const program = await pulledProgram(replica.db, replica.userId);
    await pulledItems(replica.db, program.id, 3);
    const user = renderPage(replica, programPath(program.id));

    const moveUp = await screen.findByRole('button', { name: 'Move Item 3 up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: `Items of ${program.name}` }))
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Item 1', 'Item 3', 'Item 2']),
    );
    expect(screen.getByText('Item 3 moved to position 2 of 3.')).toBeInTheDocument();
  });

  it('keeps a colleague’s shared program read-only', async () => {
    const replica = await openTestReplica();
    const program = await pulledProgram(replica.db, crypto.randomUUID(), { is_shared: true });
    await pulledItems(replica.db, program.id, 2);
    renderPage(replica, programPath(program.id));
    expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move Item/ })).not.toBeInTheDocument();
  });

  it('previews applying to a class, applies it, and undoes it from the toast', async () => {
    const replica = await openTestReplica();
    const { schoolClass, lessons } = await classWithLessons(replica.db, replica.userId, 4);
    const program = await pulledProgram(replica.db, replica.userId);
    await pulledItems(replica.db, program.id, 2, (i) => (i === 0 ? 2 : 1));
    const user = renderPage(replica, programPath(program.id));

    const panel = await screen.findByRole('region', { name: 'Apply to a class' });
    expect(await findCombobox('Class', panel)).toHaveTextContent(schoolClass.name);
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    const table = await within(panel).findByRole('table', {
      name: '3 lessons of 8 Science will be planned',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Mon 23 Nov 2026p1Item 1 (1 of 2)',
      'Tue 24 Nov 2026p1Item 1 (2 of 2)',
      'Wed 25 Nov 2026p1Item 2',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Apply to 3 lessons' }));
    await screen.findByText(`${program.name} applied to 3 lessons of 8 Science`);
    expect((await replica.db.entity('lessons').get(lessons[2]!.id))?.title).toBe('Item 2');
    // Progress shows the class.
    const progress = await screen.findByRole('table', {
      name: 'Progress of each class through this program',
    });
    expect(progress).toHaveTextContent('8 Science0 of 22');

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    screen.getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(
        (await replica.db.entity('lessons').bulkGet(lessons.map((l) => l.id))).map((l) => [
          l?.title,
          l?.status,
          l?.program_item_id,
        ]),
      ).toEqual(lessons.map(() => [null, 'UNPLANNED', null])),
    );
  });

  it('refuses to apply when the class has too few lessons', async () => {
    const replica = await openTestReplica();
    await classWithLessons(replica.db, replica.userId, 1);
    const program = await pulledProgram(replica.db, replica.userId);
    await pulledItems(replica.db, program.id, 2);
    const user = renderPage(replica, programPath(program.id));
    const panel = await screen.findByRole('region', { name: 'Apply to a class' });
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Only 1 lesson of 8 Science from 23 Nov (the program needs 2)',
    );
  });
});
