import { PageHeading } from '@/shared/ui/page-heading';

export function InvitationsPage() {
  return <PageHeading title="Invitations" />;
}
