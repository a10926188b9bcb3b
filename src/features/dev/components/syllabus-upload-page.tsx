import { PageHeading } from '@/shared/ui/page-heading';

export function SyllabusUploadPage() {
  return <PageHeading title="Syllabus upload" />;
}
