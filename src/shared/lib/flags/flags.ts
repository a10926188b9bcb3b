import type { FeatureFlags } from './flag-definitions.ts';
import type { FlagEnv, ParseFlagsResult } from './flag-types.ts';
import { FeatureFlagsError } from './feature-flags-error.ts';
import { parseFlags } from './parse-flags.ts';

// The only file that reads import.meta.env: everything else takes the env as an argument, so it
// runs in Node (the Vite plugin, tests) as well as in the browser.
export function loadFeatureFlags(env: FlagEnv = import.meta.env): ParseFlagsResult {
  return parseFlags(env);
}

// Flags are inlined at build time and cannot change while the page lives, so parse them once.
let loaded: ParseFlagsResult | undefined;

/**
 * The app's flags. Throws FeatureFlagsError when they are invalid; start-up calls this first and
 * shows the error's list instead of the app.
 */
export function getFeatureFlags(): FeatureFlags {
  loaded ??= loadFeatureFlags();
  if (!loaded.ok) throw new FeatureFlagsError(loaded.errors);
  return loaded.flags;
}
