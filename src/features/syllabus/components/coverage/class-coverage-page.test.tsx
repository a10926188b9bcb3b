// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pulledStatus } from '@/db/test-support/syllabus-rows';
import { chooseOption, findCombobox } from '@/test-support/choose-option';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { ACARA_NOTICE, seedCoverage } from '../../test-support/coverage-replica';
import { renderCoverage } from '../../test-support/coverage-page';

beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pointCodes = () =>
  within(screen.getByRole('list', { name: /Syllabus points of/ }))
    .getAllByRole('article')
    .map((row) => row.getAttribute('aria-label')?.split(' ')[0]);

async function openClass() {
  const replica = await openTestReplica();
  const seeded = await seedCoverage(replica.db, replica.userId);
  const rendered = renderCoverage(replica, `/coverage/${seeded.schoolClass.id}`);
  await screen.findByRole('heading', { level: 1, name: '7 Maths A' });
  return { replica, seeded, ...rendered };
}

describe('/coverage/:classId', () => {
  it('shows the syllabus with its ACARA notice, overall and per-strand coverage, and what was taught', async () => {
    await openClass();
    expect(screen.getByText('Mathematics')).toBeInTheDocument();
    expect(screen.getByTestId('syllabus-attribution')).toHaveTextContent(ACARA_NOTICE);
    expect(screen.getByTestId('syllabus-attribution')).toHaveTextContent('CC BY 4.0');
    expect(screen.getByRole('progressbar', { name: 'Overall coverage' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('progressbar', { name: 'Number coverage' })).toHaveAttribute(
      'aria-valuenow',
      '33.3',
    );
    expect(screen.getByRole('progressbar', { name: 'Algebra coverage' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // Year 7 points only, in syllabus order.
    expect(pointCodes()).toEqual(['AC9M7N01', 'AC9M7N02', 'AC9M7N03', 'AC9M7A01', 'AC9M7A02']);
    const n1 = screen.getByRole('article', { name: /^AC9M7N01/ });
    expect(n1).toHaveTextContent(/Taught 2 times · last Mon 16 Nov 2026/);
    expect(screen.getByRole('article', { name: /^AC9M7N02/ })).toHaveTextContent('Not taught yet');
  });

  it('filters and sorts from the URL and writes each change back to it', async () => {
    const { router, user } = await openClass();
    await chooseOption(user, 'Taught', 'Not taught yet');
    expect(pointCodes()).toEqual(['AC9M7N02', 'AC9M7N03', 'AC9M7A02']);
    await chooseOption(user, 'Strand', 'Algebra');
    expect(pointCodes()).toEqual(['AC9M7A02']);
    expect(router.state.location.search).toBe('?taught=untaught&strand=Algebra');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await chooseOption(user, 'Sort by', 'Code');
    expect(pointCodes()).toEqual(['AC9M7A01', 'AC9M7A02', 'AC9M7N01', 'AC9M7N02', 'AC9M7N03']);
    expect(router.state.location.search).toBe('?sort=code');
  });

  it('opens with the URL’s filters, ignoring values it does not know', async () => {
    const replica = await openTestReplica();
    const seeded = await seedCoverage(replica.db, replica.userId);
    renderCoverage(
      replica,
      `/coverage/${seeded.schoolClass.id}?taught=taught&sort=bogus&priority=NOPE`,
    );
    await screen.findByRole('heading', { level: 1, name: '7 Maths A' });
    expect(pointCodes()).toEqual(['AC9M7N01', 'AC9M7A01']);
    expect(await findCombobox('Sort by')).toHaveTextContent('Syllabus order');
  });

  it('edits mastery inline while offline: stored, queued as a class_syllabus_status change, shown', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { replica, seeded, user } = await openClass();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mastery of AC9M7N01' }), '4');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Mastery of AC9M7N01' })).toHaveValue('4'),
    );
    const rows = await replica.db.entity('class_syllabus_status').toArray();
    expect(rows).toMatchObject([
      {
        class_id: seeded.schoolClass.id,
        syllabus_point_id: seeded.points.n1.id,
        mastery_level: 4,
        owner_id: replica.userId,
      },
    ]);
    expect(await replica.db.outbox.toArray()).toMatchObject([
      {
        table: 'class_syllabus_status',
        op: 'upsert',
        id: rows[0]!.id,
        fields: { mastery_level: 4 },
      },
    ]);
  });

  it('shows the stored status and updates priority and review of an existing row', async () => {
    const replica = await openTestReplica();
    const seeded = await seedCoverage(replica.db, replica.userId);
    const row = await pulledStatus(
      replica.db,
      replica.userId,
      seeded.schoolClass.id,
      seeded.points.a2.id,
      {
        teacher_confidence_level: 2,
        priority_level: 'HIGH',
      },
    );
    const { user } = renderCoverage(replica, `/coverage/${seeded.schoolClass.id}`);
    const a2 = await screen.findByRole('article', { name: /^AC9M7A02/ });
    expect(within(a2).getByRole('combobox', { name: 'Confidence of AC9M7A02' })).toHaveValue('2');
    // HIGH 6 + untaught 2 + confidence 2: 1 = 9.
    expect(a2).toHaveTextContent('Critical priority');
    await user.selectOptions(
      within(a2).getByRole('combobox', { name: 'Review of AC9M7A02' }),
      'needs_review',
    );
    await waitFor(async () =>
      expect((await replica.db.entity('class_syllabus_status').get(row.id))?.review_status).toBe(
        'needs_review',
      ),
    );
    expect(await replica.db.outbox.toArray()).toMatchObject([
      {
        id: row.id,
        fields: { review_status: 'needs_review' },
        base: { review_status: 'not_reviewed' },
      },
    ]);
  });

  it('plans an untaught point into the next free lesson, and Undo takes it back', async () => {
    const { replica, seeded, user } = await openClass();
    const n2 = screen.getByRole('article', { name: /^AC9M7N02/ });
    await user.click(
      within(n2).getByRole('button', { name: 'Plan AC9M7N02 in the next free lesson' }),
    );
    expect(await screen.findByText('AC9M7N02 planned for Wed 25 Nov 2026.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: /^AC9M7N02/ })).toHaveTextContent(
        'Planned for Wed 25 Nov 2026',
      ),
    );
    const wednesday = seeded.upcoming[0]!;
    expect((await replica.db.entity('lessons').get(wednesday.id))?.status).toBe('PLANNED');

    // By keyboard: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Undone: the point is no longer planned.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await replica.db.entity('lessons').get(wednesday.id))?.status).toBe('UNPLANNED'),
    );
    expect(
      await within(screen.getByRole('article', { name: /^AC9M7N02/ })).findByRole('button', {
        name: /Plan AC9M7N02/,
      }),
    ).toBeInTheDocument();
  });

  it('says what to do when there is no free upcoming lesson', async () => {
    const { user, seeded, replica } = await openClass();
    for (const lesson of seeded.upcoming) await replica.db.entity('lessons').delete(lesson.id);
    await user.click(screen.getByRole('button', { name: 'Plan AC9M7N03 in the next free lesson' }));
    expect(
      await screen.findByText(
        "No upcoming lesson of 7 Maths A without a syllabus point — generate this term's lessons in the planner.",
      ),
    ).toBeInTheDocument();
  });

  it('says clearly when the class is not on this device', async () => {
    const replica = await openTestReplica();
    renderCoverage(replica, `/coverage/${crypto.randomUUID()}`);
    expect(await screen.findByRole('heading', { name: 'Class not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your classes' })).toHaveAttribute(
      'href',
      '/coverage',
    );
  });

  it('tells a class without a syllabus where to choose one', async () => {
    const replica = await openTestReplica();
    const seeded = await seedCoverage(replica.db, replica.userId);
    await replica.db.entity('classes').update(seeded.schoolClass.id, { syllabus_id: null });
    renderCoverage(replica, `/coverage/${seeded.schoolClass.id}`);
    expect(await screen.findByRole('heading', { name: 'No syllabus chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open class settings' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
  });
});
