import { useEffect, useRef } from 'react';
import { useUserPreferences } from '@/features/settings/queries/use-user-preferences';
import { useSession } from '@/shared/lib/session/session-context';
import { useTheme } from '@/shared/lib/theme/theme-context';
import { themeToApply, type SyncedThemeSeen } from './synced-theme-rules';

/**
 * Applies the synced preference (user_preferences.theme) when it changes, e.g. after the user
 * chose a theme on another device. Renders nothing; it needs the session, the replica and the
 * theme, so it is mounted inside all three (inside SyncProvider).
 */
export function SyncedTheme() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const preferences = useUserPreferences(userId);
  const { setTheme } = useTheme();
  const seen = useRef<SyncedThemeSeen | undefined>(undefined);

  useEffect(() => {
    if (userId === null) seen.current = undefined;
    // undefined: the replica is still opening, nothing has been read yet.
    if (userId === null || preferences === undefined) return;
    const next = { userId, theme: preferences?.theme ?? null };
    const apply = themeToApply(seen.current, next);
    seen.current = next;
    if (apply !== null) setTheme(apply);
  }, [userId, preferences, setTheme]);

  return null;
}
