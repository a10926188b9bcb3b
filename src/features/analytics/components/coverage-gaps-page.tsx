import { PageHeading } from '@/shared/ui/page-heading';

export function CoverageGapsPage() {
  return <PageHeading title="Coverage gaps" />;
}
