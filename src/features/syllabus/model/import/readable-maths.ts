/**
 * MRAC writes mathematics as inline LaTeX: `\(\frac34\)`, `\(3 \times 4 = 12\)`, `\(x^2\)`. The
 * catalogue keeps plain text that reads well in a list and is searchable, so each `\( … \)` span
 * becomes the text a teacher would write by hand: `3/4`, `3 × 4 = 12`, `x²`. Only the commands
 * curriculum files use are known; an unknown command keeps its name without the backslash, so no
 * text is ever lost.
 */

const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pm: '±',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  pi: 'π',
  theta: 'θ',
  degree: '°',
  circ: '°',
  infty: '∞',
  square: '□',
  rightarrow: '→',
  leftarrow: '←',
  bigtriangleup: '△',
  triangle: '△',
  angle: '∠',
  space: ' ',
  quad: ' ',
  ',': ' ',
  ';': ' ',
  '!': '',
  $: '$',
  '%': '%',
  '{': '{',
  '}': '}',
};

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
  n: 'ⁿ',
  x: 'ˣ',
};
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

/** Reads one argument at `at`: a `{…}` group (nested braces kept) or a single character. */
function readArgument(text: string, at: number): { value: string; end: number } {
  let start = at;
  while (text[start] === ' ') start += 1;
  if (text[start] !== '{') return { value: text[start] ?? '', end: start + 1 };
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return { value: text.slice(start + 1, index), end: index + 1 };
  }
  return { value: text.slice(start + 1), end: text.length };
}

/** A script (`^2`, `^{10}`) as Unicode when every character has a form, else `^(…)`. */
function script(value: string, table: Record<string, string>, mark: string): string {
  const plain = toText(value);
  const mapped = [...plain].map((character) => table[character]);
  if (plain !== '' && mapped.every((character) => character !== undefined)) return mapped.join('');
  return plain.length === 1 ? `${mark}${plain}` : `${mark}(${plain})`;
}

/** A fraction reads `3/4`; a part that is itself an expression gets brackets: `(x + 1)/2`. */
function fraction(numerator: string, denominator: string): string {
  const wrap = (part: string) =>
    part === '' || /^[\p{L}\p{N}.]+$/u.test(part) ? part : `(${part})`;
  return `${wrap(toText(numerator))}/${wrap(toText(denominator))}`;
}

/** The LaTeX inside one `\( … \)` span as plain text. */
function toText(latex: string): string {
  let out = '';
  let index = 0;
  while (index < latex.length) {
    const character = latex[index];
    if (character === '\\') {
      const name = /^[a-zA-Z]+|^./.exec(latex.slice(index + 1))?.[0] ?? '';
      index += 1 + name.length;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const numerator = readArgument(latex, index);
        const denominator = readArgument(latex, numerator.end);
        out += fraction(numerator.value, denominator.value);
        index = denominator.end;
      } else if (name === 'sqrt') {
        const radicand = readArgument(latex, index);
        const inner = toText(radicand.value);
        out += inner.length === 1 ? `√${inner}` : `√(${inner})`;
        index = radicand.end;
      } else if (name === 'overset') {
        // \overset{above}{base}: the base is what the sentence reads.
        const above = readArgument(latex, index);
        const base = readArgument(latex, above.end);
        out += toText(base.value);
        index = base.end;
      } else if (['mathrm', 'text', 'textrm', 'mathit', 'mathbf', 'operatorname'].includes(name)) {
        const argument = readArgument(latex, index);
        out += toText(argument.value);
        index = argument.end;
      } else if (name === 'left' || name === 'right') {
        // \left( … \right): the delimiter that follows is kept as it is.
      } else {
        out += SYMBOLS[name] ?? name;
      }
    } else if (character === '^' || character === '_') {
      const argument = readArgument(latex, index + 1);
      out +=
        character === '^'
          ? script(argument.value, SUPERSCRIPTS, '^')
          : script(argument.value, SUBSCRIPTS, '_');
      index = argument.end;
    } else if (character === '{' || character === '}') {
      index += 1;
    } else {
      out += character;
      index += 1;
    }
  }
  return out;
}

const INLINE_MATHS = /\\\(([\s\S]*?)\\\)/g;

/** Every `\( … \)` span in the text replaced by its plain-text reading; other text untouched. */
export function readableMaths(text: string): string {
  if (!text.includes('\\(')) return text;
  return text.replace(INLINE_MATHS, (_span, latex: string) => toText(latex).replace(/ {2,}/g, ' '));
}
