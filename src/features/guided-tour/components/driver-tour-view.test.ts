// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDriverTourView, SKIP_LABEL } from './driver-tour-view';

const TARGET = { anchor: 'sidebar-toggle', title: 'Open the menu', text: 'The menu <waits> here.' };

function setUp() {
  const main = document.createElement('main');
  const button = document.createElement('button');
  button.textContent = 'Toggle sidebar';
  button.setAttribute('aria-expanded', 'false');
  main.append(button);
  document.body.append(main);
  const actions = { next: vi.fn(), previous: vi.fn(), skip: vi.fn() };
  const view = createDriverTourView(actions);
  return { main, button, actions, view };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const named = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === label,
  );
const press = (key: string) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

afterEach(() => {
  document.body.replaceChildren();
  document.body.className = '';
});

describe('createDriverTourView', () => {
  it('shows the step as a dialog named by its title and described by its text, with focus on Next', () => {
    const { button, view } = setUp();
    view.show(TARGET, button, { number: 1, total: 17, isFirst: true, isLast: false });

    const shown = dialog();
    expect(shown).not.toBeNull();
    const title = document.getElementById(shown!.getAttribute('aria-labelledby')!);
    const text = document.getElementById(shown!.getAttribute('aria-describedby')!);
    expect(title?.textContent).toBe('Open the menu');
    expect(title?.tagName).toBe('H2');
    expect(text?.textContent).toBe('The menu <waits> here.');
    expect(shown!.textContent).toContain('Step 1 of 17');
    expect(named('Previous')?.disabled).toBe(true);
    expect(document.activeElement).toBe(named('Next'));
    expect(named(SKIP_LABEL)).toBeDefined();
  });

  it('leaves the element’s own ARIA as it was (driver.js would mark it a dialog opener)', () => {
    const { button, view } = setUp();
    view.show(TARGET, button, { number: 2, total: 17, isFirst: false, isLast: false });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(button.hasAttribute('aria-controls')).toBe(false);
    view.hide();
    expect(dialog()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a step moved on within one frame leaves only the new element marked', () => {
    const { main, button, view } = setUp();
    const other = document.createElement('section');
    main.append(other);
    view.show(TARGET, button, { number: 1, total: 17, isFirst: true, isLast: false });
    view.show(TARGET, other, { number: 2, total: 17, isFirst: false, isLast: false });
    expect([...document.querySelectorAll('.driver-active-element')]).toEqual([other]);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(other.hasAttribute('aria-expanded')).toBe(false);
  });

  it('its buttons and keys move, go back and skip', () => {
    const { button, actions, view } = setUp();
    view.show(TARGET, button, { number: 2, total: 17, isFirst: false, isLast: false });
    named('Next')?.click();
    named('Previous')?.click();
    named(SKIP_LABEL)?.click();
    expect(actions.next).toHaveBeenCalledTimes(1);
    expect(actions.previous).toHaveBeenCalledTimes(1);
    expect(actions.skip).toHaveBeenCalledTimes(1);

    press('ArrowRight');
    press('ArrowLeft');
    expect(actions.next).toHaveBeenCalledTimes(2);
    expect(actions.previous).toHaveBeenCalledTimes(2);
    press('Escape');
    expect(actions.skip).toHaveBeenCalledTimes(2);
  });

  it('Esc skips even while the next step’s page opens', () => {
    const { button, actions, view } = setUp();
    view.show(TARGET, button, { number: 5, total: 17, isFirst: false, isLast: false });
    view.hide();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(actions.skip).toHaveBeenCalledTimes(1);
  });

  it('the last step says Finish', () => {
    const { button, view } = setUp();
    view.show(TARGET, button, { number: 17, total: 17, isFirst: false, isLast: true });
    expect(named('Finish')).toBeDefined();
    expect(dialog()?.textContent).toContain('Step 17 of 17');
  });

  it('destroy removes it all, stops listening and gives focus back to the page', () => {
    const { main, button, actions, view } = setUp();
    view.show(TARGET, button, { number: 3, total: 17, isFirst: false, isLast: false });
    view.destroy();
    expect(dialog()).toBeNull();
    expect(document.body.classList.contains('driver-active')).toBe(false);
    expect(document.activeElement).toBe(main);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(actions.skip).not.toHaveBeenCalled();
  });
});
