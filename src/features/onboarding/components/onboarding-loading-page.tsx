import { PageHeading } from '@/shared/ui/page-heading';

export function OnboardingLoadingPage() {
  return <PageHeading title="Setting up your account" />;
}
