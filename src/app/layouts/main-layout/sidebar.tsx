import { Dialog } from 'radix-ui';
import { GraduationCap } from 'lucide-react';
import { cn } from '@/shared/ui/cn';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebar-state';
import { SidebarNav } from './sidebar-nav';
import type { SidebarController } from './use-sidebar';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <div className="flex h-14 items-center gap-2 border-b border-border px-3">
      <GraduationCap aria-hidden className="size-5 shrink-0 text-primary" />
      <span className={cn('font-semibold', collapsed && 'sr-only')}>Lesson Planner</span>
    </div>
  );
}

/** Desktop: a fixed column that collapses to icons. Narrow screens: a modal drawer. */
export function Sidebar({ controller }: { controller: SidebarController }) {
  if (controller.isDrawer) {
    return (
      <Dialog.Root open={controller.drawerOpen} onOpenChange={controller.setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            style={{ width: SIDEBAR_WIDTH }}
            className="fixed inset-y-0 left-0 z-50 flex flex-col border-r border-border bg-sidebar"
          >
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Brand collapsed={false} />
            <SidebarNav collapsed={false} onNavigate={() => controller.setDrawerOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  const collapsed = !controller.open;
  return (
    <aside
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-testid="sidebar"
      style={{ width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH }}
      className="sticky top-0 flex h-dvh shrink-0 flex-col border-r border-border bg-sidebar transition-[width] duration-200"
    >
      <Brand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
    </aside>
  );
}
