import { lazy, Suspense } from 'react';
import { actionErrorMessage } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import { useSession } from '@/shared/lib/session/session-context';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useSchoolDirectory } from '../api/use-school-directory';
import { isSchoolManager } from '../model/member-role-rules';
import { InviteCodeCard } from './invite-code-card';
import { MemberList } from './member-list';
import { PendingInvitations } from './pending-invitations';

/** Loaded with the members (route budget): the page's first paint is the list. */
const InviteMemberForm = lazy(() =>
  import('./invite-member-form').then((module) => ({ default: module.InviteMemberForm })),
);

export const OFFLINE_MESSAGE =
  'Member management needs a connection. Connect to the internet to see and change members.';

/** /settings/members: the route lets OWNER and ADMIN in (handle.requiredRole); others see Access Denied. */
export function MembersPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user?.schoolId || !user.role || !isSchoolManager(user.role)) {
    return (
      <>
        <PageHeading title="Members" />
        <FormAlert tone="info">
          Only owners and admins of a school can manage its members.
        </FormAlert>
      </>
    );
  }
  return (
    <MembersOfSchool
      schoolId={user.schoolId}
      schoolName={user.schoolName}
      me={{ userId: user.id, role: user.role }}
    />
  );
}

function MembersOfSchool({
  schoolId,
  schoolName,
  me,
}: {
  schoolId: string;
  schoolName: string | null;
  me: { userId: string; role: SchoolRole };
}) {
  const { state, online, refresh } = useSchoolDirectory(schoolId);
  return (
    <>
      <PageHeading title="Members">
        {schoolName && <p className="text-sm text-muted-foreground">{schoolName}</p>}
      </PageHeading>
      <div className="space-y-8">
        {!online && <FormAlert tone="info">{OFFLINE_MESSAGE}</FormAlert>}
        {state.status === 'loading' && (
          <p className="text-sm text-muted-foreground">Loading members…</p>
        )}
        {state.status === 'failed' && (
          <div className="space-y-3">
            <FormAlert>Could not load the members. {actionErrorMessage(state.error)}</FormAlert>
            <Button variant="outline" onClick={refresh}>
              Try again
            </Button>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <InviteCodeCard
              schoolId={schoolId}
              code={state.directory.inviteCode}
              disabled={!online}
              onRotated={refresh}
            />
            <Suspense fallback={null}>
              <InviteMemberForm
                schoolId={schoolId}
                myRole={me.role}
                disabled={!online}
                onInvited={refresh}
              />
            </Suspense>
            <PendingInvitations
              invitations={state.directory.invitations}
              disabled={!online}
              onChanged={refresh}
            />
            <MemberList
              members={state.directory.members}
              me={me}
              disabled={!online}
              onChanged={refresh}
            />
          </>
        )}
      </div>
    </>
  );
}
