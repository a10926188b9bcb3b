import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-ring"
    >
      <GraduationCap aria-hidden className="size-5 text-primary" />
      Lesson Planner
    </Link>
  );
}
