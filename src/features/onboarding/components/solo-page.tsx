import { PageHeading } from '@/shared/ui/page-heading';

export function SoloPage() {
  return <PageHeading title="Work on your own" />;
}
