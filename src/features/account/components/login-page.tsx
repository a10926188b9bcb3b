import { PageHeading } from '@/shared/ui/page-heading';

export function LoginPage() {
  return <PageHeading title="Sign in" />;
}
