import { PageHeading } from '@/shared/ui/page-heading';

export function ProfilePage() {
  return <PageHeading title="Profile" />;
}
