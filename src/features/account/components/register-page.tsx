import { PageHeading } from '@/shared/ui/page-heading';

export function RegisterPage() {
  return <PageHeading title="Create your account" />;
}
