import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { browserTimeZone } from '@/shared/lib/dates/time-zone';
import { useSession } from '@/shared/lib/session/session-context';
import type { PreferencesPatch, SavePreferencesResult } from './save-preferences';

/**
 * The preferences writer, bound to the open replica and the signed-in user; null while either is
 * missing. The command module loads on first use: it carries the entity schemas (classic zod),
 * which /settings' own chunk need not include.
 */
export function usePreferencesCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    return {
      async savePreferences(patch: PreferencesPatch): Promise<SavePreferencesResult> {
        const command = await import('./save-preferences');
        return command.savePreferences(replica.db, userId, patch, {
          timeZone: browserTimeZone(),
          schoolId,
        });
      },
    };
  }, [replica, userId, schoolId]);
}

export type PreferencesCommands = NonNullable<ReturnType<typeof usePreferencesCommands>>;
