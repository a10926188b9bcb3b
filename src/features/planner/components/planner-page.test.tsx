import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { resetWeekCache } from '../queries/week/week-cache-store';
import {
  renderPlanner,
  seedPlanner,
  testFlags as testFlagsWith,
} from '../test-support/planner-page';

beforeEach(() => {
  stubMatchMedia();
  resetWeekCache();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.restoreAllMocks());

const search = (router: ReturnType<typeof renderPlanner>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('PlannerPage', () => {
  it("shows the week's lessons by day and period, the cycle label and the closure's reason", async () => {
    const replica = await seedPlanner();
    renderPlanner(replica);
    const fractions = await screen.findByRole('button', {
      name: /7 Maths A Fractions Needs reflection/,
    });
    expect(fractions).toBeInTheDocument();
    // A generated lesson has no title: its card names the status once.
    expect(screen.getByRole('button', { name: '8 Science Unplanned' })).toBeInTheDocument();
    expect(screen.getByText('2 – 8 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Week B')).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Fri 6 Mar Staff development day/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Mon 2 Mar Day 6 \(Week B\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Sat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Recess' })).toBeInTheDocument();
  });

  it('navigates with the buttons, the date picker and the arrow keys, and keeps the week in the URL', async () => {
    const replica = await seedPlanner();
    const { router, user } = renderPlanner(replica, {
      flags: testFlagsWith({ shallowWeekUrl: false }),
    });
    await screen.findByText('Fractions');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    expect(search(router).get('week')).toBe('2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Fractions')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(search(router).get('week')).toBe('2026-02-23'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(search(router).get('week')).toBe('2026-03-02'));

    const picker = screen.getByLabelText('Go to the week of');
    // Arrow keys in a text field are the field's, not week navigation.
    picker.focus();
    await user.keyboard('{ArrowRight}');
    expect(search(router).get('week')).toBe('2026-03-02');
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(picker, '2026-03-12');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(search(router).get('week')).toBe('2026-03-09'));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
  });

  it('normalises ?week= to its Monday and opens this week for an invalid one', async () => {
    const replica = await seedPlanner();
    renderPlanner(replica, { url: '/planner?week=2026-03-05' });
    expect(await screen.findByText('2 – 8 Mar 2026')).toBeInTheDocument();
  });

  it('opens a focused lesson with Enter through ?lesson= and the lesson slot, and closes it', async () => {
    const replica = await seedPlanner();
    const { router, user } = renderPlanner(replica, {
      flags: testFlagsWith({ shallowWeekUrl: false }),
    });
    const card = await screen.findByRole('button', { name: /Fractions/ });
    card.focus();
    await user.keyboard('{Enter}');
    const editor = await screen.findByRole('dialog', { name: 'Lesson editor' });
    expect(editor).toHaveTextContent(`Editing ${replica.lessons.fractions.id}`);
    expect(search(router).get('lesson')).toBe(replica.lessons.fractions.id);
    await user.click(within(editor).getByRole('button', { name: 'Close lesson' }));
    await waitFor(() => expect(search(router).get('lesson')).toBeNull());
  });

  it('filters by class and by status, kept in the URL', async () => {
    const replica = await seedPlanner();
    const { router, user } = renderPlanner(replica, {
      flags: testFlagsWith({ shallowWeekUrl: false }),
    });
    await screen.findByText('Fractions');
    const classes = screen.getByRole('group', { name: 'Filter by class' });
    await user.click(within(classes).getByRole('button', { name: '8 Science' }));
    await waitFor(() => expect(screen.queryByText('Fractions')).not.toBeInTheDocument());
    expect(within(classes).getByRole('button', { name: '8 Science' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(search(router).get('class')).toBe(replica.science.id);

    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    await user.click(within(statuses).getByRole('button', { name: 'Completed' }));
    expect(
      await screen.findByRole('heading', { name: 'No lessons match these filters' }),
    ).toBeInTheDocument();
    expect(search(router).get('status')).toBe('COMPLETED');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('Fractions')).toBeInTheDocument();
  });

  it('says a week with no lessons is empty and links to the timetable set-up', async () => {
    const replica = await seedPlanner();
    const { user } = renderPlanner(replica, { url: '/planner?week=2026-04-13' });
    expect(
      await screen.findByRole('heading', { name: 'No lessons this week' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No teaching this week: School holidays.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('link', { name: 'Set up your timetable and generate lessons' }),
    );
    expect(await screen.findByRole('heading', { name: 'Timetable settings' })).toBeInTheDocument();
  });

  it('lists the week by day in list mode', async () => {
    const replica = await seedPlanner();
    const { user } = renderPlanner(replica);
    await screen.findByText('Fractions');
    await user.click(screen.getByRole('button', { name: 'Show as list' }));
    const list = screen.getByRole('list', { name: 'Lessons this week' });
    expect(
      within(list).getByRole('heading', { name: /Monday 2 Mar · Day 6 \(Week B\)/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('heading', { name: /Friday 6 Mar · Staff development day/ }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Fractions/ })).toBeInTheDocument();
  });
});
