import type { FeatureFlags } from './flag-definitions.ts';

/** What flags are read from: `import.meta.env`, Vite's `loadEnv` output or `process.env`. */
export type FlagEnv = Readonly<Record<string, string | boolean | undefined>>;

/** One bad flag: `flag` is the env var name, so the message points at what to edit. */
export type FlagError = { readonly flag: string; readonly reason: string };

export type ParseFlagsResult =
  | { readonly ok: true; readonly flags: FeatureFlags }
  | { readonly ok: false; readonly errors: readonly FlagError[] };
