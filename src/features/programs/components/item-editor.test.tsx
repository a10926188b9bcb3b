// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pulledPoints, pulledSyllabus, syllabusPointRow } from '@/db/test-support/syllabus-rows';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import {
  classWithLessons,
  pulledItems,
  pulledProgram,
  pulledResource,
  pulledSciencePoints,
} from '../test-support/program-rows';
import { renderProgramsPage } from '../test-support/render-programs-page';
import { programPath } from './program-paths';

beforeEach(() => {
  stubMatchMedia();
  // jsdom has no ResizeObserver; Radix's popper measures its anchor with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('program details', () => {
  it('saves a stage beside the year and shows it in the list', async () => {
    const replica = await openTestReplica();
    await pulledProgram(replica.db, replica.userId, { name: 'Forces', stage: null });
    const user = renderProgramsPage(replica);
    await user.click(await screen.findByRole('link', { name: 'Forces' }));
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Forces' });
    const stage = within(dialog).getByRole('textbox', { name: 'Stage' });
    await user.type(stage, 'x'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(stage).toHaveAccessibleDescription(/Stages are at most 60 characters/);
    await user.clear(stage);
    await user.type(stage, 'Stage 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Science · Year 8 · Stage 4')).toBeInTheDocument();
  });
});

describe('the item editor', () => {
  it('links syllabus points and resources found by search, and shows them on the item', async () => {
    const replica = await openTestReplica();
    const program = await pulledProgram(replica.db, replica.userId, { name: 'Forces' });
    const [item] = await pulledItems(replica.db, program.id, 1);
    const { points } = await pulledSciencePoints(replica.db, 3);
    await pulledResource(replica.db, replica.userId, { title: 'Newton meter worksheet' });
    await pulledResource(replica.db, crypto.randomUUID(), {
      title: 'Friction slides',
      is_shared: true,
      kind: 'file',
      url: null,
    });
    const user = renderProgramsPage(replica, programPath(program.id));
    await user.click(await screen.findByRole('button', { name: 'Edit Item 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item 1' });

    // The form loads with the dialog; its pickers once the options are read.
    await user.click(await within(dialog).findByRole('button', { name: 'Add a syllabus point' }));
    const pointSearch = await screen.findByRole('combobox', { name: 'Search syllabus points' });
    await user.type(pointSearch, 'point 2');
    expect(screen.getByRole('option', { name: /SCI02/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('list', { name: 'Syllabus points' })).toHaveTextContent(
      'SCI02Forces point 2',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add a resource' }));
    const resourceSearch = await screen.findByRole('combobox', { name: 'Search resources' });
    // Both the teacher's own and the school's shared resources are offered.
    expect(screen.getByRole('group', { name: 'Your resources' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shared by your school' })).toBeInTheDocument();
    await user.type(resourceSearch, 'friction');
    await user.click(screen.getByRole('option', { name: /Friction slides/ }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const list = await screen.findByRole('list', { name: 'Syllabus points of Item 1' });
    expect(list).toHaveTextContent('SCI02');
    expect(screen.getByRole('list', { name: 'Resources of Item 1' })).toHaveTextContent(
      'Friction slides (File)',
    );
    expect(await replica.db.entity('program_items').get(item!.id)).toMatchObject({
      syllabus_point_ids: [points[1]!.id],
    });
  });

  it('offers only the points of the program’s syllabus when it names one', async () => {
    const replica = await openTestReplica();
    const { syllabus } = await pulledSciencePoints(replica.db, 2);
    const maths = await pulledSyllabus(replica.db, { name: 'Mathematics' });
    await pulledPoints(replica.db, [
      syllabusPointRow(maths.id, { code: 'AC9M7N01', sort_order: 0 }),
    ]);
    const program = await pulledProgram(replica.db, replica.userId, { syllabus_id: syllabus.id });
    await pulledItems(replica.db, program.id, 1);
    const user = renderProgramsPage(replica, programPath(program.id));
    expect(await screen.findByText('Syllabus: Science')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Item 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add a syllabus point' }));
    const listbox = await screen.findByRole('listbox', { name: 'Search syllabus points' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SCI01Forces point 1', 'SCI02Forces point 2']);
  });

  it('offers to update the future lessons made from an edited item, with undo', async () => {
    const replica = await openTestReplica();
    const { lessons } = await classWithLessons(replica.db, replica.userId, 3);
    const program = await pulledProgram(replica.db, replica.userId);
    const [item] = await pulledItems(replica.db, program.id, 1, () => 2);
    // Applied before: lessons 1 and 2 hold the item's parts; the teacher rewrote lesson 2.
    for (const [index, title] of [
      [0, 'Item 1 (1 of 2)'],
      [1, 'Item 1 (2 of 2)'],
    ] as const)
      await replica.db.entity('lessons').update(lessons[index]!.id, {
        title,
        objectives: 'Objectives 1',
        success_criteria: 'Criteria 1',
        activities: 'Activities 1',
        program_item_id: item!.id,
        status: 'PLANNED',
      });
    await replica.db.entity('lessons').update(lessons[1]!.id, { activities: 'My own plan' });
    const user = renderProgramsPage(replica, programPath(program.id));

    await user.click(await screen.findByRole('button', { name: 'Edit Item 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item 1' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Balanced forces');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const offer = await screen.findByRole('region', { name: 'Update lessons from this item' });
    expect(offer).toHaveTextContent(
      '1 future lesson was made from “Balanced forces” and nobody has changed it since.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Update 1 future lesson' }));
    await screen.findByText('1 lesson updated from Balanced forces');
    expect((await replica.db.entity('lessons').get(lessons[0]!.id))?.title).toBe(
      'Balanced forces (1 of 2)',
    );
    expect((await replica.db.entity('lessons').get(lessons[1]!.id))?.title).toBe('Item 1 (2 of 2)');
    expect(
      screen.queryByRole('region', { name: 'Update lessons from this item' }),
    ).not.toBeInTheDocument();

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    screen.getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect((await replica.db.entity('lessons').get(lessons[0]!.id))?.title).toBe(
        'Item 1 (1 of 2)',
      ),
    );
  });
});

describe('a program shared with the school', () => {
  it('is read-only for a teacher, who may still duplicate and apply it', async () => {
    const replica = await openTestReplica();
    await classWithLessons(replica.db, replica.userId, 2);
    const program = await pulledProgram(replica.db, crypto.randomUUID(), { is_shared: true });
    await pulledItems(replica.db, program.id, 2);
    renderProgramsPage(replica, programPath(program.id));
    expect(await screen.findByText(/Read-only: apply it to your classes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Item 1' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Apply to a class' })).toBeInTheDocument();
  });

  it('is editable for a school manager, who cannot delete it or stop sharing it', async () => {
    const replica = await openTestReplica();
    const program = await pulledProgram(replica.db, crypto.randomUUID(), {
      name: 'Cells',
      is_shared: true,
    });
    await pulledItems(replica.db, program.id, 2);
    const user = renderProgramsPage(replica, programPath(program.id), { role: 'ADMIN' });
    expect(await screen.findByText(/As a school manager you can edit it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cells' });
    expect(within(dialog).getByRole('radio', { name: 'Only me' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /My school/ })).toBeChecked();
  });
});
