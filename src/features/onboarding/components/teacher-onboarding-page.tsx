import { PageHeading } from '@/shared/ui/page-heading';

export function TeacherOnboardingPage() {
  return <PageHeading title="About you" />;
}
