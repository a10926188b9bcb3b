import { describe, expect, it } from 'vitest';
import { createBrowserEnvironment } from './browser-environment';

/** Just enough of a window: its events, navigator.onLine and the document's visibility. */
function fakeWindow() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  const navigator = { onLine: true };
  return Object.assign(new EventTarget(), { document, navigator });
}

describe('createBrowserEnvironment', () => {
  it('reads navigator.onLine and reports online, offline, focus and a tab shown again', () => {
    const target = fakeWindow();
    const environment = createBrowserEnvironment(target as unknown as Window);
    const events: string[] = [];
    const unsubscribe = environment.subscribe((event) => events.push(event));

    target.navigator.onLine = false;
    expect(environment.isOnline()).toBe(false);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('focus'));
    target.document.dispatchEvent(new Event('visibilitychange'));
    target.document.visibilityState = 'visible';
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(events).toEqual(['offline', 'online', 'focus', 'focus']);

    unsubscribe();
    target.dispatchEvent(new Event('online'));
    expect(events).toHaveLength(4);
  });
});
