import { PageHeading } from '@/shared/ui/page-heading';

export function TestLoaderPage() {
  return <PageHeading title="Loader demonstration" />;
}
