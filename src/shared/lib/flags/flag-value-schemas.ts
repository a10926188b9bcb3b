// zod/mini: these schemas run at start-up in the entry chunk, where classic zod would cost ~80 KB.
import { z } from 'zod/mini';

/** Shows a raw env value inside a message: quoted, escaped, and short enough to read. */
export function quoteFlagValue(value: unknown): string {
  const text = String(value);
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > 40 ? `'${escaped.slice(0, 40)}…'` : `'${escaped}'`;
}

// Case-sensitive with only 'true'/'false', unlike stringbool's permissive defaults ('1', 'yes',
// 'on'...), because spec §5 says exactly 'true' or 'false' and a near miss is more likely a typo.
export const booleanFlagSchema = z.stringbool({
  truthy: ['true'],
  falsy: ['false'],
  case: 'sensitive',
  error: (issue) => `must be 'true' or 'false', got ${quoteFlagValue(issue.input)}`,
});

// Plain digits with an optional fraction: Number() alone would accept '', ' 5', '1e3', '0x10' and
// 'Infinity', none of which anyone means as a duration or a count.
const DECIMAL_NUMERAL = /^\d+(?:\.\d+)?$/;

export const numberFlagSchema = z.pipe(
  z.string().check(
    z.regex(DECIMAL_NUMERAL, {
      error: (issue) =>
        `must be a non-negative decimal number such as '0', '250' or '1.5', got ${quoteFlagValue(issue.input)}`,
    }),
  ),
  z.pipe(
    z.transform(Number),
    // After the regex the only way to fail here is a digit string long enough to overflow to
    // Infinity, which z.number() rejects.
    z.number({ error: 'is too large to be a finite number' }),
  ),
);
