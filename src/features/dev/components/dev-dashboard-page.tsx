import { PageHeading } from '@/shared/ui/page-heading';

export function DevDashboardPage() {
  return <PageHeading title="Developer dashboard" />;
}
