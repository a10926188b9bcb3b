// Browser-facing API. The Vite plugin is imported by path from vite.config.ts, never from here:
// it imports 'vite', which must stay out of the app bundle.
export { FeatureFlagsError } from './feature-flags-error.ts';
export {
  FLAG_DEFINITIONS,
  type BooleanFlagName,
  type FeatureFlags,
  type FlagDefinition,
  type FlagKind,
  type FlagName,
} from './flag-definitions.ts';
export type { FlagEnv, FlagError, ParseFlagsResult } from './flag-types.ts';
export { getFeatureFlags, loadFeatureFlags } from './flags.ts';
export { formatFlagErrors } from './format-flag-errors.ts';
export { parseFlags } from './parse-flags.ts';
