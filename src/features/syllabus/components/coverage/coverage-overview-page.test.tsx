// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pulledClassRow } from '@/db/test-support/pulled-rows';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica } from '@/test-support/test-replica';
import { ACARA_NOTICE, seedCoverage } from '../../test-support/coverage-replica';
import { renderCoverage } from '../../test-support/coverage-page';

beforeEach(() => stubMatchMedia());

describe('/coverage', () => {
  it('says how to start when there are no classes', async () => {
    const replica = await openTestReplica();
    renderCoverage(replica, '/coverage');
    expect(await screen.findByRole('heading', { name: 'No classes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your classes' })).toHaveAttribute(
      'href',
      '/settings/classes',
    );
  });

  it('lists each class with its syllabus and coverage, or how to choose a syllabus', async () => {
    const replica = await openTestReplica();
    const seeded = await seedCoverage(replica.db, replica.userId);
    await pulledClassRow(replica.db, replica.userId, { name: '9 Science' });
    await pulledClassRow(replica.db, replica.userId, {
      name: 'Old class',
      archived_at: '2026-01-01T00:00:00.000Z',
    });
    const { user } = renderCoverage(replica, '/coverage');
    const list = await screen.findByRole('list', { name: 'Your classes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '7 Maths A',
      '9 Science',
    ]);
    expect(items[0]).toHaveTextContent('Mathematics · 9.0');
    expect(within(items[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(items[1]).toHaveTextContent('No syllabus chosen yet');
    expect(screen.getByText(ACARA_NOTICE)).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('link', { name: '7 Maths A' }));
    expect(await screen.findByRole('heading', { level: 1, name: '7 Maths A' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall coverage' })).toBeInTheDocument();
    expect(seeded.schoolClass.name).toBe('7 Maths A');
  });
});
