import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import {
  isSidebarShortcut,
  readSidebarOpen,
  SIDEBAR_DRAWER_QUERY,
  sidebarCookie,
} from './sidebar-state';

export type SidebarController = {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). Remembered in the cookie. */
  open: boolean;
  /** Narrow screens: the drawer; never remembered, it always starts closed. */
  drawerOpen: boolean;
  isDrawer: boolean;
  toggle: () => void;
  setDrawerOpen: (open: boolean) => void;
};

export function useSidebar(): SidebarController {
  const isDrawer = useMediaQuery(SIDEBAR_DRAWER_QUERY);
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isDrawer) {
      setDrawerOpen((value) => !value);
      return;
    }
    document.cookie = sidebarCookie(!open);
    setOpen(!open);
  }, [isDrawer, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      // Browsers bind Ctrl+B to bookmarks; the app's shortcut wins inside the app.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, drawerOpen, isDrawer, toggle, setDrawerOpen };
}
