import { PageHeading } from '@/shared/ui/page-heading';

export function ResourcesPage() {
  return <PageHeading title="Resources" />;
}
