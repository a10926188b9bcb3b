import { Link } from 'react-router';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import type { DevSchoolSummary } from '../api/dev-actions';
import { useSchoolsPage } from '../queries/use-dev-reads';
import { DEV_PATHS } from './dev-paths';
import { formatCount } from './format-dev';
import { DevQueryScope } from './frame/dev-query-scope';
import { KeysetPager, useKeysetPages } from './frame/keyset-pager';
import { SearchForm } from './frame/search-form';
import { ServerReadView } from './frame/server-read-view';
import { useSearchParam } from './frame/url-params';

/** /dev/schools: every school, searched by name, a page at a time. */
export function SchoolsPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Schools">
        <Button asChild>
          <Link to={DEV_PATHS.createSchool}>Create a school</Link>
        </Button>
      </PageHeading>
      <Schools />
    </DevQueryScope>
  );
}

function Schools() {
  const [search, setSearch] = useSearchParam();
  const pages = useKeysetPages(search);
  const read = useSchoolsPage(search, pages.after);
  return (
    <div className="max-w-5xl space-y-4">
      <SearchForm label="Search schools by name" value={search} onSearch={setSearch} />
      <ServerReadView read={read} what="the schools">
        {(page) =>
          page.rows.length === 0 ? (
            <EmptySchools search={search} />
          ) : (
            <>
              <SchoolTable schools={page.rows} />
              <KeysetPager
                label="Schools pages"
                pageNumber={pages.pageNumber}
                nextCursor={page.nextCursor}
                busy={read.previous}
                onNext={pages.next}
                onPrevious={pages.previous}
              />
            </>
          )
        }
      </ServerReadView>
    </div>
  );
}

function EmptySchools({ search }: { search: string }) {
  return (
    <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
      {search ? (
        <>No school&apos;s name contains “{search}”. Check the spelling or clear the search.</>
      ) : (
        <>
          No schools yet.{' '}
          <Link className="text-primary underline" to={DEV_PATHS.createSchool}>
            Create a school
          </Link>{' '}
          and invite its first owner.
        </>
      )}
    </p>
  );
}

function SchoolTable({ schools }: { schools: DevSchoolSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Schools</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Name
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              Members
            </th>
            <th scope="col" className="p-3 font-medium">
              Plan
            </th>
            <th scope="col" className="p-3 font-medium">
              Created
            </th>
          </tr>
        </thead>
        <tbody>
          {schools.map((school) => (
            <tr key={school.id} className="border-t border-border">
              <th scope="row" className="p-3 text-left font-normal">
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={DEV_PATHS.school(school.id)}
                >
                  {school.name}
                </Link>
                {school.description && (
                  <span className="block text-muted-foreground">{school.description}</span>
                )}
              </th>
              <td className="p-3 text-right tabular-nums">{formatCount(school.memberCount)}</td>
              <td className="p-3">{school.isEnterprise ? 'Enterprise' : 'Standard'}</td>
              <td className="p-3 whitespace-nowrap">{formatLocalDateTime(school.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
