import { FLAG_DEFINITIONS, type BooleanFlagName, type FlagName } from './flag-definitions.ts';
import type { FlagEnv, FlagError } from './flag-types.ts';

type FlagRequirement = { readonly flag: BooleanFlagName; readonly requires: BooleanFlagName };

/** Cross-field rules from spec §5: a flag that only makes sense when another is on. */
export const FLAG_REQUIREMENTS: readonly FlagRequirement[] = [
  { flag: 'persistWeekCache', requires: 'weekCache' },
  { flag: 'hideSkeleton', requires: 'weekCache' },
];

/**
 * Checks the requirements among flags that parsed. A flag that failed to parse is missing from
 * `values` and already has its own error, so a rule that depends on it is skipped, not guessed.
 */
export function checkFlagRequirements(
  values: Partial<Record<FlagName, boolean | number>>,
  env: FlagEnv,
): FlagError[] {
  const errors: FlagError[] = [];
  for (const { flag, requires } of FLAG_REQUIREMENTS) {
    if (values[flag] !== true || values[requires] !== false) continue;
    const dependent = FLAG_DEFINITIONS[flag].env;
    const required = FLAG_DEFINITIONS[requires].env;
    // Say when the dependent flag is on only by default: otherwise turning off the required flag
    // alone fails with a flag the developer never set, which is the confusing case.
    const state = env[dependent] === undefined ? 'is on by default' : "is 'true'";
    errors.push({
      flag: dependent,
      reason: `${state} but requires ${required}=true; set ${dependent}=false or ${required}=true`,
    });
  }
  return errors;
}
