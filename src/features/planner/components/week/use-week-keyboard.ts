import { useEffect } from 'react';

/** Keys typed here belong to the field, not to week navigation. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ArrowLeft / ArrowRight anywhere on the planner go to the previous / next week, unless focus is
 * in a text field (the date picker included), a dialog is open, or a modifier is held (browser
 * shortcuts such as Alt+Left stay the browser's).
 */
export function useWeekKeyboard(onPrevious: () => void, onNext: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextEntry(event.target) || document.querySelector('[role="dialog"]')) return;
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext, enabled]);
}
