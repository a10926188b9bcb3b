import { PageHeading } from '@/shared/ui/page-heading';

export function LessonEffectivenessPage() {
  return <PageHeading title="Lesson effectiveness" />;
}
