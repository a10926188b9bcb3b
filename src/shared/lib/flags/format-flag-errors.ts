import type { FlagError } from './flag-types.ts';

/** One message naming every bad flag, for the build/dev-server failure and the start-up screen. */
export function formatFlagErrors(errors: readonly FlagError[]): string {
  const lines = errors.map(({ flag, reason }) => `  - ${flag}: ${reason}`);
  return ['Invalid feature flags:', ...lines].join('\n');
}
