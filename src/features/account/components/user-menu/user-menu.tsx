import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/shared/lib/session/session-context';
import { TRIGGER_CLASS, USER_MENU_LABEL, UserMenuFace } from './user-menu-face';

const loadDropdown = () => import('./user-menu-dropdown');

/**
 * Radix's menu (popper and all, ~10 KB gzip) would be charged to every route through the layouts,
 * and the planner route has no room for it: until the first open the trigger is a plain button,
 * and the menu loads then (or as soon as a pointer or focus comes near, so it opens at once).
 */
const UserMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.UserMenuDropdown })),
);

/** The signed-in user's menu: who and where they are, profile, settings, theme, sign out. */
export function UserMenu() {
  const session = useSession();
  /** null until the first open; then whether a key (not a pointer) opened it. */
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer' | null>(null);
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  const placeholder = (
    <button
      type="button"
      aria-label={USER_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      // detail 0: Enter or Space "clicked" it.
      onClick={(event) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <UserMenuFace user={user} />
    </button>
  );
  if (openedBy === null) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown user={user} focusFirstItem={openedBy === 'keyboard'} />
    </Suspense>
  );
}
