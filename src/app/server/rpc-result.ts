import type { PostgrestError } from '@supabase/supabase-js';
import { normalizeError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';

/**
 * A supabase-js answer as an ActionResult: refusals and network failures become values carrying
 * the normalized error (spec §8), thrown bugs pass through untouched.
 */
export function toResult<T, U>(
  answer: { data: T; error: null } | { data: unknown; error: PostgrestError },
  map: (data: T) => U,
): ActionResult<U> {
  if (answer.error) return failed(normalizeError(answer.error));
  return succeeded(map(answer.data));
}

/** A call that may throw (fetch rejected before supabase-js could wrap it) as a value too. */
export async function attempt<T>(work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    return failed(normalizeError(error));
  }
}
