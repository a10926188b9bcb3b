import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readCachedSchoolOverview,
  writeCachedSchoolOverview,
} from '../../queries/school/school-overview-cache';
import {
  classOverview,
  createFakeSchoolOverviewActions,
  sampleOverview,
  SCHOOL_ID,
} from '../../test-support/school-overview-fakes';
import {
  renderSchoolOverview,
  signedInAs,
} from '../../test-support/school-overview-section-render';

const REFUSAL = 'Only an owner or admin of this school can see its planning overview';
/** When an earlier visit saved its copy: Monday 23 November 2026, 16:05 on the device. */
const SAVED_AT_MS = new Date(2026, 10, 23, 16, 5).getTime();

afterEach(() => {
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const table = () => screen.getByRole('table', { name: /Classes of Hilltop School/ });
/** Each body row as its cells' text. */
const rowsOf = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const classOrder = () => rowsOf().map((cells) => cells[0]);

describe('SchoolOverviewSection', () => {
  it("shows an OWNER every class's week and coverage, asking for this week", async () => {
    const fake = createFakeSchoolOverviewActions();
    renderSchoolOverview({ session: signedInAs({ role: 'OWNER' }), actions: fake.actions });

    expect(await screen.findByRole('table', { name: /Classes of Hilltop School/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'School overview' })).toBeVisible();
    expect(fake.requests).toEqual([
      { schoolId: SCHOOL_ID, weekStart: '2026-11-23', weekEnd: '2026-11-29' },
    ]);
    expect(table()).toHaveAccessibleName(
      'Classes of Hilltop School, week of Mon 23 Nov to Sun 29 Nov',
    );
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Class',
      'Teacher',
      'Planned this week',
      'Taught this week',
      'Awaiting reflection',
      'Coverage',
      'Planned up to',
    ]);
    expect(rowsOf()).toEqual([
      [
        '7A MathematicsMathematics · Year 7',
        'Tess Teacher',
        '4 of 62 unplanned',
        '1',
        '3',
        '30%12 of 40 points',
        'Fri 4 Dec',
      ],
      [
        '8B ScienceScience · Year 8',
        'Adam Admin',
        '4 of 40 unplanned',
        '2',
        '0',
        '66.7%20 of 30 points',
        'Fri 27 Nov',
      ],
      [
        'Art club',
        'bea@hilltop.test',
        '0 of 11 unplanned',
        '0',
        '1',
        'No syllabus',
        'Nothing planned',
      ],
    ]);
    expect(screen.getByText(/Last updated 25 Nov 2026, 10:00/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the answer on the device for the next offline visit', async () => {
    const fake = createFakeSchoolOverviewActions();
    renderSchoolOverview({ session: signedInAs({ role: 'ADMIN' }), actions: fake.actions });

    await screen.findByRole('table');

    expect(readCachedSchoolOverview('manager-1', SCHOOL_ID)).toEqual({
      overview: sampleOverview(),
      fetchedAtMs: new Date(2026, 10, 25, 10, 0).getTime(),
    });
  });

  it.each([
    ['a TEACHER', signedInAs({ role: 'TEACHER' })],
    ['a VIEWER', signedInAs({ role: 'VIEWER' })],
    ['a solo teacher', signedInAs({ role: null, schoolId: null, schoolName: null })],
    ['someone signed out', { status: 'signed-out' } as const],
  ])('shows %s nothing and asks the server nothing', (_, session) => {
    const fake = createFakeSchoolOverviewActions();
    const { container } = renderSchoolOverview({ session, actions: fake.actions });

    // render() runs in act(): any effect that would ask the server has run by now.
    expect(container).toBeEmptyDOMElement();
    expect(fake.requests).toEqual([]);
  });

  it('sorts by any column, announcing the order', async () => {
    const fake = createFakeSchoolOverviewActions();
    const { user } = renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });
    await screen.findByRole('table');
    const coverage = screen.getByRole('button', { name: 'Coverage' });

    await user.click(coverage);
    expect(classOrder()).toEqual([
      '7A MathematicsMathematics · Year 7',
      '8B ScienceScience · Year 8',
      'Art club',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Coverage' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(coverage);
    // Descending: most covered first; a class without a syllabus stays last either way.
    expect(classOrder()).toEqual([
      '8B ScienceScience · Year 8',
      '7A MathematicsMathematics · Year 7',
      'Art club',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Coverage' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Awaiting reflection' }));
    expect(classOrder()).toEqual([
      '8B ScienceScience · Year 8',
      'Art club',
      '7A MathematicsMathematics · Year 7',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Coverage' })).not.toHaveAttribute('aria-sort');
  });

  it('offline, shows the copy saved on this device with its time, then asks once back online', async () => {
    writeCachedSchoolOverview('manager-1', {
      overview: sampleOverview({
        classes: [classOverview({ className: 'Saved class', teacherName: 'Tess Teacher' })],
      }),
      fetchedAtMs: SAVED_AT_MS,
    });
    setOnline(false);
    const fake = createFakeSchoolOverviewActions();
    renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });

    expect(await screen.findByRole('table')).toBeVisible();
    expect(classOrder()).toEqual(['Saved class']);
    expect(
      screen.getByText(/Last updated 23 Nov 2026, 16:05/, { selector: '[role="status"]' }),
    ).toHaveTextContent('You’re offline: this is the copy saved on this device.');
    expect(screen.getByRole('button', { name: 'Refresh the school overview' })).toBeDisabled();
    expect(fake.requests).toEqual([]);

    setOnline(true);

    await waitFor(() => expect(classOrder()).toHaveLength(3));
    expect(fake.requests).toHaveLength(1);
    expect(screen.getByText(/Last updated 25 Nov 2026, 10:00/)).not.toHaveTextContent('offline');
  });

  it('offline with nothing saved, says the overview loads once back online', async () => {
    setOnline(false);
    const fake = createFakeSchoolOverviewActions();
    renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });

    expect(
      await screen.findByText(/this device has no saved copy of the school overview yet/),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a refusal in the server’s words, with the saved copy under it', async () => {
    writeCachedSchoolOverview('manager-1', {
      overview: sampleOverview(),
      fetchedAtMs: SAVED_AT_MS,
    });
    const fake = createFakeSchoolOverviewActions();
    fake.answerNext({ ok: false, reason: 'refused', message: REFUSAL });
    renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${REFUSAL}. The numbers below are the last ones saved on this device.`,
    );
    expect(classOrder()).toHaveLength(3);
    expect(screen.getByText(/Last updated 23 Nov 2026, 16:05/)).toBeVisible();
  });

  it('shows a failure with nothing saved as a message, and Refresh asks again', async () => {
    const fake = createFakeSchoolOverviewActions();
    fake.answerNext({ ok: false, reason: 'failed', message: 'The server had a problem.' });
    const { user } = renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^The server had a problem\.$/);
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Refresh the school overview' }));

    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.requests).toHaveLength(2);
  });

  it('a request that never reached the server reads as offline, with the saved copy', async () => {
    writeCachedSchoolOverview('manager-1', {
      overview: sampleOverview(),
      fetchedAtMs: SAVED_AT_MS,
    });
    const fake = createFakeSchoolOverviewActions();
    fake.answerNext({ ok: false, reason: 'offline', message: 'You appear to be offline.' });
    renderSchoolOverview({ session: signedInAs({}), actions: fake.actions });

    expect(
      await screen.findByText('You’re offline: this is the copy saved on this device.'),
    ).toBeVisible();
    expect(classOrder()).toHaveLength(3);
  });

  it('says where classes come from when the school has none', async () => {
    const fake = createFakeSchoolOverviewActions();
    fake.answerNext({ ok: true, overview: sampleOverview({ classes: [] }) });
    const { user, router } = renderSchoolOverview({
      session: signedInAs({}),
      actions: fake.actions,
    });

    expect(
      await screen.findByText(/No classes in the school yet — teachers add classes under/),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Classes' }));
    expect(router.state.location.pathname).toBe('/settings/classes');
  });
});
