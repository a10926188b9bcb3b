import { lazy, Suspense } from 'react';

/**
 * Every page's initial JS is charged with the layouts, and the planner route has no room left: the
 * user menu (even its closed trigger) loads as its own small chunk right after the layout, and
 * its Radix menu only on the first open. The fallback keeps the header from shifting meanwhile.
 */
const UserMenu = lazy(() =>
  import('@/features/account/components/user-menu/user-menu').then((module) => ({
    default: module.UserMenu,
  })),
);

export function UserMenuSlot() {
  return (
    <Suspense fallback={<span aria-hidden className="inline-block h-9 w-12" />}>
      <UserMenu />
    </Suspense>
  );
}
