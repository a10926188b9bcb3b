import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevActions, fakeSchool } from '../test-support/fake-dev-actions';
import { developer, renderDevPage } from '../test-support/render-dev-page';
import { DEV_PAGE_SIZE } from '../queries/use-dev-reads';
import { SchoolsPage } from './schools-page';

/** `count` schools named "School 01", "School 02", … (sorted by name as the server sorts them). */
function schools(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return fakeSchool({ id: `school-${n}`, name: `School ${n}` });
  });
}

const schoolLinks = () =>
  within(screen.getByRole('table', { name: 'Schools' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SchoolsPage', () => {
  it('pages through the schools with Next page and Previous page', async () => {
    const me = developer();
    const dev = fakeDevActions({ currentUserId: me.id, data: { schools: schools(30) } });
    const { user } = renderDevPage(SchoolsPage, { path: '/dev/schools', me, dev });

    await screen.findByRole('link', { name: 'School 01' });
    expect(schoolLinks()).toHaveLength(DEV_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'School 26' });
    expect(schoolLinks()).toEqual([
      'School 26',
      'School 27',
      'School 28',
      'School 29',
      'School 30',
    ]);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(dev.callsOf('listSchools').at(-1)).toEqual([
      { search: '', after: String(DEV_PAGE_SIZE), limit: DEV_PAGE_SIZE },
    ]);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'School 01' });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('searches by name from the first page, keeps the search in the URL, and clears it', async () => {
    const me = developer();
    const dev = fakeDevActions({
      currentUserId: me.id,
      data: {
        schools: [
          fakeSchool({ id: 'a', name: 'Northside Primary' }),
          fakeSchool({ id: 'b', name: 'Southside College' }),
        ],
      },
    });
    const { user, router } = renderDevPage(SchoolsPage, { path: '/dev/schools', me, dev });
    await screen.findByRole('link', { name: 'Northside Primary' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search schools by name' }),
      'south{Enter}',
    );
    await screen.findByRole('link', { name: 'Southside College' });
    expect(screen.queryByRole('link', { name: 'Northside Primary' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=south');
    expect(dev.callsOf('listSchools').at(-1)).toEqual([
      { search: 'south', after: null, limit: DEV_PAGE_SIZE },
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search schools by name' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search schools by name' }),
      'west{Enter}',
    );
    expect(await screen.findByText(/No school's name contains “west”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('link', { name: 'Northside Primary' });
    expect(router.state.location.search).toBe('');
  });

  it('with no schools, says to create one', async () => {
    renderDevPage(SchoolsPage, { path: '/dev/schools' });
    const empty = await screen.findByText(/No schools yet/);
    expect(within(empty).getByRole('link', { name: 'Create a school' })).toHaveAttribute(
      'href',
      '/dev/schools/create',
    );
  });

  it('shows a refusal in the server’s words', async () => {
    const me = developer();
    const dev = fakeDevActions({ currentUserId: me.id });
    dev.refuse('listSchools');
    renderDevPage(SchoolsPage, { path: '/dev/schools', me, dev });
    expect(await screen.findByRole('alert')).toHaveTextContent('Developer permissions required');
  });
});
