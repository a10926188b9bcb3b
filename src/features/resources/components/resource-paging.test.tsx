// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { pulledResource, TEST_SCHOOL_ID } from '../test-support/resource-rows';
import { RESULTS_PAGE_SIZE } from './resource-index';
import { ResourcesPage } from './resources-page';

beforeEach(() => {
  stubMatchMedia();
  localStorage.clear();
});

const cardCount = () =>
  within(screen.getByRole('list', { name: 'Resources' })).getAllByRole('heading', { level: 2 })
    .length;

describe('ResourcesPage with a large library', () => {
  it('draws one page of matches at a time, shows more on request, and starts again for a new search', async () => {
    const replica = await openTestReplica();
    const total = RESULTS_PAGE_SIZE * 2 + 5;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        pulledResource(replica.db, replica.userId, {
          title: `Worksheet ${String(i + 1).padStart(3, '0')}`,
          tags: i % 2 === 0 ? ['even'] : ['odd'],
        }),
      ),
    );
    const user = userEvent.setup();
    render(
      <ReplicaTestProviders
        session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID })}
        replica={replica.handle}
      >
        <MemoryRouter initialEntries={['/resources']}>
          <Routes>
            <Route path="/resources" element={<ResourcesPage />} />
          </Routes>
        </MemoryRouter>
      </ReplicaTestProviders>,
    );

    await waitFor(() => expect(cardCount()).toBe(RESULTS_PAGE_SIZE));
    expect(screen.getByText(`Showing ${RESULTS_PAGE_SIZE} of ${total}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show ${RESULTS_PAGE_SIZE} more` }));
    expect(cardCount()).toBe(RESULTS_PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(cardCount()).toBe(total);
    expect(screen.queryByText(/^Showing /)).toBeNull();

    // A new search draws its first page again (63 "even" matches: one page and a button).
    await user.click(screen.getByRole('searchbox', { name: 'Search resources' }));
    await user.paste('even');
    await waitFor(() => expect(cardCount()).toBe(RESULTS_PAGE_SIZE));
    expect(screen.getByRole('button', { name: 'Show 3 more' })).toBeInTheDocument();
  });
});
