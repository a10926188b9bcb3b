import { GraduationCap } from 'lucide-react';
import { cn } from '@/shared/ui/cn';

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <div className="flex h-14 items-center gap-2 border-b border-border px-3">
      <GraduationCap aria-hidden className="size-5 shrink-0 text-primary" />
      <span className={cn('font-semibold', collapsed && 'sr-only')}>Lesson Planner</span>
    </div>
  );
}
