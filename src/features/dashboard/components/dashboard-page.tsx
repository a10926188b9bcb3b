import { PageHeading } from '@/shared/ui/page-heading';

export function DashboardPage() {
  return <PageHeading title="Dashboard" />;
}
