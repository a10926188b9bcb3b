import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { pulledEntry } from '@/db/test-support/pulled-rows';
import { resetWeekCache } from '../queries/week/week-cache-store';
import { renderPlanner, seedPlanner } from '../test-support/planner-page';
import { LessonPanel } from './lesson/lesson-panel';

beforeEach(() => {
  stubMatchMedia();
  resetWeekCache();
  sessionStorage.clear();
});

describe('the planner toolbar', () => {
  it("generates the week's lessons from the timetable, once, and the new lesson opens in the editor", async () => {
    const replica = await seedPlanner();
    // Day 7 of the demo cycle is Tuesday 3 March 2026 (Week B); Period 4 is free that day.
    await pulledEntry(replica.db, replica.userId, replica.maths.id, 7, 'p4');
    const { user } = renderPlanner(replica, {
      renderLesson: (lessonId, close) => <LessonPanel lessonId={lessonId} onClose={close} />,
    });
    await screen.findByText('Fractions');

    await user.click(screen.getByRole('button', { name: 'Generate lessons' }));
    expect(await screen.findByText('Added 1 lesson from your timetable.')).toBeInTheDocument();
    // Tuesday is before the test's today: the generated lesson, with no title, needs reflection.
    const generated = await screen.findAllByRole('button', { name: '7 Maths A Needs reflection' });
    expect(generated).toHaveLength(1);
    const stored = (await replica.db.entity('lessons').toArray()).filter(
      (lesson) => lesson.date === '2026-03-03',
    );
    expect(stored).toMatchObject([{ period_id: 'p4', status: 'UNPLANNED' }]);

    await user.click(screen.getByRole('button', { name: 'Generate lessons' }));
    expect(
      await screen.findByText('Nothing to add: every timetable slot already has a lesson.'),
    ).toBeInTheDocument();
    expect(await replica.db.entity('lessons').count()).toBe(4);

    await user.click(generated[0]!);
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(within(panel).getByLabelText('Title')).toBeInTheDocument());
  });

  it('offers copy-week and roll-over only when the week shows one class', async () => {
    const replica = await seedPlanner();
    const allClasses = renderPlanner(replica);
    await screen.findByText('Fractions');
    expect(screen.queryByRole('button', { name: /Copy week/ })).not.toBeInTheDocument();
    allClasses.unmount();
    renderPlanner(replica, { url: `/planner?week=2026-03-02&class=${replica.maths.id}` });
    expect(await screen.findByRole('button', { name: /Copy week/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Roll over/ })).toBeInTheDocument();
  });
});

describe('updating future lessons after a timetable change', () => {
  it('removes a future empty lesson whose slot left the timetable and keeps planned ones', async () => {
    const replica = await seedPlanner();
    // Day 9 is Thursday 5 March, after the test's today (Wednesday 4 March).
    const entry = await pulledEntry(replica.db, replica.userId, replica.maths.id, 9, 'p4');
    const { user } = renderPlanner(replica);
    await screen.findByText('Fractions');
    await user.click(screen.getByRole('button', { name: 'Generate lessons' }));
    await screen.findByText('Added 1 lesson from your timetable.');
    await replica.db.entity('timetable_entries').update(entry.id, { deleted_at: T_REMOVED });

    await user.click(screen.getByRole('button', { name: 'Update future lessons' }));
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
