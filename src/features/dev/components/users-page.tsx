import { Link } from 'react-router';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { useSession } from '@/shared/lib/session/session-context';
import { PageHeading } from '@/shared/ui/page-heading';
import type { DevUser } from '../api/dev-actions';
import { MEMBERSHIP_STATUS_LABELS, ROLE_LABELS } from '../model/dev-words';
import { useUsersPage } from '../queries/use-dev-reads';
import { DEV_PATHS } from './dev-paths';
import { DevQueryScope } from './frame/dev-query-scope';
import { KeysetPager, useKeysetPages } from './frame/keyset-pager';
import { SearchForm } from './frame/search-form';
import { ServerReadView } from './frame/server-read-view';
import { useSearchParam } from './frame/url-params';
import { UserActions } from './users/user-actions';

/** /dev/users: everyone with an account, searched by e-mail or name, with their schools. */
export function UsersPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Users" />
      <Users />
    </DevQueryScope>
  );
}

function Users() {
  const session = useSession();
  const myId = session.status === 'signed-in' ? session.user.id : null;
  const [search, setSearch] = useSearchParam();
  const pages = useKeysetPages(search);
  const read = useUsersPage(search, pages.after);
  return (
    <div className="max-w-5xl space-y-4">
      <SearchForm label="Search users by email or name" value={search} onSearch={setSearch} />
      <ServerReadView read={read} what="the users">
        {(page) =>
          page.rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
              {search
                ? `No user's email or name contains “${search}”. Check the spelling or clear the search.`
                : 'No users yet. People appear here once they register.'}
            </p>
          ) : (
            <>
              <ul
                aria-label="Users"
                className="divide-y divide-border rounded-md border border-border"
              >
                {page.rows.map((user) => (
                  <UserRow
                    key={user.userId}
                    user={user}
                    isMe={user.userId === myId}
                    disabled={!read.online}
                  />
                ))}
              </ul>
              <KeysetPager
                label="Users pages"
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

function UserRow({ user, isMe, disabled }: { user: DevUser; isMe: boolean; disabled: boolean }) {
  const name = user.fullName ?? user.email;
  return (
    <li aria-label={name} className="grid gap-3 p-3 text-sm md:grid-cols-[1fr_auto]">
      <div className="space-y-1">
        <p>
          <span className="font-medium">{name}</span>
          {isMe && <span className="text-muted-foreground"> (you)</span>}
          {user.isDeveloper && (
            <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">
              Developer
            </span>
          )}
          {user.signInDisabled && (
            <span className="ml-2 rounded border border-destructive px-1.5 py-0.5 text-xs text-destructive">
              Sign-in disabled
            </span>
          )}
        </p>
        {user.fullName && <p className="text-muted-foreground">{user.email}</p>}
        <p className="text-muted-foreground">
          Joined {formatLocalDateTime(user.createdAt)} · last signed in{' '}
          {user.lastSignInAt ? formatLocalDateTime(user.lastSignInAt) : 'never'}
        </p>
        {user.memberships.length === 0 ? (
          <p className="text-muted-foreground">No school (solo or not set up yet).</p>
        ) : (
          <ul aria-label={`Schools of ${name}`} className="flex flex-wrap gap-2">
            {user.memberships.map((membership) => (
              <li
                key={membership.membershipId}
                className="rounded border border-border px-2 py-0.5"
              >
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={DEV_PATHS.school(membership.schoolId)}
                >
                  {membership.schoolName}
                </Link>{' '}
                · {ROLE_LABELS[membership.role]}
                {membership.status !== 'active' &&
                  ` · ${MEMBERSHIP_STATUS_LABELS[membership.status]}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <UserActions user={user} isMe={isMe} disabled={disabled} />
    </li>
  );
}
