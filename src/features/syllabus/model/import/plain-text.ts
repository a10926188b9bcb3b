/**
 * Curriculum text often arrives as HTML (MRAC titles hold `<p>`, `<em>`, entities). The catalogue
 * keeps plain text only: markup never reaches the database, so no screen can render it by accident.
 */

/** Elements whose content is never text a teacher should see. */
const HIDDEN_ELEMENTS =
  /<(script|style|template|iframe|object|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** An unclosed script/style swallows the rest, as a browser would. */
const UNCLOSED_HIDDEN_ELEMENT = /<(script|style|template|iframe|object|noscript)\b[\s\S]*$/i;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
/**
 * A tag (or doctype, processing instruction), attributes quoted or not; each alternative starts
 * with a different character, so a long unterminated tag cannot backtrack exponentially. A lone '<'
 * before a space or digit ('x < 5') is text.
 */
const TAG = /<(\/?)([a-zA-Z!?][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Tags inside a sentence: removed without a space, so '<em>tens</em>.' reads 'tens.'. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);
/** Zero-width space, soft hyphen, byte-order mark: invisible, they only break searching. */
const INVISIBLE_CHARACTERS = new Set([0x200b, 0x00ad, 0xfeff]);

/**
 * Control characters (tab and line ends survive; white space collapses later) and invisible ones
 * removed. A loop, not a regular expression: lint rightly flags control characters in patterns.
 */
function withoutControlCharacters(text: string): string {
  let kept = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const isControl =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
    if (!isControl && !INVISIBLE_CHARACTERS.has(code)) kept += character;
  }
  return kept;
}

/** The named entities curriculum text uses; anything else stays as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  deg: '°',
  le: '≤',
  ge: '≥',
  ne: '≠',
  pi: 'π',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  middot: '·',
  bull: '•',
  copy: '©',
  eacute: 'é',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith('#')) {
    const codePoint =
      body[1] === 'x' || body[1] === 'X'
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    const isValid =
      codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return isValid ? String.fromCodePoint(codePoint) : '';
  }
  return NAMED_ENTITIES[body] ?? whole;
}

/** Runs of white space (including non-breaking) become one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00A0]+/g, ' ').trim();
}

/**
 * HTML to plain text: hidden elements and comments go with their content, other tags go (leaving
 * a space between blocks, so `<li>a</li><li>b</li>` reads 'a b'), entities are decoded once, white space collapses.
 * Decoding happens after the tags are gone, so an escaped `&lt;b&gt;` stays visible text, never markup.
 */
export function htmlToPlainText(html: string): string {
  const withoutMarkup = html
    .replace(COMMENTS, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(UNCLOSED_HIDDEN_ELEMENT, ' ')
    .replace(TAG, (_tag, _slash: string, name: string) =>
      INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
    );
  const decoded = withoutMarkup.replace(ENTITY, decodeEntity);
  return collapseWhitespace(withoutControlCharacters(decoded));
}

/** Plain text from a spreadsheet or JSON: control characters removed, white space collapsed. */
export function cleanPlainText(text: string): string {
  return collapseWhitespace(withoutControlCharacters(text));
}
