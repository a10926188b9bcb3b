/**
 * Splits a SQL script into statements on top-level semicolons, the way the Supabase CLI records a
 * migration's `statements`. Understands what can hide a semicolon: '…' and E'…' strings, "…"
 * identifiers, $tag$…$tag$ bodies, -- and (nested) /* *\/ comments. Comment-only pieces are dropped.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  const push = (end: number) => {
    const text = script.slice(start, end).trim();
    if (stripComments(text).trim() !== '') statements.push(text);
  };
  while (i < n) {
    const c = script[i]!;
    const next = script[i + 1];
    if (c === '-' && next === '-') {
      const eol = script.indexOf('\n', i);
      i = eol === -1 ? n : eol + 1;
    } else if (c === '/' && next === '*') {
      i = skipBlockComment(script, i);
    } else if (c === "'" || c === '"') {
      i = skipQuoted(script, i, c);
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i))?.[0];
      if (tag && !/[A-Za-z0-9_]/.test(script[i - 1] ?? '')) {
        const close = script.indexOf(tag, i + tag.length);
        if (close === -1) throw new Error(`Unterminated ${tag} quote in SQL script`);
        i = close + tag.length;
      } else {
        i += 1;
      }
    } else if (c === ';') {
      push(i);
      start = i + 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  push(n);
  return statements;
}

function skipQuoted(script: string, i: number, quote: string): number {
  // A doubled quote is an escaped quote; E'…' strings may also use backslash escapes.
  const escapeString =
    quote === "'" && /[eE]/.test(script[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(script[i - 2] ?? '');
  let j = i + 1;
  while (j < script.length) {
    const c = script[j];
    if (escapeString && c === '\\') j += 2;
    else if (c === quote && script[j + 1] === quote) j += 2;
    else if (c === quote) return j + 1;
    else j += 1;
  }
  throw new Error('Unterminated quoted text in SQL script');
}

function skipBlockComment(script: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < script.length) {
    if (script.startsWith('/*', j)) {
      depth += 1;
      j += 2;
    } else if (script.startsWith('*/', j)) {
      depth -= 1;
      j += 2;
      if (depth === 0) return j;
    } else {
      j += 1;
    }
  }
  throw new Error('Unterminated /* comment in SQL script');
}

function stripComments(text: string): string {
  return text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}
