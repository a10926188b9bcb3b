import { PageHeading } from '@/shared/ui/page-heading';

export function CreateSchoolPage() {
  return <PageHeading title="Create a school" />;
}
