import { driver, type PopoverDOM } from 'driver.js';
import 'driver.js/dist/driver.css';
import './guided-tour.css';
import type { TourTarget } from '../model/tour-steps';
import type { StepPosition, TourView, TourViewActions } from './tour-controller';

/**
 * driver.js marks the highlighted element as a dialog's opener. Our anchors are regions, lists and
 * headers, where those attributes are not allowed (axe: aria-allowed-attr), and on the menu button
 * they would overwrite the app's own aria-expanded, then remove it when the step moves on.
 */
const OPENER_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;

function keepOwnAttributes(element: Element): () => void {
  const saved = OPENER_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/** driver.js writes title and text as HTML; ours are plain sentences. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const SKIP_LABEL = 'Skip the tour';

/**
 * The popover as a dialog named by a real heading, with no landmarks inside it: driver.js writes
 * the title as a <header> (a banner landmark, which may not take a heading's role) and the
 * buttons in a <footer>. The title has been written and shown by now; driver.js does not touch
 * it again while the step is shown.
 */
function dress(popover: PopoverDOM) {
  const heading = document.createElement('h2');
  heading.id = popover.title.id;
  heading.className = popover.title.className;
  heading.style.cssText = popover.title.style.cssText;
  heading.innerHTML = popover.title.innerHTML;
  popover.title.replaceWith(heading);
  popover.footer.setAttribute('role', 'none');
  popover.closeButton.setAttribute('aria-label', SKIP_LABEL);
  popover.closeButton.title = SKIP_LABEL;
}

/** Where focus goes when the tour ends and what had it is gone: the page's main region. */
function returnFocus(before: Element | null) {
  if (document.activeElement && document.activeElement !== document.body) return;
  if (before instanceof HTMLElement && before !== document.body && before.isConnected) {
    before.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

const isModified = (event: KeyboardEvent) =>
  event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * The tour drawn by driver.js: an overlay with the step's element cut out and a popover beside
 * it, a dialog named by the step's title and described by its text, with focus on Next and Tab
 * kept inside. Esc skips at any moment; ← and → move between steps while focus is in the popover.
 * One step at a time through `highlight`: the controller, not driver.js, knows the steps, their
 * pages and what to pass over.
 */
export function createDriverTourView(actions: TourViewActions): TourView {
  const focusedBefore = document.activeElement;
  let current: { element: Element; restore: () => void } | null = null;
  const instance = driver({
    animate: false,
    allowClose: true,
    // Keys are handled below: driver's own ← does nothing outside its drive() mode.
    allowKeyboardControl: false,
    // A stray click beside the step must not end the tour: Skip and Esc do.
    overlayClickBehavior: () => undefined,
    disableActiveInteraction: true,
    stagePadding: 6,
    stageRadius: 8,
    overlayOpacity: 0.55,
    popoverClass: 'lp-tour',
    onDestroyStarted: () => actions.skip(),
  });

  const popover = (): PopoverDOM | undefined =>
    instance.getState('popover') as PopoverDOM | undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      actions.skip();
      return;
    }
    const wrapper = popover()?.wrapper;
    if (!wrapper?.isConnected || !wrapper.contains(document.activeElement) || isModified(event)) {
      return;
    }
    if (event.key === 'ArrowRight') actions.next();
    else if (event.key === 'ArrowLeft') actions.previous();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  // Capture: before the page's own keys (the planner's arrows, a dialog's Escape).
  document.addEventListener('keydown', onKeyDown, true);

  const clear = () => {
    if (instance.isActive()) instance.destroy();
    current?.restore();
    current = null;
  };

  return {
    show(target: TourTarget, element: Element, position: StepPosition) {
      const restore = keepOwnAttributes(element);
      const previous = current;
      instance.highlight({
        element,
        popover: {
          title: asHtml(target.title),
          description: asHtml(target.text),
          side: target.side ?? 'bottom',
          align: 'start',
          showButtons: ['previous', 'next', 'close'],
          disableButtons: position.isFirst ? ['previous'] : [],
          showProgress: true,
          progressText: `Step ${position.number} of ${position.total}`,
          prevBtnText: 'Previous',
          nextBtnText: position.isLast ? 'Finish' : 'Next',
          onNextClick: () => actions.next(),
          onPrevClick: () => actions.previous(),
          onCloseClick: () => actions.skip(),
          onPopoverRender: dress,
        },
      });
      // With animate off the popover is drawn by now.
      restore();
      if (previous && previous.element !== element) previous.restore();
      // driver.js unmarks the element it highlighted before only once a frame has passed: a step
      // moved on within one frame would leave two marked (and the page's pointer blocked there).
      for (const stale of document.querySelectorAll('.driver-active-element')) {
        if (stale !== element)
          stale.classList.remove('driver-active-element', 'driver-no-interaction');
      }
      current = { element, restore };
      popover()?.nextButton.focus();
    },
    hide: clear,
    destroy() {
      document.removeEventListener('keydown', onKeyDown, true);
      clear();
      returnFocus(focusedBefore);
    },
  };
}
