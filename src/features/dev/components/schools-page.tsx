import { PageHeading } from '@/shared/ui/page-heading';

export function SchoolsPage() {
  return <PageHeading title="Schools" />;
}
