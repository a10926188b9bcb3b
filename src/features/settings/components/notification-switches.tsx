import { useId } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '@/shared/ui/cn';
import type { NotificationKey, NotificationPreferences } from '../model/preferences-rules';

const SWITCHES: { key: NotificationKey; label: string; description: string }[] = [
  { key: 'lessons', label: 'Lesson reminders', description: 'Before a lesson you have planned.' },
  { key: 'deadlines', label: 'Deadlines', description: 'Reflections and reports that are due.' },
  { key: 'updates', label: 'Product updates', description: 'New features and changes.' },
];

/** Switches act at once (no Save button), as a switch does everywhere else. */
export function NotificationSwitches({
  values,
  onChange,
}: {
  values: NotificationPreferences;
  onChange: (key: NotificationKey, on: boolean, label: string) => void;
}) {
  const baseId = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Notifications</legend>
      {SWITCHES.map(({ key, label, description }) => {
        const id = `${baseId}-${key}`;
        return (
          <div key={key} className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor={id} className="text-sm">
                {label}
              </label>
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {description}
              </p>
            </div>
            <Switch.Root
              id={id}
              checked={values[key]}
              onCheckedChange={(on) => onChange(key, on, label)}
              aria-describedby={`${id}-description`}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border',
                'bg-muted transition-colors data-[state=checked]:bg-primary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              <Switch.Thumb
                className={cn(
                  'block size-5 rounded-full bg-background shadow transition-transform',
                  'translate-x-0.5 data-[state=checked]:translate-x-5',
                )}
              />
            </Switch.Root>
          </div>
        );
      })}
    </fieldset>
  );
}
