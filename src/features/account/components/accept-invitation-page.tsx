import { PageHeading } from '@/shared/ui/page-heading';

export function AcceptInvitationPage() {
  return <PageHeading title="Accept invitation" />;
}
