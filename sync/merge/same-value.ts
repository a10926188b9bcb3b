/**
 * Structural equality for JSON-shaped values: jsonb columns arrive as fresh objects and arrays,
 * so `===` would call every unchanged jsonb field "changed by someone else". Object key order is
 * irrelevant (Postgres jsonb does not keep it); array order is significant.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

/** Nothing a teacher could want back: overwriting it is never worth a conflict. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
