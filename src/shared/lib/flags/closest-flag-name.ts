import { FLAG_ENV_PREFIX } from './flag-definitions.ts';

function editDistance(a: string, b: string): number {
  // One rolling row of the Levenshtein table: names are short, so clarity beats cleverness.
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name an unknown one was probably meant to be, or undefined when no name is close or two
 * are equally close: a wrong suggestion costs more than none.
 */
export function closestFlagName(unknown: string, known: readonly string[]): string | undefined {
  const target = unknown.toUpperCase();
  // About one slip per four characters of the part after the shared prefix, and at least one.
  const ownLength = target.startsWith(FLAG_ENV_PREFIX)
    ? target.length - FLAG_ENV_PREFIX.length
    : target.length;
  const maxDistance = Math.max(1, Math.floor(ownLength / 4));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const name of known) {
    const distance = editDistance(target, name.toUpperCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance) {
      tied = true;
    }
  }
  return best !== undefined && !tied && bestDistance <= maxDistance ? best : undefined;
}
