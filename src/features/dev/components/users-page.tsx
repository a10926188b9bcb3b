import { PageHeading } from '@/shared/ui/page-heading';

export function UsersPage() {
  return <PageHeading title="Users" />;
}
