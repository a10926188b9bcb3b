import { PageHeading } from '@/shared/ui/page-heading';

export function OnboardingPage() {
  return <PageHeading title="Get started" />;
}
