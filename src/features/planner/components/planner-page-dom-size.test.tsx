import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { pulledClassRow, pulledLesson, pulledSchool } from '@/db/test-support/pulled-rows';
import { resetWeekCache } from '../queries/week/week-cache-store';
import { renderPlanner, testFlags } from '../test-support/planner-page';

/** Issue 6: the week view stays under 800 DOM nodes. */
const DOM_NODES_MAX = 800;
const WEEK_DATES = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'];
const PERIODS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

beforeEach(() => {
  stubMatchMedia();
  resetWeekCache();
  sessionStorage.clear();
});

async function fullWeek() {
  const replica = await openTestReplica();
  await pulledSchool(replica.db);
  const classes = await Promise.all(
    ['7 Maths A', '8 Science', '9 History', '10 English', '11 Physics', '12 Chemistry'].map(
      (name) => pulledClassRow(replica.db, replica.userId, { name }),
    ),
  );
  for (const [day, date] of WEEK_DATES.entries()) {
    for (const [period, periodId] of PERIODS.entries()) {
      const owner = classes[(day + period) % classes.length];
      if (!owner) continue;
      await pulledLesson(replica.db, replica.userId, owner.id, date, periodId, {
        title: `Lesson ${date} ${periodId}`,
        status: 'PLANNED',
      });
    }
  }
  return replica;
}

describe('PlannerPage DOM size', () => {
  it.each([
    ['default flags', testFlags()],
    ['move lessons on', testFlags({ moveLessons: true })],
  ])(
    'a full week (6 periods × 5 days and the breaks) stays under 800 nodes: %s',
    async (_, flags) => {
      const replica = await fullWeek();
      const { container } = renderPlanner(replica, { flags, url: '/planner?week=2026-03-09' });
      await screen.findByText('Lesson 2026-03-13 p6');
      await screen.findByRole('rowheader', { name: 'Recess' });
      if (flags.moveLessons) await screen.findAllByRole('button', { name: /^Drag / });
      expect(screen.getAllByRole('button', { name: /^\d+ \w+.* Lesson/ })).toHaveLength(30);
      const nodes = container.querySelectorAll('*').length;
      expect(nodes).toBeLessThan(DOM_NODES_MAX);
    },
  );
});
