import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { plannerHref } from '@/domain/lessons';
import { openTestReplica } from '@/test-support/test-replica';
import { renderAnalyticsPage } from '../test-support/analytics-page';
import { ANALYTICS_NOW, seedAnalytics } from '../test-support/analytics-replica';
import { seedAnalyticsShowcase } from '../test-support/analytics-showcase-a';
import { LessonEffectivenessPage } from './lesson-effectiveness-page';

const PATH = '/analytics/lesson-effectiveness';
const page = <LessonEffectivenessPage now={ANALYTICS_NOW} />;

beforeEach(() => {
  // jsdom has no canvas: the chart keeps its image element and draws nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const lessonTitles = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

describe('Lesson effectiveness page', () => {
  it('counts the ratings of the current term: 1 × ★2, 1 × ★4, 2 × ★5', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    const table = await screen.findByRole('table', { name: 'Lessons by rating' });
    expect(bodyRows(table).map((row) => row.textContent)).toEqual([
      '1 / 500%',
      '2 / 5125%',
      '3 / 500%',
      '4 / 5125%',
      '5 / 5250%',
    ]);
    expect(
      await screen.findByRole('img', { name: 'Rated lessons by effectiveness rating' }),
    ).toBeVisible();
    expect(
      screen.getByText(/4 rated lessons and 1 follow-up · 5 Oct 2026 – 16 Dec 2026/),
    ).toBeVisible();
  });

  it('lists the rated lessons newest first, each opening in the planner', async () => {
    const replica = await openTestReplica();
    const { lessons } = await seedAnalytics(replica.db, replica.userId);
    const { user, router } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    const table = await screen.findByRole('table', { name: 'Rated lessons' });
    expect(lessonTitles(table)).toEqual(['Square roots', 'Variables', 'Poetry', 'Fractions']);
    const variables = within(table).getByRole('rowheader', { name: 'Variables' }).closest('tr')!;
    expect(variables).toHaveTextContent(
      ['9 Nov 2026', '7 Maths A', 'Variables', 'Inquiry', '2 / 5', '2 / 5', '2 / 5', 'Yes'].join(
        '',
      ),
    );

    await user.click(within(table).getByRole('link', { name: 'Square roots' }));
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeVisible();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      plannerHref({ date: '2026-11-16', lessonId: lessons.squares.id }),
    );
  });

  it('sorts every lesson by a header', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    const table = await screen.findByRole('table', { name: 'Rated lessons' });
    const header = within(table).getByRole('columnheader', { name: /^Effectiveness/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Ties keep the newest-first order.
    expect(lessonTitles(table)).toEqual(['Variables', 'Fractions', 'Square roots', 'Poetry']);
  });

  it('lists the follow-ups with their notes under #follow-ups, and scrolls there', async () => {
    const scrolled = vi.fn();
    // jsdom has no scrollIntoView; the section calls it when the URL names it.
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    const replica = await openTestReplica();
    const { lessons } = await seedAnalytics(replica.db, replica.userId);
    renderAnalyticsPage(replica, { path: PATH, url: `${PATH}#follow-ups`, page });

    const section = await screen.findByRole('region', { name: 'Follow-ups required' });
    expect(section).toHaveAttribute('id', 'follow-ups');
    const table = within(section).getByRole('table', { name: 'Lessons needing a follow-up' });
    expect(bodyRows(table)).toHaveLength(1);
    expect(bodyRows(table)[0]).toHaveTextContent(
      '9 Nov 20267 Maths AVariablesCompletedReteach variables with concrete examples',
    );
    expect(within(table).getByRole('link', { name: 'Variables' })).toHaveAttribute(
      'href',
      plannerHref({ date: '2026-11-09', lessonId: lessons.variables.id }),
    );
    // The scroll runs in an effect, after the paint the query above saw (later on a busy machine).
    await waitFor(() => expect(scrolled).toHaveBeenCalledOnce());
    expect(scrolled.mock.contexts[0]).toBe(section);
  });

  it('narrows to one rating from its count, through the URL', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user, router } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    await user.click(await screen.findByRole('link', { name: '2 lessons rated 5 / 5: list them' }));
    expect(router.state.location.search).toBe('?rating=5');
    const table = await screen.findByRole('table', { name: 'Rated lessons' });
    expect(lessonTitles(table)).toEqual(['Square roots', 'Poetry']);
    // The filter bar shows the rating it narrows to.
    expect(screen.getByRole('button', { name: '5 / 5', pressed: true })).toBeVisible();
  });

  it('shows the first 100 of a long list, and the CSV holds them all', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:lessons';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const replica = await openTestReplica();
    const { lessons } = await seedAnalyticsShowcase(replica.db, replica.userId);
    const rated = lessons.filter((lesson) => lesson.effectiveness_rating !== null);
    const { user } = renderAnalyticsPage(replica, { path: PATH, url: PATH, page });

    const table = await screen.findByRole('table', { name: /^Rated lessons/ });
    expect(bodyRows(table)).toHaveLength(100);
    expect(
      screen.getByText(
        `Showing 100 of ${String(rated.length)} rated lessons — narrow the filter or export CSV for all.`,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export rated lessons as CSV' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    const csv = (await textOf(created[0]!)).trim().split(/\r?\n/);
    expect(csv).toHaveLength(rated.length + 1);
    expect(csv[0]).toContain('Date,Class,Lesson,Teaching method,Effectiveness');
  });

  it('says what to do when no rated lesson is in the view', async () => {
    const replica = await openTestReplica();
    await seedAnalytics(replica.db, replica.userId);
    const { user } = renderAnalyticsPage(replica, {
      path: PATH,
      url: `${PATH}?from=2025-01-01&to=2025-01-31`,
      page,
    });
    expect(await screen.findByText('No rated lessons in this view.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    const table = await screen.findByRole('table', { name: 'Rated lessons' });
    expect(lessonTitles(table)).toContain('Primes');
  });

  it('tells a teacher with no class what to do first', async () => {
    const replica = await openTestReplica();
    renderAnalyticsPage(replica, { path: PATH, url: PATH, page });
    expect(await screen.findByRole('heading', { name: 'No classes to count yet' })).toBeVisible();
  });
});
