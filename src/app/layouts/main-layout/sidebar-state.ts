/** Spec §9: the sidebar remembers whether it is open in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
/** Spec §9 widths: full and icon-only. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below this width (tablet portrait, phones) the sidebar becomes a drawer. */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 1023px)';

/** Open unless the cookie says otherwise: a first visit should show where everything is. */
export function readSidebarOpen(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return value !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Input types that take no typed text: Ctrl+B on them is not a text field's. */
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** What the shortcut reads of a key event's target (an Element, or nothing). */
type KeyTarget = { tagName?: string; type?: string; isContentEditable?: boolean } | null;

/**
 * Where typing goes: a text input, a textarea, or editable content. Ctrl/Cmd+B there belongs to
 * the field (bold in a rich editor, the browser's own binding otherwise), never to the sidebar:
 * issue 16, a lesson's text collapsed the sidebar mid-sentence.
 */
export function isTextEntry(target: KeyTarget | EventTarget | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as Exclude<KeyTarget, null>;
  if (element.isContentEditable === true) return true;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag !== 'INPUT') return false;
  return !NON_TEXT_INPUT_TYPES.has((element.type ?? 'text').toLowerCase());
}

/**
 * Ctrl+B on Windows/Linux, Cmd+B on macOS; Shift/Alt combinations stay free for other shortcuts,
 * and inside a text field the keys are left to the field.
 */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
    target?: KeyTarget | EventTarget;
  },
) {
  return (
    event.key.toLowerCase() === 'b' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !isTextEntry(event.target)
  );
}
