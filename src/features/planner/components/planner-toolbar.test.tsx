import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { pulledEntry } from '@/db/test-support/pulled-rows';
import { resetWeekCache } from '../queries/week/week-cache-store';
import { renderPlanner, seedPlanner } from '../test-support/planner-page';
import { LessonPanel } from './lesson/lesson-panel';

beforeEach(() => {
  // Radix's menu measures its trigger (README footguns).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stubMatchMedia();
  resetWeekCache();
  sessionStorage.clear();
});

/** Generate lessons… → the dialog → a scope (and past weeks) → Generate. */
async function generate(user: UserEvent, scope = 'This week', includePastWeeks = false) {
  await user.click(screen.getByRole('button', { name: 'Generate lessons…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate lessons' });
  await user.click(within(dialog).getByRole('radio', { name: scope }));
  if (includePastWeeks) await user.click(within(dialog).getByLabelText(/Include past weeks/));
  const range = within(dialog).getByRole('status').textContent;
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return range;
}

async function openMore(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'More planner actions' }));
  return screen.findByRole('menu');
}

describe('the planner toolbar', () => {
  it("generates the week's lessons from the timetable, once, and the new lesson opens in the editor", async () => {
    const replica = await seedPlanner();
    // Day 7 of the demo cycle is Tuesday 3 March 2026 (Week B); Period 4 is free that day.
    await pulledEntry(replica.db, replica.userId, replica.maths.id, 7, 'p4');
    const { user } = renderPlanner(replica, {
      renderLesson: (lessonId, close) => <LessonPanel lessonId={lessonId} onClose={close} />,
    });
    await screen.findByText('Fractions');

    await generate(user);
    expect(await screen.findByText('Added 1 lesson from your timetable.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Tuesday is before the test's today: the generated lesson, with no title, needs reflection.
    const generated = await screen.findAllByRole('button', { name: '7 Maths A Needs reflection' });
    expect(generated).toHaveLength(1);
    const stored = (await replica.db.entity('lessons').toArray()).filter(
      (lesson) => lesson.date === '2026-03-03',
    );
    expect(stored).toMatchObject([{ period_id: 'p4', status: 'UNPLANNED' }]);

    await generate(user);
    expect(
      await screen.findByText('Nothing to add: every timetable slot already has a lesson.'),
    ).toBeInTheDocument();
    expect(await replica.db.entity('lessons').count()).toBe(4);

    await user.click(generated[0]!);
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(within(panel).getByLabelText('Title')).toBeInTheDocument());
  });

  it('offers copy-week and roll-over in More only when the week shows one class', async () => {
    const replica = await seedPlanner();
    const allClasses = renderPlanner(replica);
    await screen.findByText('Fractions');
    let menu = await openMore(allClasses.user);
    expect(within(menu).getByRole('menuitem', { name: 'Export calendar…' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Copy week/ })).not.toBeInTheDocument();
    allClasses.unmount();
    const oneClass = renderPlanner(replica, {
      url: `/planner?week=2026-03-02&class=${replica.maths.id}`,
    });
    await screen.findByText('Fractions');
    menu = await openMore(oneClass.user);
    expect(within(menu).getByRole('menuitem', { name: /Roll over/ })).toBeInTheDocument();
    await oneClass.user.click(within(menu).getByRole('menuitem', { name: 'Copy week…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Copy this week’s lessons' }),
    ).toBeInTheDocument();
  });

  it('More opens from the keyboard on its first item, and a tool closes back onto More', async () => {
    const replica = await seedPlanner();
    const { user } = renderPlanner(replica);
    await screen.findByText('Fractions');
    screen.getByRole('button', { name: 'More planner actions' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Update future lessons' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.click(screen.getByRole('menuitem', { name: 'Export calendar…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export lessons as a calendar file' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More planner actions' })).toHaveFocus(),
    );
  });

  it('"This term" fills from today on; past weeks only when the teacher asks for them', async () => {
    const replica = await seedPlanner();
    // Day 7 of the cycle: Tuesday 3 March (before the test's today, Wednesday 4 March) and
    // Tuesday 17 March (after it), both in Term 1.
    await pulledEntry(replica.db, replica.userId, replica.maths.id, 7, 'p4');
    const { user } = renderPlanner(replica);
    await screen.findByText('Fractions');
    expect(await generate(user, 'This term')).toMatch(/^From Wed 4 Mar 2026 to /);
    await screen.findByText(/^Added \d+ lessons? from your timetable\.$/);
    const generatedDates = async () =>
      (await replica.db.entity('lessons').toArray())
        .filter((lesson) => lesson.period_id === 'p4')
        .map((lesson) => lesson.date);
    const fromToday = await generatedDates();
    expect(fromToday).not.toContain('2026-03-03');
    expect(fromToday).toContain('2026-03-17');
    expect(fromToday.every((date) => date >= '2026-03-04')).toBe(true);

    await generate(user, 'This term', true);
    await screen.findByText(/^Added \d+ lessons? from your timetable\.$/);
    expect(await generatedDates()).toContain('2026-03-03');
  });
});

describe('updating future lessons after a timetable change', () => {
  it('removes a future empty lesson whose slot left the timetable and keeps planned ones', async () => {
    const replica = await seedPlanner();
    // Day 9 is Thursday 5 March, after the test's today (Wednesday 4 March).
    const entry = await pulledEntry(replica.db, replica.userId, replica.maths.id, 9, 'p4');
    const { user } = renderPlanner(replica);
    await screen.findByText('Fractions');
    await generate(user);
    await screen.findByText('Added 1 lesson from your timetable.');
    await replica.db.entity('timetable_entries').update(entry.id, { deleted_at: T_REMOVED });

    await user.click(
      await within(await openMore(user)).findByRole('menuitem', { name: 'Update future lessons' }),
    );
    expect(
      await screen.findByText(/Future lessons updated: 0 added, 1 removed/),
    ).toBeInTheDocument();
    const live = (await replica.db.entity('lessons').toArray()).filter(
      (l) => l.deleted_at === null,
    );
    expect(live.map((lesson) => lesson.title).sort()).toEqual(['Decimals', 'Fractions', null]);
  });
});

const T_REMOVED = '2026-03-04T09:00:00.000Z';
