import { Dialog } from 'radix-ui';
import { SIDEBAR_WIDTH } from './sidebar-state';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import type { SidebarController } from './use-sidebar';

/** Narrow screens: the sidebar as a modal drawer (Radix Dialog: focus trap, Escape, overlay). */
export function SidebarDrawer({ controller }: { controller: SidebarController }) {
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
          <SidebarBrand collapsed={false} />
          <SidebarNav collapsed={false} onNavigate={() => controller.setDrawerOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
