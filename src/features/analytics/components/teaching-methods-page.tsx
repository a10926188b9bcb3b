import { PageHeading } from '@/shared/ui/page-heading';

export function TeachingMethodsPage() {
  return <PageHeading title="Teaching methods" />;
}
