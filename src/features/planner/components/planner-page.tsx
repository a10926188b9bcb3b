import { PageHeading } from '@/shared/ui/page-heading';

export function PlannerPage() {
  return <PageHeading title="Planner" />;
}
