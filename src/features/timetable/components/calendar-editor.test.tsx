// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCombobox } from '@/test-support/choose-option';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { pulledClosure, pulledSchool, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import type { StoredCalendar } from '../queries/use-calendar-draft';
import { renderTimetablePage } from '../test-support/render-timetable-page';

// Every calendar the page's live query hands the editor, so a test can wait for a delivery.
const delivered = vi.hoisted(() => ({ calendars: [] as (StoredCalendar | undefined)[] }));
vi.mock('../queries/use-calendar-draft', async (importOriginal) => {
  const original = await importOriginal<typeof import('../queries/use-calendar-draft')>();
  return {
    ...original,
    useCalendarDraft: (...args: Parameters<typeof original.useCalendarDraft>) => {
      const calendar = original.useCalendarDraft(...args);
      delivered.calendars.push(calendar);
      return calendar;
    },
  };
});

beforeEach(() => {
  stubMatchMedia();
  delivered.calendars = [];
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Timetable set-up: the calendar', () => {
  it('an OWNER edits the cycle, the day schedule and the terms, and saves them (offline too)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const user = renderTimetablePage(replica);

    await user.click(await screen.findByRole('radio', { name: /^School days/ }));
    change('Day 1 falls on', '2026-01-27');
    change('Week labels', '');
    change('Row 1 name', 'Lesson 1');
    await user.click(screen.getByRole('button', { name: 'Move row 3 down' }));
    await user.click(screen.getByRole('button', { name: 'Remove term 4' }));
    await user.click(screen.getByRole('button', { name: 'Add term' }));
    expect(screen.getByLabelText('Term 4 name')).toHaveValue('Term 4');
    change('Term 4 start', '2026-10-06');
    change('Term 4 end', '2026-12-11');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));

    expect(await screen.findByText('Calendar saved')).toBeInTheDocument();
    const school = await replica.db.entity('schools').get(TEST_SCHOOL_ID);
    expect(school?.timetable_cycle).toEqual({
      length: 10,
      mode: 'school_days',
      anchor_date: '2026-01-27',
      labels: [],
    });
    expect(school?.day_schedule.slice(0, 4).map((p) => p.name)).toEqual([
      'Lesson 1',
      'Period 2',
      'Period 3',
      'Recess',
    ]);
    expect(school?.term_dates[3]).toEqual({
      term: 'Term 4',
      start: '2026-10-06',
      end: '2026-12-11',
    });
    const [changeRow] = await replica.db.outbox.toArray();
    expect(changeRow).toMatchObject({ table: 'schools', op: 'upsert' });
  });

  it('takes in a calendar change pulled while it is open; an edited draft is kept, with the choice to show the latest', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const user = renderTimetablePage(replica);
    await screen.findByLabelText('Term 1 name');
    const pullRename = (term: string) =>
      act(() =>
        replica.db.entity('schools').update(TEST_SCHOOL_ID, {
          term_dates: [{ term, start: '2026-01-27', end: '2026-04-02' }],
        }),
      );

    // Untouched: the pulled calendar simply shows.
    await pullRename('Autumn');
    await waitFor(() => expect(screen.getByLabelText('Term 1 name')).toHaveValue('Autumn'));
    expect(screen.queryByLabelText('Term 2 name')).not.toBeInTheDocument();

    // Edited: what the user typed stays, and they are told.
    change('Row 1 name', 'Lesson 1');
    await pullRename('Winter');
    expect(
      await screen.findByText(/This calendar was changed on another device/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Row 1 name')).toHaveValue('Lesson 1');
    expect(screen.getByLabelText('Term 1 name')).toHaveValue('Autumn');

    await user.click(screen.getByRole('button', { name: 'Show the latest' }));
    expect(screen.getByLabelText('Term 1 name')).toHaveValue('Winter');
    expect(screen.getByLabelText('Row 1 name')).toHaveValue('Period 1');
    expect(screen.queryByText(/This calendar was changed/)).not.toBeInTheDocument();
  });

  it('its own save coming back from the replica is not taken for a change made elsewhere', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const user = renderTimetablePage(replica);
    await screen.findByLabelText('Row 1 name');
    change('Row 1 name', 'Lesson 1');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    change('Closure 1 date', '2026-03-13');
    change('Closure 1 reason', 'Staff day');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Calendar saved')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await replica.db.entity('schools').get(TEST_SCHOOL_ID))?.day_schedule[0]?.name).toBe(
        'Lesson 1',
      ),
    );
    // The live query has handed the saved calendar back to the editor: only now does the absence
    // of a notice say anything.
    await waitFor(() =>
      expect(delivered.calendars).toContainEqual(
        expect.objectContaining({
          draft: expect.objectContaining({
            daySchedule: expect.arrayContaining([expect.objectContaining({ name: 'Lesson 1' })]),
            closures: [expect.objectContaining({ date: '2026-03-13', reason: 'Staff day' })],
          }),
        }),
      ),
    );
    expect(screen.queryByText(/This calendar was changed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Row 1 name')).toHaveValue('Lesson 1');
    expect(screen.getByLabelText('Closure 1 reason')).toHaveValue('Staff day');
  });

  it('heads the schedule columns, and a new period starts when the day so far ends', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const user = renderTimetablePage(replica);

    const table = await screen.findByRole('table', { name: /Periods and breaks of a school day/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Start', 'End', 'Kind', 'Order and remove']);
    const rows = within(table).getAllByLabelText(/^Row \d+ end$/);
    const lastEnd = (rows.at(-1) as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const added = rows.length + 1;
    expect(screen.getByLabelText(`Row ${added} start`)).toHaveValue(lastEnd);
    expect(screen.getByLabelText(`Row ${added} end`)).not.toHaveValue('');

    // Moving an end moves the start of the row that touched it.
    change('Row 1 end', '09:45');
    expect(screen.getByLabelText('Row 2 start')).toHaveValue('09:45');
  });

  it('shows what is wrong beside the field and in a summary, and saves nothing', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    const user = renderTimetablePage(replica);

    await screen.findByLabelText('Row 2 end');
    change('Row 2 end', '09:00');
    change('Day 1 falls on', '2026-01-28');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));

    const message = 'Period 2 ends (09:00) before or when it starts (09:40)';
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was saved. Fix these 2 problems first',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Row 2 end')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Row 2 end')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Day 1 falls on')).toHaveAccessibleDescription(
      'The anchor date (2026-01-28) is a Wednesday: in calendar mode Day 1 must be a Monday',
    );
    expect(await replica.db.outbox.count()).toBe(0);
  });

  it('is read-only for a TEACHER, with who can change it', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    renderTimetablePage(replica, { role: 'TEACHER' });

    expect(
      await screen.findByText(
        /Only your school's owner or an admin can change the school calendar/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Row 1 name')).toBeDisabled();
    // Disabled for Radix itself too (data-disabled), not only by the editor's fieldset.
    expect(await findCombobox('Row 1 kind')).toHaveAttribute('data-disabled');
    expect(screen.getByLabelText('Cycle length (days)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add term' })).not.toBeInTheDocument();
  });

  it('the helper says which cycle day a date is, or why it is not a teaching day', async () => {
    const replica = await openTestReplica();
    await pulledSchool(replica.db);
    await pulledClosure(replica.db, '2026-03-06');
    renderTimetablePage(replica, { role: 'TEACHER' });

    await screen.findByLabelText('Date');
    change('Date', '2026-03-18');
    expect(screen.getByText('Wednesday 18 March 2026 is Day 8 (Week B)')).toBeInTheDocument();
    change('Date', '2026-03-06');
    await waitFor(() =>
      expect(
        screen.getByText(
          'Friday 6 March 2026 is not a teaching day (closure: Staff development day)',
        ),
      ).toBeInTheDocument(),
    );
    change('Date', '2026-04-11');
    expect(
      screen.getByText('Saturday 11 April 2026 is not a teaching day (weekend)'),
    ).toBeInTheDocument();
  });

  it('a solo teacher sets up their own calendar: the first save creates it', async () => {
    const replica = await openTestReplica();
    const user = renderTimetablePage(replica, { schoolId: null, role: null });

    await user.click(await screen.findByRole('button', { name: 'Add period' }));
    change('Row 1 start', '09:00');
    change('Row 1 end', '10:00');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    change('Closure 1 date', '2026-03-06');
    change('Closure 1 reason', 'Conference');
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));

    expect(await screen.findByText('Calendar saved')).toBeInTheDocument();
    expect(await replica.db.entity('teacher_calendars').get(replica.userId)).toMatchObject({
      timetable_cycle: { length: 5, mode: 'calendar', anchor_date: null, labels: [] },
      day_schedule: [expect.objectContaining({ name: 'Period 1', start: '09:00', end: '10:00' })],
    });
    expect(await replica.db.entity('school_closures').toArray()).toEqual([
      expect.objectContaining({ owner_id: replica.userId, school_id: null, reason: 'Conference' }),
    ]);
    // The planner's read follows the new row: the grid now has the period to fill in.
    expect(await screen.findByRole('rowheader', { name: /Period 1/ })).toBeInTheDocument();
  });
});
