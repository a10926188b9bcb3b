/**
 * How deeply a PostgREST `select` embeds resources: `id,classes(id,lessons(id))` is 2. An
 * aggregate's empty parentheses (`count()`, `amount.sum()`) embed nothing. Quotes are not
 * special here: a parenthesis inside a quoted name counts too, so no quoting trick can hide an
 * embedding from this count (no column of ours has a parenthesis in its name).
 */
export function embeddingDepth(select: string): number {
  let depth = 0;
  let max = 0;
  for (let index = 0; index < select.length; index += 1) {
    const char = select[index];
    if (char === '(') {
      if (select[index + 1] === ')') index += 1;
      else max = Math.max(max, (depth += 1));
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}
