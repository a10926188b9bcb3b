import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@/shared/lib/theme/theme';
import { useTheme } from '@/shared/lib/theme/theme-context';
import { cn } from '@/shared/ui/cn';

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * Shows the theme this device is using. Choosing one applies it at once (the header's switcher
 * does the same) and hands it to `onChoose`, which writes the synced preference for other devices.
 */
export function ThemeChoice({ onChoose }: { onChoose: (theme: Theme) => void }) {
  const { theme, setTheme } = useTheme();
  const choose = (next: Theme) => {
    setTheme(next);
    onChoose(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Appearance</legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              theme === value && 'border-primary bg-muted',
            )}
          >
            <input
              type="radio"
              name="preferences-theme"
              value={value}
              checked={theme === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
