import { Link, useParams } from 'react-router';
import * as v from 'valibot';
import { notFoundMessage } from '@/shared/lib/errors';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { actionErrorMessage } from '@/shared/lib/result';
import { PageHeading } from '@/shared/ui/page-heading';
import type { DevSchoolDetail } from '../api/dev-actions';
import { useSchoolDetail } from '../queries/use-dev-reads';
import { DEV_PATHS } from './dev-paths';
import { DevSection, Facts } from './dev-section';
import { DevQueryScope } from './frame/dev-query-scope';
import { ServerReadView } from './frame/server-read-view';
import { InviteCodeSection } from './schools/invite-code-section';
import { MembersSection } from './schools/members-section';
import { PendingInvitationsSection } from './schools/pending-invitations-section';

/**
 * zod's `z.uuid()` pattern (RFC 9562 versions 1–8, nil and max), which the replica's id columns use
 * too; valibot's `v.uuid()` accepts any hex. valibot here because classic zod cost this page ~12 KB
 * gzip (README Footguns).
 */
const UUID_SHAPE =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const schoolIdSchema = v.pipe(v.string(), v.regex(UUID_SHAPE));

const backLink = (
  <Link className="text-sm text-primary underline-offset-4 hover:underline" to={DEV_PATHS.schools}>
    Back to schools
  </Link>
);

/** /dev/schools/:id. The id comes from the URL, so it is parsed before anything uses it. */
export function SchoolDetailPage() {
  const id = useParams().id ?? '';
  if (!v.is(schoolIdSchema, id)) {
    return (
      <>
        <PageHeading title="School">{backLink}</PageHeading>
        <p role="alert">That school id isn&apos;t valid: school ids are UUIDs.</p>
      </>
    );
  }
  return (
    <DevQueryScope>
      <School schoolId={id.toLowerCase()} />
    </DevQueryScope>
  );
}

function School({ schoolId }: { schoolId: string }) {
  const read = useSchoolDetail(schoolId);
  return (
    <>
      <PageHeading title={read.data?.name ?? 'School'}>{backLink}</PageHeading>
      <ServerReadView
        read={read}
        what="the school"
        // Spec §8's NOT_FOUND wording, whatever the server's text.
        errorText={(error) =>
          error.code === 'NOT_FOUND'
            ? notFoundMessage('School', schoolId)
            : actionErrorMessage(error)
        }
      >
        {(school) => <SchoolDetail school={school} online={read.online} />}
      </ServerReadView>
    </>
  );
}

function SchoolDetail({ school, online }: { school: DevSchoolDetail; online: boolean }) {
  const cycle = school.timetableCycle;
  return (
    <div className="max-w-5xl space-y-10">
      <DevSection title="Details">
        <Facts
          items={[
            ['Description', school.description ?? '—'],
            ['Plan', school.isEnterprise ? 'Enterprise' : 'Standard'],
            [
              'Timetable',
              `${cycle.length}-day cycle, ${cycle.mode === 'school_days' ? 'counting teaching days' : 'by calendar week'}${cycle.labels.length > 0 ? ` (${cycle.labels.join(', ')})` : ''}`,
            ],
            ['Created', formatLocalDateTime(school.createdAt)],
            ['Last changed', formatLocalDateTime(school.updatedAt)],
            ['School id', <code key="id">{school.id}</code>],
          ]}
        />
      </DevSection>
      <MembersSection members={school.members} disabled={!online} />
      <InviteCodeSection schoolId={school.id} code={school.inviteCode} disabled={!online} />
      <PendingInvitationsSection invitations={school.pendingInvitations} disabled={!online} />
    </div>
  );
}
