import { PageHeading } from '@/shared/ui/page-heading';

export function CoverageTrendsPage() {
  return <PageHeading title="Coverage trends" />;
}
