// valibot: these schemas run at start-up in the entry chunk, where zod's shared core would cost
// ~16 KB gzip (README Footguns). They also run in Node, in the Vite plugin.
import * as v from 'valibot';

/** Shows a raw env value inside a message: quoted, escaped, and short enough to read. */
export function quoteFlagValue(value: unknown): string {
  const text = String(value);
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > 40 ? `'${escaped.slice(0, 40)}…'` : `'${escaped}'`;
}

// Case-sensitive with only 'true'/'false', unlike the usual permissive string booleans ('1', 'yes',
// 'on'...), because spec §5 says exactly 'true' or 'false' and a near miss is more likely a typo.
export const booleanFlagSchema = v.pipe(
  v.picklist(
    ['true', 'false'],
    (issue) => `must be 'true' or 'false', got ${quoteFlagValue(issue.input)}`,
  ),
  v.transform((value) => value === 'true'),
);

// Plain digits with an optional fraction: Number() alone would accept '', ' 5', '1e3', '0x10' and
// 'Infinity', none of which anyone means as a duration or a count.
const DECIMAL_NUMERAL = /^\d+(?:\.\d+)?$/;

export const numberFlagSchema = v.pipe(
  v.string(),
  v.regex(
    DECIMAL_NUMERAL,
    (issue) =>
      `must be a non-negative decimal number such as '0', '250' or '1.5', got ${quoteFlagValue(issue.input)}`,
  ),
  v.transform(Number),
  // After the regex the only way to fail here is a digit string long enough to overflow to
  // Infinity (v.number() alone would accept it).
  v.finite('is too large to be a finite number'),
);
