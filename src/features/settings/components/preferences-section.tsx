import { useId, useMemo } from 'react';
import { browserTimeZone } from '@/shared/lib/dates/time-zone';
import { useSession } from '@/shared/lib/session/session-context';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  usePreferencesCommands,
  type PreferencesCommands,
} from '../commands/use-preferences-commands';
import type { PreferencesPatch } from '../commands/save-preferences';
import { readNotificationPreferences } from '../model/preferences-rules';
import { useUserPreferences, type UserPreferences } from '../queries/use-user-preferences';
import { NotificationSwitches } from './notification-switches';
import { runCommand } from './run-command';
import { ThemeChoice } from './theme-choice';
import { TimeZoneForm } from './time-zone-form';

/**
 * Time zone, theme and notifications (spec §3 user_preferences). Every change is written to this
 * device's replica at once, so it works offline, and reaches the other devices through sync.
 */
export function PreferencesSection() {
  const headingId = useId();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const preferences = useUserPreferences(userId);
  const commands = usePreferencesCommands();

  return (
    <section
      aria-labelledby={headingId}
      data-tour="settings-preferences"
      className="mt-8 max-w-xl space-y-4"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Preferences
        </h2>
        <p className="text-sm text-muted-foreground">
          Saved on this device straight away, even offline, and synced to your other devices.
        </p>
      </div>
      {preferences === undefined || commands === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your preferences…
        </p>
      ) : (
        <>
          {preferences === null && (
            <FormAlert tone="info">
              Your saved preferences have not reached this device yet. What you change here replaces
              them.
            </FormAlert>
          )}
          <PreferencesControls preferences={preferences} commands={commands} />
        </>
      )}
    </section>
  );
}

function PreferencesControls({
  preferences,
  commands,
}: {
  /** null: the row is not on this device yet; the controls show the defaults. */
  preferences: UserPreferences | null;
  commands: PreferencesCommands;
}) {
  const defaultZone = useMemo(() => browserTimeZone(), []);
  const save = (patch: PreferencesPatch, success: string) =>
    runCommand(() => commands.savePreferences(patch), success);
  return (
    <div className="space-y-6">
      <TimeZoneForm
        current={preferences?.timezone ?? defaultZone}
        save={(timezone) => save({ timezone }, 'Time zone saved')}
      />
      <ThemeChoice onChoose={(theme) => void save({ theme }, 'Theme saved')} />
      <NotificationSwitches
        values={readNotificationPreferences(preferences?.notification_preferences)}
        onChange={(key, on, label) =>
          void save({ notifications: { [key]: on } }, `${label} turned ${on ? 'on' : 'off'}`)
        }
      />
    </div>
  );
}
