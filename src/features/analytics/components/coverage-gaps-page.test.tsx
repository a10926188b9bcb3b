import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pulledPointLink } from '@/db/test-support/syllabus-rows';
import { plannerHref } from '@/domain/lessons';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { seedAnalyticsGaps, seedManyUntaught } from '../test-support/analytics-replica-b';
import { CoverageGapsPage } from './coverage-gaps-page';

const PATH = '/analytics/coverage-gaps';
const page = <CoverageGapsPage now={ANALYTICS_NOW} />;

async function openPage(url = PATH) {
  const replica = await openTestReplica();
  const seeded = await seedAnalyticsGaps(replica.db, replica.userId);
  const rendered = renderAnalyticsPage(replica, { path: PATH, url, page });
  await screen.findByRole('region', { name: '7 Maths A' });
  return { ...rendered, replica, seeded };
}

/** The body rows of a class's gaps table, as the text of each cell. */
const gapRows = (className: string) =>
  within(screen.getByRole('table', { name: `Gaps of ${className}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const planButton = (code: string) =>
  screen.getByRole('button', { name: `Plan ${code} for 7 Maths A in the next free lesson` });

/** jsdom's Blob has no text(): read it as a browser without one would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });

afterEach(() => vi.unstubAllGlobals());

describe('Coverage gaps page', () => {
  it('ranks the untaught and low-mastery points by calculated priority, class by class', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: '2 gaps in 1 class' })).toBeVisible();
    // N1 is mastered; N2 was taught in Term 3 (it counts: gaps take every lesson up to the range's end).
    expect(gapRows('7 Maths A')).toEqual([
      ['Critical', 'AC9M7A02AC9M7A02 point', 'Algebra', 'Not taught yet', 'Plan this'],
      [
        'Lowyou set medium',
        'AC9M7A01AC9M7A01 point',
        'Algebra',
        'Mastery 2 of 5 · last taught 9 Nov 2026',
        'Plan this',
      ],
    ]);
    expect(screen.getByText(/has no syllabus/).closest('p')).toHaveTextContent(
      '8 English B has no syllabus, so its coverage cannot be counted: choose a syllabus for the class under Classes.',
    );
  });

  it('narrows by the calculated priority the filter lists', async () => {
    await openPage(`${PATH}?priority=LOW`);
    expect(gapRows('7 Maths A').map((row) => row[1])).toEqual(['AC9M7A01AC9M7A01 point']);
  });

  it('says when the chosen priority leaves no gap', async () => {
    await openPage(`${PATH}?priority=HIGH`);
    expect(
      screen.getByText('No gaps at the chosen priority (2 gaps at other priorities).'),
    ).toBeVisible();
  });

  it('plans a gap into the next free lesson, links to it, and Undo takes it back', async () => {
    const { replica, seeded, user } = await openPage();
    await user.click(planButton('AC9M7A02'));
    expect(
      await screen.findByText('AC9M7A02 planned for 25 Nov 2026 in 7 Maths A.'),
    ).toBeInTheDocument();

    // Written to the replica: the link, and the free lesson is PLANNED now.
    const lesson = seeded.freeLesson;
    const links = await replica.db
      .entity('lesson_syllabus_points')
      .where('lesson_id')
      .equals(lesson.id)
      .toArray();
    expect(links.map((link) => [link.syllabus_point_id, link.deleted_at])).toEqual([
      [seeded.points.a2.id, null],
    ]);
    expect((await replica.db.entity('lessons').get(lesson.id))?.status).toBe('PLANNED');

    const href = plannerHref({ date: '2026-11-25', lessonId: lesson.id });
    expect(screen.getByRole('link', { name: 'Open the lesson in the planner' })).toHaveAttribute(
      'href',
      href,
    );
    // The row follows the replica: planned, with the lesson one click away.
    expect(await screen.findByRole('link', { name: 'Planned for 25 Nov 2026' })).toHaveAttribute(
      'href',
      href,
    );

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Undone: the point is no longer planned.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await replica.db.entity('lessons').get(lesson.id))?.status).toBe('UNPLANNED'),
    );
    const [link] = await replica.db
      .entity('lesson_syllabus_points')
      .where('lesson_id')
      .equals(lesson.id)
      .toArray();
    expect(link?.deleted_at).not.toBeNull();
    expect(await screen.findByRole('button', { name: /^Plan AC9M7A02/ })).toBeEnabled();
  });

  it("opens the planned lesson from the toast's link", async () => {
    const { router, user, seeded } = await openPage();
    await user.click(planButton('AC9M7A02'));
    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('link', { name: 'Open the lesson in the planner' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeVisible();
    expect(router.state.location.search).toBe(`?week=2026-11-25&lesson=${seeded.freeLesson.id}`);
  });

  it('says what to do when the class has no free lesson ahead', async () => {
    const { replica, seeded, user } = await openPage();
    await replica.db.entity('lessons').delete(seeded.freeLesson.id);
    await replica.db.entity('lessons').delete(seeded.lessons.upcoming.id);
    await user.click(planButton('AC9M7A02'));
    expect(
      await screen.findByText(
        "No upcoming lesson of 7 Maths A without a syllabus point — generate this term's lessons in the planner.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the first 50 gaps of a class, more on request, and exports them all', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    await seedManyUntaught(replica.db, replica.userId, 60);
    const { user } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    await screen.findByRole('region', { name: '9 Science' });
    expect(gapRows('9 Science')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 60.')).toBeVisible();

    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:gaps';
      },
      revokeObjectURL: () => undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Export every gap as CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await textOf(blobs[0]!)).trim().split(/\r?\n/);
    // The header, 7 Maths A's A2 (untaught) and the 60 science points.
    expect(lines).toHaveLength(62);
    expect(lines[0]).toContain('Class,Code,Description,Strand,Gap,Calculated priority');

    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(gapRows('9 Science')).toHaveLength(60);
    expect(screen.queryByText(/^Showing /)).toBeNull();
  });

  it('says so when every point in scope is taught', async () => {
    const replica = await openTestReplica();
    const seeded = await seedAnalytics(replica.db, replica.userId);
    const { maths } = seeded.classes;
    // Teach A1's and A2's gaps away: A2 linked to a taught lesson; A1 has no mastery judged.
    await pulledPointLink(
      replica.db,
      replica.userId,
      seeded.lessons.squares.id,
      seeded.points.a2.id,
    );
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(
      await screen.findByRole('heading', { name: 'No gaps: every point in scope is taught' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: maths.name })).getByText(/^No gaps/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export every gap as CSV' })).toBeDisabled();
  });

  it('tells a teacher whose classes have no syllabus what to do', async () => {
    const replica = await openTestReplica();
    const seeded = await seedAnalytics(replica.db, replica.userId);
    await replica.db.entity('classes').update(seeded.classes.maths.id, { syllabus_id: null });
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(
      await screen.findByRole('heading', { name: 'No class has a syllabus yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a syllabus under Classes' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
  });
});
