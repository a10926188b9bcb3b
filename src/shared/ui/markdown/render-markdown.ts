import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Markdown to React elements, sanitized (a lazily loaded chunk: marked + DOMPurify). Three walls:
 * 1. marked never passes raw HTML through: an HTML block or tag is rendered as its escaped text;
 * 2. DOMPurify keeps only the tags and attributes below, and only http:, https: and mailto: links
 *    (javascript:, data:, relative and every other scheme lose their href; with `appLinks`,
 *    Help's own articles may also link to paths of this app);
 * 3. the result becomes React elements node by node (no innerHTML): anything not on the lists
 *    is dropped a second time.
 */

/** What a note may contain: text structure, emphasis, code, links and tables; no images. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
] as const;
const ALLOWED_ATTR = ['href', 'title', 'start', 'type', 'checked', 'disabled'];
/** The link schemes a note may use: the same as a link resource's (RESOURCE_URL). */
export const SAFE_LINK = /^(?:https?:|mailto:)/i;
/**
 * A path inside the app ('/settings/timetable', '/help/sync#top'), allowed only where the caller
 * says so (Help's own articles, never a user's note). One leading slash, then no slash or
 * backslash ('//host' and '/\\host' are other origins to a browser) and no whitespace or
 * backslash anywhere (browsers read a backslash as a slash).
 */
export const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

const SAFE_LINK_OR_APP_PATH = new RegExp(`${SAFE_LINK.source}|${APP_PATH.source}`, 'i');

export type RenderOptions = {
  /** Keep links to paths of this app (APP_PATH), opened in place. Off for user content. */
  appLinks?: boolean;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    // A note's headings sit under the page's h1 and the note's h2: # becomes h3.
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Images would load from anywhere (a tracking pixel in a shared note): their alt text stays.
    image: ({ text }: Tokens.Image) => escapeHtml(text),
  },
});

const isAllowedHref = (href: string, options: RenderOptions) =>
  SAFE_LINK.test(href) || (options.appLinks === true && APP_PATH.test(href));

/**
 * The options of the sanitize call running now. DOMPurify's hooks are per instance, not per
 * call; sanitize is synchronous, so the hook reads what `sanitizedFragment` set around it.
 */
let current: RenderOptions = {};

const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'href' && !isAllowedHref(data.attrValue.trim(), current))
    data.keepAttr = false;
  // Task-list boxes only: no input of any other kind.
  if (node.nodeName === 'INPUT' && data.attrName === 'type' && data.attrValue !== 'checkbox')
    data.keepAttr = false;
});

/** The sanitized DOM of `markdown` (exported for tests). */
export function sanitizedFragment(markdown: string, options: RenderOptions = {}): DocumentFragment {
  const html = marked.parse(markdown, { async: false });
  current = options;
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: options.appLinks ? SAFE_LINK_OR_APP_PATH : SAFE_LINK,
      RETURN_DOM_FRAGMENT: true,
    });
  } finally {
    current = {};
  }
}

const TAGS = new Set<string>(ALLOWED_TAGS);
const VOID = new Set(['br', 'hr', 'input']);
/** Containers whose whitespace between children is layout, not text (React warns on it in tables). */
const BLOCK_CONTAINERS = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol', 'blockquote']);
const isBlankText = (node: Node) =>
  node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '';

function toReact(node: Node, key: number, options: RenderOptions): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (!TAGS.has(tag)) return null;
  const props: Record<string, unknown> = { key };
  const href = node.getAttribute('href');
  if (tag === 'a') {
    const target = href?.trim() ?? null;
    if (options.appLinks === true && target !== null && APP_PATH.test(target)) {
      // A page of this app opens in place (the caller routes the click).
      props.href = target;
    } else {
      if (target !== null && SAFE_LINK.test(target)) props.href = target;
      // A note's links leave the app in a new tab, with no opener and no referrer.
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  }
  const title = node.getAttribute('title');
  if (title !== null) props.title = title;
  if (tag === 'ol' && node.hasAttribute('start')) props.start = Number(node.getAttribute('start'));
  if (tag === 'input') {
    if (node.getAttribute('type') !== 'checkbox') return null;
    return createElement('input', {
      key,
      type: 'checkbox',
      checked: node.hasAttribute('checked'),
      disabled: true,
      readOnly: true,
    });
  }
  if (VOID.has(tag)) return createElement(tag, props);
  const children = [...node.childNodes].filter(
    (child) => !(BLOCK_CONTAINERS.has(tag) && isBlankText(child)),
  );
  return createElement(tag, props, ...children.map((child, i) => toReact(child, i, options)));
}

/** `markdown` as sanitized React elements. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): ReactNode {
  const fragment = sanitizedFragment(markdown, options);
  return createElement(
    Fragment,
    null,
    ...[...fragment.childNodes].map((child, i) => toReact(child, i, options)),
  );
}
