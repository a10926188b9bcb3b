import { PageHeading } from '@/shared/ui/page-heading';

export function MonitoringPage() {
  return <PageHeading title="Monitoring" />;
}
