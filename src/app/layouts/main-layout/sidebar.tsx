import { lazy, Suspense } from 'react';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebar-state';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';
import type { SidebarController } from './use-sidebar';

/**
 * The drawer (and Radix Dialog, ~10 KB gzip) loads only on narrow screens, where it starts
 * closed: every page's initial JS is charged with the layouts, so the desktop pays nothing for it.
 */
const SidebarDrawer = lazy(() =>
  import('./sidebar-drawer').then((module) => ({ default: module.SidebarDrawer })),
);

/** Desktop: a fixed column that collapses to icons. Narrow screens: a modal drawer. */
export function Sidebar({ controller }: { controller: SidebarController }) {
  if (controller.isDrawer) {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer controller={controller} />
      </Suspense>
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
      <SidebarBrand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
    </aside>
  );
}
