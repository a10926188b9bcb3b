// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '@/test-support/choose-option';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  TEST_SCHOOL_ID,
  pulledClassRow,
  pulledEntry,
  pulledLesson,
  pulledSchool,
} from '@/db/test-support/pulled-rows';
import {
  CopyLessonDialog,
  CopyWeekDialog,
  ExportCalendarDialog,
  PrintWeekButton,
  RolloverClassDialog,
} from './index';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function setUp() {
  const replica = await openTestReplica();
  await pulledSchool(replica.db);
  const a = await pulledClassRow(replica.db, replica.userId);
  const b = await pulledClassRow(replica.db, replica.userId, { name: '7 Maths B' });
  return { replica, a, b };
}

function renderWith(replica: TestReplica, children: ReactNode) {
  const user = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID })}
      replica={replica.handle}
    >
      {children}
      <Toaster />
    </ReplicaTestProviders>,
  );
  return user;
}

async function openDialog(
  user: ReturnType<typeof userEvent.setup>,
  trigger: string,
  title: string,
) {
  await user.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog', { name: title });
}

describe('PrintWeekButton', () => {
  it('prints the page and stays off paper itself', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    render(<PrintWeekButton />);
    const button = screen.getByRole('button', { name: 'Print week' });
    expect(button).toHaveAttribute('data-print', 'hide');
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('CopyLessonDialog', () => {
  it('asks for a date, refuses a planned slot by name, then copies and toasts', async () => {
    const { replica, a, b } = await setUp();
    const source = await pulledLesson(replica.db, replica.userId, a.id, '2026-03-02', 'p1', {
      title: 'Fractions',
    });
    await pulledLesson(replica.db, replica.userId, b.id, '2026-03-10', 'p2', { title: 'Mine' });
    const onDone = vi.fn();
    const user = renderWith(replica, <CopyLessonDialog lessonId={source.id} onDone={onDone} />);
    const dialog = await openDialog(user, 'Copy lesson', 'Copy this lesson');

    await user.click(within(dialog).getByRole('button', { name: 'Copy lesson' }));
    expect(within(dialog).getByText('Choose the date to copy the lesson to.')).toBeInTheDocument();

    await chooseOption(user, 'Class', '7 Maths B', dialog);
    await user.type(within(dialog).getByLabelText('Date'), '2026-03-10');
    // The day's periods arrive with the calendar.
    await chooseOption(user, 'Period', 'Period 2 (09:40–10:30)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Copy lesson' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '7 Maths B already has a planned lesson on Tue 10 Mar, Period 2',
    );

    await chooseOption(user, 'Period', 'Period 3 (10:50–11:40)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Copy lesson' }));
    expect(await screen.findByText('Lesson copied to 7 Maths B on 2026-03-10')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const copies = await replica.db.entity('lessons').where('class_id').equals(b.id).toArray();
    expect(copies.map((row) => row.title).sort()).toEqual(['Fractions', 'Mine']);
  });
});

describe('CopyWeekDialog', () => {
  it('previews the counts and copies the week', async () => {
    const { replica, a } = await setUp();
    await pulledEntry(replica.db, replica.userId, a.id, 1, 'p1');
    await pulledLesson(replica.db, replica.userId, a.id, '2026-03-02', 'p1', { title: 'One' });
    const user = renderWith(replica, <CopyWeekDialog classId={a.id} weekStart="2026-03-02" />);
    const dialog = await openDialog(user, 'Copy week', 'Copy this week’s lessons');
    await user.type(within(dialog).getByLabelText('Copy to the week of'), '2026-03-09');
    expect(await within(dialog).findByText(/1 of 1 lessons will be copied/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy week' }));
    expect(await screen.findByText('1 lesson copied')).toBeInTheDocument();
    const copied = await replica.db
      .entity('lessons')
      .where('date')
      .equals('2026-03-16')
      .count()
      .catch(() => -1);
    expect(copied).not.toBe(0);
  });
});

describe('RolloverClassDialog', () => {
  it('refuses without next year’s terms until a start date is chosen, then rolls over', async () => {
    const { replica, a } = await setUp();
    await pulledEntry(replica.db, replica.userId, a.id, 1, 'p1');
    await pulledLesson(replica.db, replica.userId, a.id, '2026-03-02', 'p1', { title: 'One' });
    const user = renderWith(replica, <RolloverClassDialog classId={a.id} />);
    const dialog = await openDialog(
      user,
      'Roll over to next year',
      'Roll this class over to next year',
    );
    expect(
      await within(dialog).findByText(
        'The calendar has no terms in 2027 yet: choose the date the new year starts.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New year starts on'), '2027-02-01');
    expect(await within(dialog).findByText(/Creates 7 Maths A \(2027\)/)).toBeInTheDocument();
    // The calendar's terms end in 2026, so 2027 has no teaching days: the plan is reported.
    expect(
      within(dialog).getByText('One (Mon 2 Mar): no lesson left in the new year'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Roll over' }));
    expect(
      await screen.findByText('7 Maths A (2027) is ready: 0 lessons copied'),
    ).toBeInTheDocument();
    const classes = await replica.db.entity('classes').toArray();
    expect(classes.map((row) => row.academic_year).sort()).toEqual(['2026', '2026', '2027']);
  });
});

describe('ExportCalendarDialog', () => {
  it('asks for the dates, says when there is nothing, and downloads the file', async () => {
    const { replica, a } = await setUp();
    await pulledLesson(replica.db, replica.userId, a.id, '2026-03-02', 'p1', { title: 'One' });
    const createObjectURL = vi.fn(() => 'blob:lessons');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderWith(replica, <ExportCalendarDialog />);
    const dialog = await openDialog(user, 'Export calendar', 'Export lessons as a calendar file');

    await user.click(within(dialog).getByRole('button', { name: 'Download .ics' }));
    expect(within(dialog).getByText('Choose the first date to export.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('From'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('To'), '2026-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Download .ics' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have no lessons');

    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download .ics' }));
    expect(
      await screen.findByText('1 lesson exported to lessons-2026-03-01-2026-05-31.ics'),
    ).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });
});
