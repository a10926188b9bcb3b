import { PageHeading } from '@/shared/ui/page-heading';

export function OverviewPage() {
  return <PageHeading title="Overview" />;
}
