import { useState } from 'react';
import { Link } from 'react-router';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { PageHeading } from '@/shared/ui/page-heading';
import { SelectField } from '@/shared/ui/select/select';
import type { DevInvitation, InvitationStatusFilter } from '../api/dev-actions';
import {
  INVITATION_STATUS_FILTERS,
  INVITATION_STATUS_LABELS,
  ROLE_LABELS,
} from '../model/dev-words';
import { useInvitationsPage } from '../queries/use-dev-reads';
import { DEV_PATHS } from './dev-paths';
import { DevQueryScope } from './frame/dev-query-scope';
import { KeysetPager, useKeysetPages } from './frame/keyset-pager';
import { SearchForm } from './frame/search-form';
import { ServerReadView } from './frame/server-read-view';
import { useChoiceParam, useSearchParam } from './frame/url-params';
import { InvitationActions, ResentLink, type Resent } from './invitations/invitation-actions';

/** /dev/invitations: every school's invitations, filtered by status and searched. */
export function InvitationsPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Invitations" />
      <Invitations />
    </DevQueryScope>
  );
}

function Invitations() {
  const [status, setStatus] = useChoiceParam<InvitationStatusFilter>(
    'status',
    INVITATION_STATUS_FILTERS,
    'all',
  );
  const [search, setSearch] = useSearchParam();
  const pages = useKeysetPages(`${status}|${search}`);
  const read = useInvitationsPage(status, search, pages.after);
  const [resent, setResent] = useState<Resent | null>(null);
  return (
    <div className="max-w-5xl space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="w-44"
          label="Status"
          value={status}
          options={INVITATION_STATUS_FILTERS.map((choice) => ({
            value: choice,
            label: INVITATION_STATUS_LABELS[choice],
          }))}
          onValueChange={(next) => setStatus(next as InvitationStatusFilter)}
        />
        <div className="min-w-64 flex-1">
          <SearchForm
            label="Search by email address or school"
            value={search}
            onSearch={setSearch}
          />
        </div>
      </div>
      {resent && <ResentLink resent={resent} />}
      <ServerReadView read={read} what="the invitations">
        {(page) =>
          page.rows.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
              {search || status !== 'all'
                ? 'No invitation matches. Choose another status or clear the search.'
                : 'No invitations yet. Creating a school invites its first owner; owners and admins invite the rest from their school.'}
            </p>
          ) : (
            <>
              <ul
                aria-label="Invitations"
                className="divide-y divide-border rounded-md border border-border"
              >
                {page.rows.map((invitation) => (
                  <InvitationRow
                    key={invitation.id}
                    invitation={invitation}
                    disabled={!read.online}
                    onResent={setResent}
                  />
                ))}
              </ul>
              <KeysetPager
                label="Invitations pages"
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

function InvitationRow({
  invitation,
  disabled,
  onResent,
}: {
  invitation: DevInvitation;
  disabled: boolean;
  onResent: (resent: Resent) => void;
}) {
  const when =
    invitation.status === 'accepted' && invitation.acceptedAt
      ? `accepted ${formatLocalDateTime(invitation.acceptedAt)}`
      : invitation.status === 'revoked' && invitation.revokedAt
        ? `revoked ${formatLocalDateTime(invitation.revokedAt)}`
        : `expires ${formatLocalDateTime(invitation.expiresAt)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm">
      <div className="min-w-64 flex-1">
        <p>
          <span className="font-medium">{invitation.email}</span> ·{' '}
          <span className="rounded bg-muted px-1.5 py-0.5 text-xs">
            {INVITATION_STATUS_LABELS[invitation.status]}
          </span>
        </p>
        <p className="text-muted-foreground">
          {ROLE_LABELS[invitation.role]} at{' '}
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={DEV_PATHS.school(invitation.schoolId)}
          >
            {invitation.schoolName}
          </Link>
          {invitation.invitedByEmail && ` · invited by ${invitation.invitedByEmail}`} · sent{' '}
          {formatLocalDateTime(invitation.createdAt)} · {when}
        </p>
      </div>
      <InvitationActions invitation={invitation} disabled={disabled} onResent={onResent} />
    </li>
  );
}
