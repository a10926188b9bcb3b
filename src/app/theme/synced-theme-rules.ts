import type { Theme } from '@/shared/lib/theme/theme';

/** What the follower last saw of one user's synced theme: null while that row is missing. */
export type SyncedThemeSeen = { userId: string; theme: Theme | null };

/**
 * Whether a newly read synced theme should be applied on this device. Only a change counts: the
 * value found when the page opens is what this device already had (the header's switcher may have
 * chosen differently here on purpose), but a value that arrives or changes afterwards came from a
 * choice made on /settings here or on another device. A different user starts over.
 */
export function themeToApply(
  previous: SyncedThemeSeen | undefined,
  next: SyncedThemeSeen,
): Theme | null {
  if (previous === undefined || previous.userId !== next.userId) return null;
  if (next.theme === null || next.theme === previous.theme) return null;
  return next.theme;
}
