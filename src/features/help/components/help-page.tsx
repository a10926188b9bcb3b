import { PageHeading } from '@/shared/ui/page-heading';

export function HelpPage() {
  return <PageHeading title="Help" />;
}
