import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  isTextEntry,
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

  it.each<[string, object | null, boolean]>([
    ['a text input', { tagName: 'INPUT', type: 'text' }, true],
    ['a search input', { tagName: 'INPUT', type: 'search' }, true],
    ['an input with no type', { tagName: 'input' }, true],
    ['a textarea', { tagName: 'TEXTAREA' }, true],
    ['editable content', { tagName: 'DIV', isContentEditable: true }, true],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }, false],
    ['a radio', { tagName: 'INPUT', type: 'radio' }, false],
    ['a button', { tagName: 'BUTTON' }, false],
    ['the page', { tagName: 'BODY', isContentEditable: false }, false],
    ['no target', null, false],
  ])('Ctrl+B in %s is left to it: %s', (_, target, isText) => {
    expect(isTextEntry(target)).toBe(isText);
    expect(isSidebarShortcut({ ...key('b', { ctrlKey: true }), target })).toBe(!isText);
    expect(isSidebarShortcut({ ...key('b', { metaKey: true }), target })).toBe(!isText);
  });
});
