import { createContext, use, type ReactNode } from 'react';
import { getFeatureFlags, type FeatureFlags } from '@/shared/lib/flags';

/**
 * The flags the week view reads. By default the app's build-time flags (`getFeatureFlags`, parsed
 * once at start-up); a provider overrides them, which is how tests show each flag on and off in
 * one run (the flags themselves are inlined at build time and cannot change while the page lives).
 */
const WeekFlagsContext = createContext<FeatureFlags | null>(null);

export function WeekFlagsProvider({
  flags,
  children,
}: {
  flags: FeatureFlags;
  children: ReactNode;
}) {
  return <WeekFlagsContext value={flags}>{children}</WeekFlagsContext>;
}

export function useWeekFlags(): FeatureFlags {
  return use(WeekFlagsContext) ?? getFeatureFlags();
}
