import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { useSidebar } from './use-sidebar';

/** Presses Ctrl+B with `target` focused, as a browser delivers it (bubbling up to window). */
function ctrlB(target: HTMLElement) {
  const event = new KeyboardEvent('keydown', {
    key: 'b',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  stubMatchMedia();
  document.cookie = 'sidebar_state=true; path=/';
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('useSidebar Ctrl+B', () => {
  it('toggles the sidebar from the page, and claims the keys from the browser', () => {
    const { result } = renderHook(() => useSidebar());
    expect(result.current.open).toBe(true);
    const event = ctrlB(document.body);
    expect(result.current.open).toBe(false);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['a textarea', () => document.createElement('textarea')],
    ['a text input', () => document.createElement('input')],
    [
      'editable content',
      () => {
        const div = document.createElement('div');
        div.contentEditable = 'true';
        // jsdom does not compute isContentEditable; a browser does.
        Object.defineProperty(div, 'isContentEditable', { value: true });
        return div;
      },
    ],
  ])('leaves Ctrl+B inside %s to the field', (_, make) => {
    const { result } = renderHook(() => useSidebar());
    const field = document.body.appendChild(make());
    const event = ctrlB(field);
    expect(result.current.open).toBe(true);
    expect(event.defaultPrevented).toBe(false);
  });
});
