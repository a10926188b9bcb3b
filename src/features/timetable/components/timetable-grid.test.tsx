// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseOption } from '@/test-support/choose-option';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { pulledClassRow, pulledSchool } from '@/db/test-support/pulled-rows';
import { renderTimetablePage } from '../test-support/render-timetable-page';

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const grid = () => screen.getByRole('table', { name: /Your timetable/ });
const cell = (name: string) => within(grid()).getByRole('button', { name });

describe('Timetable set-up: the grid', () => {
  it('adds a double period over recess, then refuses a class that would overlap it', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    await pulledClassRow(replica.db, replica.userId);
    await pulledClassRow(replica.db, replica.userId, { name: '8 Science B' });
    const user = renderTimetablePage(replica, { role: 'TEACHER' });

    expect(await screen.findByRole('columnheader', { name: 'Day 6 (Week B)' })).toBeInTheDocument();
    // Breaks are separators, never cells.
    expect(within(grid()).queryByRole('button', { name: /Recess/ })).not.toBeInTheDocument();
    await user.click(cell('Day 2, Period 2: Free'));
    const editor = await screen.findByRole('form', { name: 'Day 2, Period 2' });
    await chooseOption(user, 'Class', '7 Maths A', editor);
    await chooseOption(user, 'Periods', 'Double (2)', editor);
    // Choosing in a select kept the editor open.
    expect(screen.getByRole('dialog', { name: 'Day 2, Period 2' })).toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Room (optional)'), 'M12');
    await user.click(within(editor).getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByText('Day 2, Period 2 saved')).toBeInTheDocument();
    expect(
      await within(grid()).findByRole('button', {
        name: 'Day 2, Period 2: 7 Maths A (2 periods), M12',
      }),
    ).toBeInTheDocument();
    expect(cell('Day 2, Period 3: 7 Maths A (continued)')).toBeInTheDocument();

    await user.click(cell('Day 2, Period 1: Free'));
    const second = await screen.findByRole('form', { name: 'Day 2, Period 1' });
    await chooseOption(user, 'Class', '8 Science B', second);
    await chooseOption(user, 'Periods', 'Double (2)', second);
    await user.click(within(second).getByRole('button', { name: 'Save entry' }));

    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'Period 2 on Day 2 is already taken by 7 Maths A',
    );
    const entries = await replica.db.entity('timetable_entries').toArray();
    expect(entries).toEqual([
      expect.objectContaining({ cycle_day: 2, period_id: 'p2', period_span: 2, room: 'M12' }),
    ]);
  });

  it('opens the cell editor in place, beside its cell, and Escape returns to the cell', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    await pulledClassRow(replica.db, replica.userId);
    const user = renderTimetablePage(replica, { role: 'TEACHER' });

    const free = await screen.findByRole('button', { name: 'Day 3, Period 4: Free' });
    await user.click(free);
    const popover = await screen.findByRole('dialog', { name: 'Day 3, Period 4' });
    expect(free).toHaveAttribute('aria-expanded', 'true');
    expect(free).toHaveAttribute('aria-controls', popover.id);
    expect(within(popover).getByRole('form', { name: 'Day 3, Period 4' })).toBeInTheDocument();
    // Focus moves into the editor, so the keyboard carries on there.
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Day 3, Period 4' })).not.toBeInTheDocument();
    expect(free).toHaveFocus();
  });

  it('clears an entry from its continuation cell', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    await pulledClassRow(replica.db, replica.userId);
    const user = renderTimetablePage(replica, { role: 'TEACHER' });

    await user.click(await screen.findByRole('button', { name: 'Day 1, Period 5: Free' }));
    await chooseOption(user, 'Periods', 'Double (2)');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await user.click(
      await within(grid()).findByRole('button', { name: /Day 1, Period 6: .*continued/ }),
    );
    expect(await screen.findByRole('form', { name: 'Day 1, Period 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear entry' }));

    expect(
      await within(grid()).findByRole('button', { name: 'Day 1, Period 6: Free' }),
    ).toBeInTheDocument();
    const [entry] = await replica.db.entity('timetable_entries').toArray();
    expect(entry?.deleted_at).not.toBeNull();
  });

  it('points to /settings/classes when there are no classes', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    renderTimetablePage(replica, { role: 'TEACHER' });
    expect(await screen.findByRole('link', { name: 'Add your classes' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
    expect(within(grid()).queryAllByRole('button')).toEqual([]);
  });

  it('shows a VIEWER the grid with no way to change it', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    await pulledClassRow(replica.db, replica.userId);
    renderTimetablePage(replica, { role: 'VIEWER' });
    expect(await screen.findByText(/As a viewer you can see timetables/)).toBeInTheDocument();
    expect(within(grid()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Add your classes' })).not.toBeInTheDocument();
  });
});
