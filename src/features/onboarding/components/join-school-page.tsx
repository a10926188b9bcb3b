import { PageHeading } from '@/shared/ui/page-heading';

export function JoinSchoolPage() {
  return <PageHeading title="Join a school" />;
}
