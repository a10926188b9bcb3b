import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pulledClassRow, pulledLesson, pulledSchool } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { renderDashboard } from '../test-support/dashboard-page';
import { seedDashboard } from '../test-support/dashboard-replica';

const region = (name: string | RegExp) => screen.findByRole('region', { name });
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Dashboard', () => {
  it("lists today's lessons in period order, marks the one under way and the next, and opens each in the planner", async () => {
    const replica = await openTestReplica();
    const { lessons } = await seedDashboard(replica.db, replica.userId);
    const { user, router } = renderDashboard(replica);

    const today = await screen.findByRole('list', { name: 'Lessons today' });
    // The archived class's lesson at P3 is left out.
    expect(itemsOf(today)).toEqual([
      '08:50–09:40Period 17 Maths AFractions reviewPlanned',
      '09:40–10:30Period 28 English BNo plan yetNowUnplanned',
      '13:10–14:00Period 57 Maths ANo plan yetNextUnplanned',
    ]);
    const next = screen.getByRole('list', { name: 'Lessons on Wednesday 25 November 2026' });
    expect(itemsOf(next)).toEqual([
      '10:50–11:40Period 38 English BPoetryPlanned',
      '11:40–12:30Period 47 Maths ANo plan yetUnplanned',
    ]);
    expect(screen.getByRole('heading', { name: /Next: Wednesday 25 November/ })).toHaveTextContent(
      'Day 8 (Week B)',
    );

    await user.click(within(today).getByRole('link', { name: /Fractions review/ }));
    expect(router.state.location.pathname).toBe('/planner');
    expect(router.state.location.search).toBe(`?week=2026-11-24&lesson=${lessons.todayMaths.id}`);
  });

  it('lists the lessons needing reflection newest first, five of seven, each one click from its panel', async () => {
    const replica = await openTestReplica();
    const { lessons } = await seedDashboard(replica.db, replica.userId);
    const { user, router } = renderDashboard(replica);

    const card = await region('Needs reflection');
    expect(card).toHaveTextContent('7 past lessons not yet marked taught or missed');
    const list = within(card).getByRole('list', { name: 'Lessons needing reflection' });
    expect(itemsOf(list)).toEqual([
      'Mon 23 Nov09:40–10:308 English BLesson with no planReflect',
      'Fri 20 Nov08:50–09:407 Maths ARatiosReflect',
      'Thu 19 Nov08:50–09:407 Maths ALesson with no planReflect',
      'Wed 18 Nov08:50–09:407 Maths ALesson with no planReflect',
      'Tue 17 Nov08:50–09:407 Maths ALesson with no planReflect',
    ]);
    // The rest: the week of the newest one not shown, filtered to them.
    expect(within(card).getByRole('link', { name: '2 more lessons waiting' })).toHaveAttribute(
      'href',
      '/planner?week=2026-11-16&status=PENDING_REFLECTION',
    );

    await user.click(within(list).getByRole('link', { name: /Ratios/ }));
    expect(router.state.location.search).toBe(`?week=2026-11-20&lesson=${lessons.ratios.id}`);
  });

  it("shows the week's planning: 4 of 8 planned, and leads to the unplanned ones still to come", async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    renderDashboard(replica);

    const card = await region("This week's planning");
    expect(card).toHaveTextContent('Mon 23 Nov – Sun 29 Nov');
    expect(
      within(card).getByRole('progressbar', { name: 'Lessons planned this week' }),
    ).toHaveAttribute('aria-valuetext', '50%, 4 of 8 lessons planned');
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Planned=4', 'Unplanned=4', 'Lessons=8']);
    expect(
      within(card).getByRole('link', { name: 'Plan the 3 unplanned lessons still to come' }),
    ).toHaveAttribute('href', '/planner?week=2026-11-24&status=UNPLANNED');
  });

  it('shows coverage per class, the trend cards and recent activity, each leading on', async () => {
    const replica = await openTestReplica();
    const { classes } = await seedDashboard(replica.db, replica.userId);
    renderDashboard(replica);

    const coverage = await region('Syllabus coverage');
    expect(itemsOf(within(coverage).getByRole('list'))).toEqual([
      '7 Maths A3 of 4 points taught · 75%',
      '8 English BNo syllabus chosen',
    ]);
    expect(within(coverage).getByRole('link', { name: '7 Maths A' })).toHaveAttribute(
      'href',
      `/coverage/${classes.maths.id}`,
    );

    const trends = screen.getByRole('region', { name: 'Last 28 days' });
    expect(trends).toHaveTextContent('28 Oct 2026 – 24 Nov 2026');
    const cardText = (label: string) => within(trends).getByText(label).parentElement;
    expect(cardText('Lessons taught')).toHaveTextContent('Lessons taught2Up from 1');
    expect(cardText('Average lesson rating')).toHaveTextContent('4.50Up from 3.00');
    expect(cardText('Teaching hours')).toHaveTextContent('1.67 hUp from 0.83 h');
    expect(cardText('Syllabus points taught')).toHaveTextContent('2Up from 1');

    const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
    expect(itemsOf(activity.getByRole('list'))).toEqual([
      'Coverage gapHigh priorityTue 24 Nov7 Maths A: 1 critical point not taught yetPlan a lesson for them from Coverage gaps.',
      'Performance changeMedium priorityTue 24 Nov7 Maths A: lessons rated higherAverage rating 4.5 out of 5, from 3 in the previous period.',
      'Resource addedLow priorityFri 20 NovResource added: Fraction wallLink it to a lesson from the planner.',
    ]);
    expect(activity.getByRole('link', { name: /not taught yet/ })).toHaveAttribute(
      'href',
      `/coverage/${classes.maths.id}`,
    );
    expect(activity.getByRole('link', { name: /rated higher/ })).toHaveAttribute(
      'href',
      `/analytics/class-performance?class=${classes.maths.id}`,
    );
    expect(activity.getByRole('link', { name: /Fraction wall/ })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('changes at once when a lesson is reflected in the planner', async () => {
    const replica = await openTestReplica();
    const { lessons } = await seedDashboard(replica.db, replica.userId);
    renderDashboard(replica);
    expect(await region('Needs reflection')).toHaveTextContent('7 past lessons not yet marked');

    await replica.db
      .entity('lessons')
      .put({ ...lessons.ratios, status: 'COMPLETED', effectiveness_rating: 4 });
    expect(await screen.findByText(/6 past lessons not yet marked taught or missed/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Last 28 days' })).getByText('Lessons taught')
        .parentElement,
    ).toHaveTextContent('Lessons taught3Up from 1');
  });

  it('shows an empty account the first-run checklist, which ticks itself as rows appear', async () => {
    const replica = await openTestReplica();
    const { userId, db } = replica;
    renderDashboard(replica, { user: { role: 'OWNER' } });

    const steps = await screen.findByRole('list', { name: 'First steps' });
    expect(screen.getByText('0 of 4 done')).toBeVisible();
    expect(itemsOf(steps).map((text) => text?.split('.')[0])).toEqual(['1', '2', '3', '4']);
    const link = (name: string) => within(steps).getByRole('link', { name });
    expect(link('Set up the timetable')).toHaveAttribute('href', '/settings/timetable');
    expect(link('Add classes')).toHaveAttribute('href', '/settings/classes');
    expect(link('Generate lessons')).toHaveAttribute('href', '/planner');
    expect(link('Plan a lesson')).toHaveAttribute('href', '/planner');
    const stepState = () =>
      within(steps)
        .getAllByRole('listitem')
        .map((item) => (/Done/.test(item.textContent ?? '') ? 'done' : 'to do'));
    expect(stepState()).toEqual(['to do', 'to do', 'to do', 'to do']);

    await pulledSchool(db);
    expect(await screen.findByText('1 of 4 done')).toBeVisible();
    const schoolClass = await pulledClassRow(db, userId);
    expect(await screen.findByText('2 of 4 done')).toBeVisible();
    const lesson = await pulledLesson(db, userId, schoolClass.id, '2026-11-25', 'p1');
    expect(await screen.findByText('3 of 4 done')).toBeVisible();
    expect(stepState()).toEqual(['done', 'done', 'done', 'to do']);

    await db.entity('lessons').put({ ...lesson, title: 'Angles', status: 'PLANNED' });
    expect(await screen.findByRole('region', { name: "Today's lessons" })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'First steps' })).not.toBeInTheDocument();
  });

  it('says what each section is waiting for when there is nothing to show yet', async () => {
    const replica = await openTestReplica();
    const { userId, db } = replica;
    await pulledSchool(db);
    const schoolClass = await pulledClassRow(db, userId);
    // One planned lesson, next week: the checklist is done and nothing else has happened.
    await pulledLesson(db, userId, schoolClass.id, '2026-12-01', 'p1', {
      status: 'PLANNED',
      title: 'Angles',
    });
    renderDashboard(replica);

    expect(await region("Today's lessons")).toHaveTextContent('No lessons today.');
    expect(screen.getByRole('region', { name: 'Needs reflection' })).toHaveTextContent(
      'Nothing waiting: every past lesson is marked taught or missed.',
    );
    expect(screen.getByRole('region', { name: "This week's planning" })).toHaveTextContent(
      'No lessons this week. Generate them from your timetable in the planner.',
    );
    expect(screen.getByRole('region', { name: 'Syllabus coverage' })).toHaveTextContent(
      '7 Maths ANo syllabus chosen',
    );
    expect(screen.getByRole('region', { name: 'Recent activity' })).toHaveTextContent(
      'Nothing new in the last 28 days.',
    );
  });

  it("tells a school teacher the timetable is the school's to set up", async () => {
    const replica = await openTestReplica();
    renderDashboard(replica, { user: { role: 'TEACHER' } });
    const steps = await screen.findByRole('list', { name: 'First steps' });
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(
      "1. Your school's timetableWaiting for your schoolYour school's owner or an admin sets up the school calendar",
    );
    expect(within(steps).getByRole('link', { name: 'See the timetable' })).toHaveAttribute(
      'href',
      '/settings/timetable',
    );
  });

  it('names the day and its cycle day under the heading', async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    renderDashboard(replica);
    expect(await screen.findByText('Tuesday 24 November 2026 · Day 7 (Week B)')).toBeVisible();
  });

  it('on a weekend says why there are no lessons today and shows the next day that has some', async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    // Saturday 21 November: the next lessons are Monday 23 November's.
    renderDashboard(replica, { now: () => new Date(2026, 10, 21, 9, 0) });
    const card = await region("Today's lessons");
    expect(card).toHaveTextContent('No lessons today. It is the weekend.');
    expect(
      itemsOf(within(card).getByRole('list', { name: 'Lessons on Monday 23 November 2026' })),
    ).toEqual([
      '08:50–09:40Period 17 Maths AFractionsCompleted',
      '09:40–10:30Period 28 English BNo plan yetUnplanned',
    ]);
  });

  it('tells a viewer there is nothing of theirs to show instead of a checklist', async () => {
    const replica = await openTestReplica();
    renderDashboard(replica, { user: { role: 'VIEWER' } });
    expect(await screen.findByRole('heading', { name: 'Viewing your school' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'First steps' })).not.toBeInTheDocument();
  });

  it('says it is loading while the replica opens', async () => {
    renderDashboard(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
  });
});
