import { PageHeading } from '@/shared/ui/page-heading';

export function ProgramsPage() {
  return <PageHeading title="Programs" />;
}
