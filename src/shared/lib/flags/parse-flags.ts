import * as v from 'valibot';
import { closestFlagName } from './closest-flag-name.ts';
import {
  FLAG_DEFINITIONS,
  FLAG_ENV_PREFIX,
  FLAG_NAMES,
  type FeatureFlags,
  type FlagDefinition,
  type FlagName,
} from './flag-definitions.ts';
import { checkFlagRequirements } from './flag-rules.ts';
import type { FlagEnv, FlagError, ParseFlagsResult } from './flag-types.ts';
import { booleanFlagSchema, numberFlagSchema } from './flag-value-schemas.ts';

type ValueResult = { ok: true; value: boolean | number } | { ok: false; reason: string };

function parseFlagValue(
  definition: FlagDefinition,
  raw: string | boolean | undefined,
): ValueResult {
  // Only a missing variable means "use the default"; `VITE_FLAG_X=` is a mistake worth reporting.
  if (raw === undefined) return { ok: true, value: definition.defaultValue };
  // Env values are strings; a real boolean (from `define` or a test) is judged by its text.
  const text = String(raw);
  const schema = definition.kind === 'boolean' ? booleanFlagSchema : numberFlagSchema;
  const result = v.safeParse(schema, text);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, reason: result.issues.map((issue) => issue.message).join('; ') };
}

const KNOWN_ENV_NAMES: readonly string[] = FLAG_NAMES.map((name) => FLAG_DEFINITIONS[name].env);

function findUnknownFlags(env: FlagEnv): FlagError[] {
  return Object.keys(env)
    .filter((key) => key.startsWith(FLAG_ENV_PREFIX) && !KNOWN_ENV_NAMES.includes(key))
    .filter((key) => env[key] !== undefined)
    .sort()
    .map((key) => {
      const suggestion = closestFlagName(key, KNOWN_ENV_NAMES);
      return {
        flag: key,
        reason:
          suggestion === undefined
            ? 'unknown flag (not in flag-definitions.ts)'
            : `unknown flag; did you mean ${suggestion}?`,
      };
    });
}

/**
 * Reads every feature flag from `env`. Collects every problem rather than stopping at the first,
 * so one failed start shows the whole list to fix.
 */
export function parseFlags(env: FlagEnv): ParseFlagsResult {
  const errors: FlagError[] = [];
  const values: Partial<Record<FlagName, boolean | number>> = {};
  for (const name of FLAG_NAMES) {
    const definition = FLAG_DEFINITIONS[name];
    const result = parseFlagValue(definition, env[definition.env]);
    if (result.ok) values[name] = result.value;
    else errors.push({ flag: definition.env, reason: result.reason });
  }
  errors.push(...checkFlagRequirements(values, env));
  errors.push(...findUnknownFlags(env));
  if (errors.length > 0) return { ok: false, errors };
  // No errors means every name got a value of its own kind from the loop above.
  return { ok: true, flags: values as FeatureFlags };
}

export type { FlagEnv, FlagError, ParseFlagsResult } from './flag-types.ts';
