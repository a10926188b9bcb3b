import { PageHeading } from '@/shared/ui/page-heading';

export function ClassesPage() {
  return <PageHeading title="Classes" />;
}
