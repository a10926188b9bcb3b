import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  readSidebarOpen,
  SIDEBAR_COOKIE_MAX_AGE_S,
  sidebarCookie,
} from './sidebar-state';

describe('sidebar state', () => {
  it.each([
    ['', true],
    ['sidebar_state=true', true],
    ['sidebar_state=false', false],
    ['theme=x; sidebar_state=false; other=1', false],
    ['xsidebar_state=false', true],
  ])('cookie %j → open %s', (cookie, open) => {
    expect(readSidebarOpen(cookie)).toBe(open);
  });

  it('remembers for 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });
  it.each([
    [key('b', { ctrlKey: true }), true],
    [key('b', { metaKey: true }), true],
    [key('B', { ctrlKey: true }), true],
    [key('b', {}), false],
    [key('b', { ctrlKey: true, shiftKey: true }), false],
    [key('b', { ctrlKey: true, altKey: true }), false],
    [key('n', { ctrlKey: true }), false],
  ])('shortcut %j → %s', (event, expected) => {
    expect(isSidebarShortcut(event)).toBe(expected);
  });
});
