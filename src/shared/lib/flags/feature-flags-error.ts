import type { FlagError } from './flag-types.ts';
import { formatFlagErrors } from './format-flag-errors.ts';

/**
 * Thrown when the flags are invalid. Start-up is the one place this is not a value: the app cannot
 * run with a configuration it does not understand, so the start-up screen catches this and lists
 * `errors`.
 */
export class FeatureFlagsError extends Error {
  override readonly name = 'FeatureFlagsError';
  readonly errors: readonly FlagError[];

  constructor(errors: readonly FlagError[]) {
    super(formatFlagErrors(errors));
    this.errors = errors;
  }
}
