import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@/shared/lib/theme/theme';
import { useTheme } from '@/shared/lib/theme/theme-context';
import { cn } from '@/shared/ui/cn';

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** A radio group rather than a cycling button: the current choice (incl. system) is always visible. */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className="inline-flex rounded-md border border-border p-0.5"
    >
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={theme === value}
          aria-label={label}
          title={label}
          onClick={() => setTheme(value)}
          className={cn(
            'rounded p-1.5 text-muted-foreground hover:text-foreground',
            'focus-visible:outline-2 focus-visible:outline-ring',
            theme === value && 'bg-muted text-foreground',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}
