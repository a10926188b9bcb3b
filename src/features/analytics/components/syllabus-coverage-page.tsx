import { PageHeading } from '@/shared/ui/page-heading';

export function SyllabusCoveragePage() {
  return <PageHeading title="Syllabus coverage" />;
}
