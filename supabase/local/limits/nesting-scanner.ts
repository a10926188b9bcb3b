/**
 * How a body is read for nesting:
 * - `json`: brackets inside JSON strings are text, not structure (a lesson note may hold "[[").
 * - `raw`: every bracket counts, percent-encoded ones too (`%5B`). For bodies that are not JSON
 *   but may still reach a jsonb value (CSV cells, form fields, text/plain to an RPC): stricter, and
 *   the app never sends them.
 */
export type NestingMode = 'json' | 'raw';

// Byte classes, looked up in one table so the loop stays a few comparisons per byte (8 MB of
// body is scanned in tens of milliseconds, not hundreds).
const OTHER = 0;
const OPEN = 1; // [ {
const CLOSE = 2; // ] }
const QUOTE = 3; // "
const BACKSLASH = 4; // \
const PERCENT = 5; // %
const CLASSES = new Uint8Array(256);
CLASSES[0x5b] = OPEN;
CLASSES[0x7b] = OPEN;
CLASSES[0x5d] = CLOSE;
CLASSES[0x7d] = CLOSE;
CLASSES[0x22] = QUOTE;
CLASSES[0x5c] = BACKSLASH;
CLASSES[0x25] = PERCENT;

/** `%5B` `%7B` open, `%5D` `%7D` close (either case); anything else after '%' is no bracket. */
function percentDelta(first: number, second: number): number {
  if (first !== 0x35 && first !== 0x37) return 0; // '5' or '7'
  if (second === 0x42 || second === 0x62) return 1; // 'B' 'b'
  if (second === 0x44 || second === 0x64) return -1; // 'D' 'd'
  return 0;
}

/**
 * Counts how deeply arrays and objects nest, chunk by chunk as a body arrives, without parsing it:
 * a body nested too deeply is refused at the first byte past the limit, whatever its size.
 * UTF-8 continuation bytes are all ≥ 0x80, so scanning bytes never mistakes them for ASCII.
 */
export class NestingScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** `raw` mode: the bytes after a '%' seen so far (a percent escape may span two chunks). */
  private percent: number[] | null = null;
  private seen = 0;
  /** The deepest nesting seen, and the byte offset where the limit was first passed (or null). */
  maxDepth = 0;
  exceededAt: number | null = null;

  constructor(
    readonly limit: number,
    readonly mode: NestingMode,
  ) {}

  /** Scans one more chunk; false once the nesting has passed the limit. */
  push(chunk: Uint8Array): boolean {
    if (this.exceededAt !== null) return false;
    const found = this.mode === 'json' ? this.scanJson(chunk) : this.scanRaw(chunk);
    if (found >= 0) {
      this.exceededAt = this.seen + found;
      return false;
    }
    this.seen += chunk.length;
    return true;
  }

  /** Returns the index where the limit was passed, or -1. */
  private scanJson(chunk: Uint8Array): number {
    let { depth, inString, escaped, maxDepth } = this;
    const limit = this.limit;
    let passedAt = -1;
    for (let index = 0; index < chunk.length; index += 1) {
      const kind = CLASSES[chunk[index]!]!;
      if (kind === OTHER) continue;
      if (inString) {
        if (escaped) escaped = false;
        else if (kind === BACKSLASH) escaped = true;
        else if (kind === QUOTE) inString = false;
      } else if (kind === QUOTE) {
        inString = true;
      } else if (kind === OPEN) {
        depth += 1;
        if (depth > maxDepth) maxDepth = depth;
        if (depth > limit) {
          passedAt = index;
          break;
        }
      } else if (kind === CLOSE && depth > 0) {
        depth -= 1;
      }
    }
    Object.assign(this, { depth, inString, escaped, maxDepth });
    return passedAt;
  }

  private scanRaw(chunk: Uint8Array): number {
    let { depth, maxDepth } = this;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      let delta = 0;
      if (this.percent !== null) {
        this.percent.push(byte);
        if (this.percent.length < 2) continue;
        delta = percentDelta(this.percent[0]!, this.percent[1]!);
        this.percent = null;
      } else {
        const kind = CLASSES[byte]!;
        if (kind === OTHER) continue;
        if (kind === PERCENT) this.percent = [];
        delta = kind === OPEN ? 1 : kind === CLOSE ? -1 : 0;
      }
      if (delta === 0) continue;
      depth = Math.max(0, depth + delta);
      if (depth > maxDepth) maxDepth = depth;
      if (depth > this.limit) {
        Object.assign(this, { depth, maxDepth });
        return index;
      }
    }
    Object.assign(this, { depth, maxDepth });
    return -1;
  }
}

/** Deepest nesting of [ { ( in a text (a decoded query value); brackets in quotes count too. */
export function textNesting(text: string): number {
  let depth = 0;
  let max = 0;
  for (const char of text) {
    if (char === '[' || char === '{' || char === '(') max = Math.max(max, (depth += 1));
    else if (char === ']' || char === '}' || char === ')') depth = Math.max(0, depth - 1);
  }
  return max;
}
