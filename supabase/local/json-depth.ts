/**
 * Defence in depth for PGlite (issue 12 item 1). On Node's main thread PGlite 0.5.14 lost the error
 * of a JSON value nested 6,400 deep or more: its WASM recursion overflowed V8's native stack before
 * PostgreSQL's max_stack_depth check fired, the Bind got NO bytes (no ErrorResponse, no
 * BindComplete), the backend's error state stayed dirty and the next such value spun the CPU
 * forever. PGlite now runs on a thread with a large stack (pglite-thread.ts), where PostgreSQL's
 * own check answers 54001; this guard keeps such values from reaching PGlite at all, so no other
 * recursive path (jsonb functions, casts) can find a depth where the native stack still loses.
 * The statement is refused with PostgreSQL's wording and code for over-deep JSON (54000).
 */

/**
 * Deepest `[`/`{` nesting a value sent to PGlite may have: far below the depths that overflowed
 * (6,400 on the main thread), far above any row of this app (the gateway refuses bodies nested more
 * than 32 levels).
 */
export const JSON_DEPTH_MAX = 1000;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest `[`/`{` nesting in `bytes` read as JSON text: brackets inside double-quoted strings
 * do not count. Stops counting once `limit` is passed (the answer is then limit + 1).
 */
export function jsonNestingDepth(bytes: Uint8Array, limit = Number.MAX_SAFE_INTEGER): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((byte === CLOSE_BRACKET || byte === CLOSE_BRACE) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

/**
 * The parameter values of a Bind message ('B', length, portal\0, statement\0, formats, values,
 * result formats). Null values are left out. Malformed messages yield what could be read.
 */
export function bindParameterValues(message: Uint8Array): Uint8Array[] {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  let at = 5;
  for (let strings = 0; strings < 2; strings++) {
    while (at < message.length && message[at] !== 0) at++;
    at++;
  }
  if (at + 2 > message.length) return [];
  const formatCount = view.getInt16(at);
  at += 2 + 2 * Math.max(formatCount, 0);
  if (at + 2 > message.length) return [];
  const valueCount = view.getInt16(at);
  at += 2;
  const values: Uint8Array[] = [];
  for (let v = 0; v < valueCount && at + 4 <= message.length; v++) {
    const length = view.getInt32(at);
    at += 4;
    if (length < 0) continue;
    values.push(message.subarray(at, Math.min(at + length, message.length)));
    at += length;
  }
  return values;
}

/** Text of a message's SQL: a simple Query ('Q') or a Parse ('P', after the statement name). */
function sqlTextOf(message: Uint8Array): Uint8Array | null {
  if (message[0] === 0x51) return message.subarray(5);
  if (message[0] === 0x50) {
    let at = 5;
    while (at < message.length && message[at] !== 0) at++;
    return message.subarray(at + 1);
  }
  return null;
}

/**
 * The deepest nesting a protocol message carries into PGlite: each Bind parameter counted on its
 * own (a value's quotes cannot hide another's brackets), or the SQL text of a Query or Parse.
 */
export function messageNestingDepth(message: Uint8Array, limit = JSON_DEPTH_MAX): number {
  if (message[0] === 0x42) {
    let deepest = 0;
    for (const value of bindParameterValues(message)) {
      deepest = Math.max(deepest, jsonNestingDepth(value, limit));
      if (deepest > limit) break;
    }
    return deepest;
  }
  const sql = sqlTextOf(message);
  return sql ? jsonNestingDepth(sql, limit) : 0;
}

/** Deepest nesting among in-process query parameters (strings and objects PGlite will serialise). */
export function parameterNestingDepth(
  params: unknown[] | undefined,
  limit = JSON_DEPTH_MAX,
): number {
  let deepest = 0;
  for (const param of params ?? []) {
    let text: string | undefined;
    if (typeof param === 'string') text = param;
    else if (param !== null && typeof param === 'object' && !(param instanceof Date)) {
      try {
        text = JSON.stringify(param);
      } catch {
        return limit + 1; // too deep for V8's own stack: far too deep for PGlite's
      }
    }
    if (text === undefined) continue;
    deepest = Math.max(deepest, jsonNestingDepth(Buffer.from(text, 'utf8'), limit));
    if (deepest > limit) break;
  }
  return deepest;
}

/** PostgreSQL's wording and code for the same refusal (54000, program_limit_exceeded). */
export const TOO_DEEP_MESSAGE = `JSON nested too deep, maximum permitted depth is ${JSON_DEPTH_MAX}`;
export const TOO_DEEP_CODE = '54000';
