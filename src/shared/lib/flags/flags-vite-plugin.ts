// Runs in Node, loaded with vite.config.ts, so this file and everything it imports use relative
// imports with `.ts` extensions: the `@/` alias does not exist while Vite loads its own config, and
// Vite warns about extensionless imports there. Nothing here may touch the browser.
import { loadEnv, type Plugin } from 'vite';
import { FLAG_ENV_PREFIX } from './flag-definitions.ts';
import { formatFlagErrors } from './format-flag-errors.ts';
import { parseFlags } from './parse-flags.ts';

/**
 * The flag variables the app will see for `mode`: `.env`, `.env.local`, `.env.<mode>`,
 * `.env.<mode>.local`, then the process environment on top, which is also Vite's own precedence.
 */
export function readFlagEnv(
  mode: string,
  envDir: string | false,
  processEnv: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env = loadEnv(mode, envDir, FLAG_ENV_PREFIX);
  for (const [key, value] of Object.entries(processEnv)) {
    if (key.startsWith(FLAG_ENV_PREFIX) && value !== undefined) env[key] = value;
  }
  return env;
}

/**
 * Fails `vite`, `vite build` and `vite preview` on invalid feature flags, with one message that
 * lists them all, so a bad flag never reaches a bundle.
 */
export function featureFlagsPlugin(): Plugin {
  return {
    name: 'lesson-planner:feature-flags',
    // configResolved rather than config: by then mode, root and envDir are final, so the env we
    // check is the env Vite will inline into import.meta.env.
    configResolved(config) {
      const result = parseFlags(readFlagEnv(config.mode, config.envDir));
      if (result.ok) return;
      // A plain Error with no stack frames: the Vite CLI prints errors with util.inspect, which would
      // repeat FeatureFlagsError's `errors` array and add frames from Vite's config loader, burying
      // the list; the fix is always in the env, never in code.
      const error = new Error(formatFlagErrors(result.errors));
      error.stack = `${error.name}: ${error.message}`;
      throw error;
    },
  };
}
