import { PageHeading } from '@/shared/ui/page-heading';

export function DebugPage() {
  return <PageHeading title="Debug" />;
}
