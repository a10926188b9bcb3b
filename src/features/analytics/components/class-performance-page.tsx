import { PageHeading } from '@/shared/ui/page-heading';

export function ClassPerformancePage() {
  return <PageHeading title="Class performance" />;
}
